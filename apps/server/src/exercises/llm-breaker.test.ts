// The LLM coach never holds a turn, through the API (docs/exercises.md "The model's budget and
// breaker"): against an endpoint on the loopback that accepts and never answers, and a port where
// nothing listens, each turn gives the built-in feedback, ended by LLM_BUDGET_MS or by the refusal
// (no wall time is asserted: the log says what ended them); after three failed calls the breaker
// opens, /api/health says so, the log says so, and the next turns call nothing.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';

const servers: Server[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function appWithLlmAt(baseUrl: string, budgetMs: number, lines: string[] = []) {
  const researchUuid = randomUUID();
  const app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }),
    logStream: { write: (line) => void lines.push(line) },
    env: {
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'test-model',
      LLM_BUDGET_MS: String(budgetMs),
      // One call per turn (the AI's rephrasing), so that three turns are three failed calls.
      LLM_FINDINGS: 'off',
      RESEARCH_UUID: researchUuid,
    },
  });
  return { app, researchUuid };
}

/** A research session's first text, the turn that asks the model; its texts and stage. */
async function firstTextTurn(app: FastifyInstance, researchUuid: string) {
  const session = new ExerciseSession(app, `/api/exercises/research/${researchUuid}-halflife-full`, { participantName: 'Ada Lovelace' });
  await session.send(null);
  await session.send('3');
  const texts = await session.send(essay(120));
  return { texts: texts.join('\n'), stage: session.stage };
}

const health = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: string; llm: { state: string; consecutiveFailures?: number; retryAt?: string } }>();
};

describe('the LLM coach at an endpoint that accepts and never answers', () => {
  it('answers each turn within the budget with the built-in feedback, then opens the breaker, reports and logs it, and calls no more', async () => {
    let connections = 0;
    let requests = 0;
    const stalled = createServer((request) => {
      requests += 1;
      request.resume();
    });
    // A connection that sends something: the client's pool may open one ahead that carries nothing.
    stalled.on('connection', (socket: Socket) => socket.once('data', () => (connections += 1)));
    servers.push(stalled);
    const port = await listen(stalled);
    // Long enough that a turn that calls nothing, database writes and all, ends well within it on a loaded machine.
    const budgetMs = 1_500;
    const lines: string[] = [];
    const { app, researchUuid } = await appWithLlmAt(`http://127.0.0.1:${port}/v1`, budgetMs, lines);
    expect((await health(app)).llm).toEqual({ state: 'closed', consecutiveFailures: 0 });

    for (let turn = 1; turn <= 3; turn += 1) {
      const { texts, stage } = await firstTextTurn(app, researchUuid);
      expect(texts).toContain('score was 99');
      expect(texts).not.toContain('AI coach');
      expect(stage).toBe(4);
    }
    expect(requests).toBe(3);

    const open = await health(app);
    // The process is healthy: the built-in coach answers while the model is not called.
    expect(open.status).toBe('ok');
    expect(open.llm).toMatchObject({ state: 'open', consecutiveFailures: 3 });
    expect(Date.parse(open.llm.retryAt ?? '')).toBeGreaterThan(Date.now());
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; llm?: Record<string, unknown> }).filter((line) => line.llm);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'LLM coach stops calling the endpoint until retryAt: built-in feedback only',
        llm: { from: 'closed', state: 'open', consecutiveFailures: 3, retryAt: open.llm.retryAt, reason: `no answer within the turn's budget of ${budgetMs} ms` },
      }),
    ]);

    const before = connections;
    const { texts } = await firstTextTurn(app, researchUuid);
    expect(texts).toContain('score was 99');
    expect(connections).toBe(before);
    expect(requests).toBe(3);
  });
});

describe('the LLM coach at a port where nothing listens', () => {
  it('answers at once with the built-in feedback, and /api/health reports the breaker open', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const budgetMs = 5_000;
    const lines: string[] = [];
    const { app, researchUuid } = await appWithLlmAt(`http://127.0.0.1:${port}/v1`, budgetMs, lines);
    for (let turn = 1; turn <= 3; turn += 1) expect((await firstTextTurn(app, researchUuid)).texts).toContain('score was 99');
    expect((await health(app)).llm).toMatchObject({ state: 'open', consecutiveFailures: 3 });
    // The refusal ended each turn, not the budget: the breaker opened for it.
    const reasons = lines.flatMap((line) => (JSON.parse(line) as { llm?: { reason?: string } }).llm?.reason ?? []);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).not.toContain("turn's budget");
  });
});

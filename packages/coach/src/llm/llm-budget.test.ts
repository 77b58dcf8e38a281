// The LLM coach never holds a turn (docs/exercises.md "The model's budget and breaker"), against
// real endpoints on the loopback: one that accepts and never answers, one that refuses (a closed
// port, a 503), and a recorded one that answers. No wall time is asserted (a loaded machine
// stretches any): what ended each turn is read from what the coach told and what reached the
// endpoint. Nothing sleeps: the breaker's cool-down runs on a clock the test moves.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseRequestDigest, llmCases } from '../../eval/llm-evaluation.ts';
import { requestOf } from '../../eval/cases/evaluate.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { readRecording, startRecordedLlmServer } from '../../testing/recorded-llm-server.ts';
import { createLlmCoach, findingsRequest } from './llm-coach.ts';
import { createModelBreaker, type ModelBreakerOptions, type ModelStateChange } from './model-breaker.ts';

const builtin = createBuiltinCoach(createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }));
/** A Half Life answer: the AI's rephrasing is asked, and with typed findings the importance findings too. */
const request: FeedbackRequest = {
  exercise: 'halfLife',
  stage: 5,
  task: 'Tell what you study and why it is important, in about 30 words.',
  text: 'We study epigenetics because it helps doctors understand how genes switch on and off.',
  audience: 'juniorHigh',
  words: { target: 30, min: 20, max: 40 },
  focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
};
type Mode = 'stall' | 'refuse' | 'answer';

/** An OpenAI-compatible endpoint on the loopback whose behaviour the test switches, counting what reaches it. */
async function startEndpoint(mode: Mode) {
  const endpoint = { mode, connections: 0, open: 0, requests: 0, baseUrl: '', close: async () => {} };
  const server: Server = createServer((req, response: ServerResponse) => {
    endpoint.requests += 1;
    req.resume();
    if (endpoint.mode === 'stall') return;
    if (endpoint.mode === 'refuse') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Genes switch on and off.' } }] }));
  });
  // A connection that sends something: the client's pool may open one ahead that carries nothing.
  // `open`: such connections not yet closed (an attempt the client gave up on closes its own).
  server.on('connection', (socket: Socket) =>
    socket.once('data', () => {
      endpoint.connections += 1;
      endpoint.open += 1;
      socket.once('close', () => (endpoint.open -= 1));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  endpoint.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  closing.push(endpoint.close);
  return endpoint;
}

/** An API root where nothing listens: a port just freed. */
async function refusingBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}

let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.map((close) => close()));
  closing = [];
});

/** A coach over `baseUrl` with its breaker (on a clock the test moves), the changes it told and the failures logged. */
function coachAt(baseUrl: string, budgetMs: number, breakerOptions: ModelBreakerOptions = {}, typedFindings = false) {
  const clock = { now: 0 };
  const changes: ModelStateChange[] = [];
  const failures: string[] = [];
  const breaker = createModelBreaker({ now: () => clock.now, onChange: (change) => changes.push(change), ...breakerOptions });
  const coach = createLlmCoach({
    baseUrl,
    model: 'test-model',
    budgetMs,
    fallback: builtin,
    breaker,
    typedFindings,
    onFailure: (error) => failures.push(error.message),
  });
  return { coach, breaker, clock, changes, failures };
}

describe('an endpoint that accepts and never answers', () => {
  it("gives the built-in feedback within the turn's budget, and once the breaker opens makes no call at all", async () => {
    const endpoint = await startEndpoint('stall');
    const budgetMs = 800;
    const { coach, breaker, changes, failures } = coachAt(endpoint.baseUrl, budgetMs);
    const expected = await builtin.feedback(request);
    // Each turn ends with the built-in feedback although the endpoint never answers: the budget
    // ended it (the failure told below), not an answer.
    for (let turn = 1; turn <= 3; turn += 1) expect(await coach.feedback(request)).toEqual(expected);
    // Three calls in a row with no answer: one attempt each, ended by the budget, not retried. On a
    // loaded machine an attempt may end before its request reaches the endpoint: once every
    // connection that carried one has closed (all that was sent is read), at most three arrived.
    await vi.waitFor(() => expect(endpoint.open).toBe(0));
    const requests = endpoint.requests;
    expect(requests).toBeGreaterThanOrEqual(1);
    expect(requests).toBeLessThanOrEqual(3);
    expect(failures).toEqual(Array(3).fill(`The LLM endpoint did not answer within the turn's budget of ${budgetMs} ms.`));
    expect(breaker.status()).toMatchObject({ state: 'open', consecutiveFailures: 3 });
    expect(changes).toEqual([
      { from: 'closed', state: 'open', consecutiveFailures: 3, retryAt: new Date(30_000), reason: `no answer within the turn's budget of ${budgetMs} ms` },
    ]);

    const connections = endpoint.connections;
    // Open, the turn does not wait for the model at all: no call, no failure told.
    for (let turn = 4; turn <= 6; turn += 1) expect(await coach.feedback(request)).toEqual(expected);
    expect(failures).toHaveLength(3);
    expect(endpoint.connections).toBe(connections);
    expect(endpoint.requests).toBe(requests);
  });

  it('drops a late answer and keeps the one that came: the findings join without the stalled rephrasing', async () => {
    // The findings request is answered; the rephrasing (no response_format) stalls.
    const server = createServer((req, response) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (!(JSON.parse(body) as { response_format?: unknown }).response_format) return;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ findings: [{ kind: 'importance.noComparison', verdict: 'holds', quote: 'it helps doctors', message: '' }] }) } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closing.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    expect(findingsRequest(request)).not.toBeNull();
    const budgetMs = 600;
    const { coach } = coachAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, budgetMs, {}, true);
    const feedback = await coach.feedback(request);
    const { suggestion, findings } = feedback as { suggestion: string | null; findings: { kind: string; source?: string }[] };
    expect(suggestion).toBeNull();
    expect(findings.filter((item) => item.source === 'llm').map((item) => item.kind)).toEqual(['importance.noComparison']);
  });
});

describe('an endpoint that refuses', () => {
  it('gives the built-in feedback at once from a closed port, and the breaker opens', async () => {
    const budgetMs = 5_000;
    const { coach, breaker, failures } = coachAt(await refusingBaseUrl(), budgetMs);
    const expected = await builtin.feedback(request);
    for (let turn = 1; turn <= 3; turn += 1) expect(await coach.feedback(request)).toEqual(expected);
    // Refused at once (and once more after the SDK's short wait): the refusal ended each turn, not the budget.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((failure) => failure.includes("turn's budget"))).toEqual([]);
    expect(breaker.status().state).toBe('open');
    const told = failures.length;
    expect(told).toBeGreaterThanOrEqual(3);
    expect(await coach.feedback(request)).toEqual(expected);
    expect(failures).toHaveLength(told);
  });

  it('stops calling an endpoint that answers 503, and after the cool-down makes one trial call', async () => {
    const endpoint = await startEndpoint('refuse');
    const { coach, breaker, clock, changes } = coachAt(endpoint.baseUrl, 5_000, { failuresToOpen: 2, coolDownMs: 10_000 }, true);
    expect(findingsRequest(request)).not.toBeNull();
    // One turn asks for the findings and the rephrasing at once, each tried twice: two failed calls.
    await coach.feedback(request);
    expect(endpoint.requests).toBe(4);
    expect(breaker.status()).toEqual({ state: 'open', consecutiveFailures: 2, retryAt: new Date(10_000) });

    clock.now = 9_999;
    await coach.feedback(request);
    expect(endpoint.requests).toBe(4);

    // The cool-down is over: of two turns at once, asking four calls, one call is made.
    clock.now = 10_000;
    await Promise.all([coach.feedback(request), coach.feedback(request)]);
    expect(endpoint.requests).toBe(6);
    // It failed (twice, with the SDK's retry): open again for another cool-down.
    expect(breaker.status()).toEqual({ state: 'open', consecutiveFailures: 3, retryAt: new Date(20_000) });

    // The endpoint is back: the next trial closes the breaker, and the turn after calls as before.
    endpoint.mode = 'answer';
    clock.now = 20_000;
    await coach.feedback(request);
    expect(endpoint.requests).toBe(7);
    expect(breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
    const feedback = await coach.feedback(request);
    expect(endpoint.requests).toBe(9);
    expect(feedback.suggestion).toBe('Genes switch on and off.');
    expect(changes.map((change) => `${change.from}→${change.state}`)).toEqual(['closed→open', 'open→halfOpen', 'halfOpen→open', 'open→halfOpen', 'halfOpen→closed']);
  });
});

describe('a healthy endpoint', () => {
  it("gives the model's findings through the breaker, which stays closed", async () => {
    const recording = readRecording();
    const recorded = llmCases.find((item) => recording.replies[caseRequestDigest(item)]?.case === 'persuasion.logos.percentage');
    expect(recorded).toBeDefined();
    const server = await startRecordedLlmServer(recording);
    closing.push(() => server.close());
    const asked = requestOf(recorded!);
    const budgetMs = 10_000;
    const { coach, breaker } = coachAt(server.baseUrl, budgetMs, {}, true);
    const feedback = await coach.feedback(asked);
    expect(server.requests).toEqual([{ digest: caseRequestDigest(recorded!), recorded: true }]);
    const { findings } = feedback as { findings: { kind: string; source?: string }[] };
    expect(findings.filter((item) => item.source === 'llm').map((item) => item.kind)).toContain('logos.causeLink');
    expect(breaker.status()).toEqual({ state: 'closed', consecutiveFailures: 0, retryAt: null });
  });
});

// The exercise API with the LLM coach configured, against a local OpenAI-compatible endpoint:
// a good answer adds the AI's rephrasing; an answer later than LLM_BUDGET_MS or a malformed one
// falls back to the built-in coach, and the student never sees an error.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import {
  answerAfter,
  completion,
  malformed,
  startFakeLlmServer,
  type FakeLlmServer,
} from '../test/fake-llm-server.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';

let llm: FakeLlmServer;
let app: FastifyInstance;
const researchUuid = randomUUID();

beforeAll(async () => {
  llm = await startFakeLlmServer();
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }),
    env: {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      LLM_BUDGET_MS: '3000',
      // These tests queue the AI's rephrasings in order; the findings requests (on by default)
      // are tested with their recorded replies in packages/coach.
      LLM_FINDINGS: 'off',
      RESEARCH_UUID: researchUuid,
    },
  });
});

afterAll(() => llm.close());

beforeEach(() => llm.reset());

/** A research session at the 120-word stage, so the stored row keeps the texts. */
async function atFirstText(edition: 'full' | 'slim' = 'full'): Promise<ExerciseSession> {
  const s = new ExerciseSession(
    app,
    `/api/exercises/research/${researchUuid}-halflife-${edition}`,
    { participantName: 'Ada Lovelace' },
  );
  await s.send(null);
  await s.send('3');
  return s;
}

describe('LLM coach through the API', () => {
  it('adds the AI rephrasing, escaped, and stores it as the GPT3 text', async () => {
    llm.answers = [completion('Plants <b>read</b> the light & grow.')];
    const s = await atFirstText();
    const texts = await s.send(essay(120));
    expect(texts).toContain(
      'In your next version, you may want to consider this phrasing suggested by the AI coach:',
    );
    expect(texts).toContain('Plants &lt;b&gt;read&lt;/b&gt; the light &amp; grow.');
    expect(texts.join('\n')).toContain('score was 99');
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.authorization).toBe('Bearer test-key');
    expect(llm.requests[0]?.body.model).toBe('test-model');
    expect(llm.requests[0]?.body.messages.at(-1)?.content).toContain(
      'readers with high school science',
    );
    expect(s.history.text120FirstGPT3).toBe('Plants <b>read</b> the light & grow.');
    expect((await getExerciseRow(app.db, 'halfLife', s.rowId))?.text120FirstGpt3).toBe(
      'Plants <b>read</b> the light & grow.',
    );
  });

  it('falls back to the built-in coach when the endpoint does not answer within the budget, not asking again', async () => {
    llm.answers = [answerAfter(15_000), answerAfter(15_000)];
    const s = await atFirstText();
    const texts = await s.send(essay(120));
    expect(llm.requests).toHaveLength(1);
    expect(texts.join('\n')).toContain('score was 99');
    expect(texts.join('\n')).not.toContain('AI coach');
    expect(s.stage).toBe(4);
    expect(s.history.text120FirstGPT3).toBe('');
  });

  it('falls back to the built-in coach on a malformed answer, which is not asked again', async () => {
    llm.answers = [malformed, completion('')];
    const s = await atFirstText();
    const texts = await s.send(essay(120));
    expect(llm.requests).toHaveLength(1);
    expect(texts.join('\n')).toContain('score was 99');
    expect(texts.join('\n')).not.toContain('AI coach');
    expect(s.stage).toBe(4);
  });

  it('uses the second attempt when the first fails', async () => {
    llm.answers = [(res) => res.writeHead(503).end(), completion('A simpler version.')];
    const s = await atFirstText();
    const texts = await s.send(essay(120));
    expect(texts).toContain('A simpler version.');
  });

  it('never calls the LLM in the slim edition or the no-feedback route', async () => {
    llm.answers = [completion('should not be used')];
    const slim = await atFirstText('slim');
    await slim.send(essay(120));
    const plain = new ExerciseSession(app, '/api/HalfLife/no-feedback');
    await plain.send(null);
    await plain.send('1');
    await plain.send(essay(120));
    expect(llm.requests).toHaveLength(0);
  });
});

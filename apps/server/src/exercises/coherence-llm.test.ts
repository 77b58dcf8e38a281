// Coherence and Critical Thinking with the LLM coach configured, against a local
// OpenAI-compatible endpoint: the AI's feedback on a question is shown and stored; any failure
// falls back to the built-in feedback; neutral editions never call the LLM.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { coherenceText, criticalThinkingSummary } from '@scicomm/coach/testing/sample-texts';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { completion, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.ts';
import { ExerciseSession } from './exercise-test-client.ts';

let llm: FakeLlmServer;
let app: FastifyInstance;
const researchUuid = randomUUID();

beforeAll(async () => {
  llm = await startFakeLlmServer();
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer(),
    env: {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'test-model',
      LLM_BUDGET_MS: '3000',
      // These tests queue the AI's feedback in order; the findings requests (on by default) are
      // tested with their recorded replies in packages/coach.
      LLM_FINDINGS: 'off',
      RESEARCH_UUID: researchUuid,
    },
  });
});

afterAll(() => llm.close());

beforeEach(() => llm.reset());

async function atFirstTable(url: string, name?: string) {
  const s = new ExerciseSession(app, url);
  await s.send(null);
  if (name) await s.send(name);
  await s.send(coherenceText);
  await s.send('1');
  return s;
}

describe('Coherence with the LLM coach', () => {
  it('shows and stores the AI feedback on the table, escaped', async () => {
    const s = await atFirstTable('/api/Coherence');
    llm.answers.push(
      completion('You repeat “coral” well, but it <b>drops out</b> in your last sentences.'),
    );
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(texts[0]).toBe(
      'You repeat “coral” well, but it &lt;b&gt;drops out&lt;/b&gt; in your last sentences.',
    );
    expect(s.history.feedback1).toBe(
      'You repeat “coral” well, but it <b>drops out</b> in your last sentences.',
    );
    expect(llm.prompts()[0]).toContain('the student answered: Yes');
    expect(llm.prompts()[0]).toContain(
      '<<<ANSWER\nKeywords that can be repeated\nheatwave\nANSWER>>>',
    );
    expect(llm.prompts()[0]).toContain(coherenceText);
  });

  it('falls back to the built-in feedback when the endpoint fails twice', async () => {
    const s = await atFirstTable('/api/Coherence');
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(llm.prompts()).toHaveLength(2);
    // The built-in coach finds nothing here and adds no line: the prompt sends the writer to their own ideas.
    expect(texts.at(-1)).toContain('Use your own ideas and the table you filled in');
    expect(s.stage).toBe(5);
  });

  it('never calls the LLM in the slim research edition', async () => {
    const s = await atFirstTable(
      `/api/exercises/research/${researchUuid}-coherence-slim`,
      'Ada Lovelace',
    );
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(texts[0]).toBe('Thank you.');
    expect(llm.prompts()).toHaveLength(0);
  });
});

describe('Critical Thinking with the LLM coach', () => {
  it('asks about the answer against the current summary and shows the AI feedback first', async () => {
    const s = new ExerciseSession(app, '/api/CriticalThinking');
    await s.send(null);
    await s.send(criticalThinkingSummary);
    llm.answers.push(completion('Your purpose is clear; state it in the first sentence.'));
    const answer =
      'Our aim is to learn whether deep corals can help shallow reefs recover after marine heatwaves in the Red Sea.';
    const texts = await s.send(answer);
    expect(texts[0]).toBe('Your purpose is clear; state it in the first sentence.');
    expect(s.history.feedback1).toBe('Your purpose is clear; state it in the first sentence.');
    expect(llm.prompts()[0]).toContain(`<<<ANSWER\n${answer}\nANSWER>>>`);
    expect(llm.prompts()[0]).toContain('Their current summary:');
  });
});

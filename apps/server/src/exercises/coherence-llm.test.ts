// Coherence and Critical Thinking with the LLM coach configured, against a local
// OpenAI-compatible endpoint: the AI's feedback on a question is shown and stored; any failure
// falls back to the built-in feedback; neutral editions never call the LLM.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { coherenceText, criticalThinkingSummary } from '@scicomm/coach/testing/sample-texts';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession } from './exercise-test-client.ts';

type Answer = (response: ServerResponse) => void;
let server: Server;
let answers: Answer[] = [];
let prompts: string[] = [];
let app: FastifyInstance;
const researchUuid = randomUUID();

const completion = (content: string): Answer => (res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const parsed = JSON.parse(body) as { messages: { content: string }[] };
      prompts.push(parsed.messages.map((message) => message.content).join('\n'));
      (answers.shift() ?? ((res: ServerResponse) => res.writeHead(500).end()))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer(),
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '250', RESEARCH_UUID: researchUuid },
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = [];
  prompts = [];
});

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
    answers.push(completion('You repeat “coral” well, but it <b>drops out</b> in your last sentences.'));
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(texts[0]).toBe('You repeat “coral” well, but it &lt;b&gt;drops out&lt;/b&gt; in your last sentences.');
    expect(s.history.feedback1).toBe('You repeat “coral” well, but it <b>drops out</b> in your last sentences.');
    expect(prompts[0]).toContain('the student answered: Yes');
    expect(prompts[0]).toContain('<<<ANSWER\nKeywords that can be repeated\nheatwave\nANSWER>>>');
    expect(prompts[0]).toContain(coherenceText);
  });

  it('falls back to the built-in feedback when the endpoint fails twice', async () => {
    const s = await atFirstTable('/api/Coherence');
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(prompts).toHaveLength(2);
    expect(texts[0]).toContain('“coral” (9 times)');
    expect(s.stage).toBe(5);
  });

  it('never calls the LLM in the slim research edition', async () => {
    const s = await atFirstTable(`/api/exercises/research/${researchUuid}-coherence-slim`, 'Ada Lovelace');
    const texts = await s.sendTable(['Keywords that can be repeated'], [['heatwave']]);
    expect(texts[0]).toBe('Thank you.');
    expect(prompts).toHaveLength(0);
  });
});

describe('Critical Thinking with the LLM coach', () => {
  it('asks about the answer against the current summary and shows the AI feedback first', async () => {
    const s = new ExerciseSession(app, '/api/CriticalThinking');
    await s.send(null);
    await s.send(criticalThinkingSummary);
    answers.push(completion('Your purpose is clear; state it in the first sentence.'));
    const answer = 'Our aim is to learn whether deep corals can help shallow reefs recover after marine heatwaves in the Red Sea.';
    const texts = await s.send(answer);
    expect(texts[0]).toBe('Your purpose is clear; state it in the first sentence.');
    expect(s.history.feedback1).toBe('Your purpose is clear; state it in the first sentence.');
    expect(prompts[0]).toContain(`<<<ANSWER\n${answer}\nANSWER>>>`);
    expect(prompts[0]).toContain('Their current summary:');
  });
});

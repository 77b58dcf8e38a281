// The exercise calls as the original's compiled client makes them (docs/server.md "The
// original's client"): its body is its whole state, defaults included, with its transcript as
// `messages` and the same plus the new answer as `Messages`; it renders the chat from the reply's
// updatedHistory.messages and reads the reply's messages as HTML strings. OriginalClient below
// keeps its state exactly as the bundle's exercise pages do (useState over the history, merged
// with each reply's updatedHistory). Our own client (ExerciseSession, Messages only) must see no
// difference.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';
import { RESTART_NOTICE } from './exercise-service.ts';
import { SEAL_FIELD } from './history-seal.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 3 } }) });
});

/** The Half Life page's initial state in the original's bundle (its `Ly`), startTime left out as JSON drops it. */
const HALF_LIFE_DEFAULTS = {
  messages: [],
  currentStage: 0,
  text120First: '',
  text120FirstTotalWords: 0,
  text120FirstRareWords: 0,
  text120FirstRareWordsPercentage: 0,
  text120FirstJargonScore: 0,
  text120FirstGPT3: '',
  text120FirstJargon: '',
  text60: '',
  text60Jargon: '',
  text60GPT3: '',
  text60TotalWords: 0,
  text60RareWords: 0,
  text60RareWordsPercentage: 0,
  text60JargonScore: 0,
  text30: '',
  text30Jargon: '',
  text30GPT3: '',
  text30TotalWords: 0,
  text30RareWords: 0,
  text30RareWordsPercentage: 0,
  text30JargonScore: 0,
  text120Last: '',
  text120LastTotalWords: 0,
  text120LastRareWords: 0,
  text120LastRareWordsPercentage: 0,
  text120LastJargonScore: 0,
  whichIsBetter: '',
  targetAudience: '',
  copyPasteCheck: false,
};

interface ShownMessage {
  id?: string;
  text: string;
  isStudent: boolean;
}

interface OriginalReply {
  messages: unknown[];
  updatedHistory: Record<string, unknown> & { currentStage: number; messages?: ShownMessage[] };
}

/** The original's exercise page, call for call. */
class OriginalClient {
  state: Record<string, unknown> & { messages: ShownMessage[] };
  last: OriginalReply | null = null;
  readonly url: string;

  constructor(url: string, defaults: Record<string, unknown> = HALF_LIFE_DEFAULTS) {
    this.url = url;
    this.state = { ...defaults, messages: [] };
  }

  /** What the page posts: `{ ...state, Messages: h.map(({ text, isStudent }) => ({ Text, IsStudent })) }`. */
  body(sent: ShownMessage[]): Record<string, unknown> {
    return { ...this.state, Messages: sent.map((message) => ({ Text: message.text, IsStudent: message.isStudent || false })) };
  }

  async call(sent: ShownMessage[] = []): Promise<OriginalReply> {
    const res = await app.inject({ method: 'POST', url: this.url, headers: { authorization: 'Bearer null' }, payload: this.body(sent) });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<OriginalReply>();
    this.last = reply;
    const { Messages: _dropped, ...history } = reply.updatedHistory;
    this.state = { ...this.state, ...history } as typeof this.state;
    return reply;
  }

  /** The composer's send (or a click on an option): the answer goes in Messages, not in messages. */
  answer(text: string): Promise<OriginalReply> {
    return this.call([...this.state.messages, { isStudent: true, text, id: `typed-${this.state.messages.length}` }]);
  }

  /** The chat as the page shows it: updatedHistory.messages. */
  get chat(): ShownMessage[] {
    return this.state.messages;
  }

  get stage(): number {
    return Number(this.state.currentStage);
  }
}

describe("the original's client: the reply in its shape (both messages and Messages sent)", () => {
  it('answers with the bot messages as HTML strings and the whole transcript in updatedHistory.messages', async () => {
    const client = new OriginalClient('/api/HalfLife');
    const first = await client.call();
    expect(first.messages.length).toBeGreaterThan(0);
    for (const message of first.messages) expect(typeof message).toBe('string');
    expect(client.chat.map((message) => message.text)).toEqual(first.messages);
    expect(client.chat.every((message) => !message.isStudent && typeof message.id === 'string')).toBe(true);
    // The audience question's options, as the client makes them clickable: divs of class chat-option with "(n)".
    const question = String(first.messages.at(-1));
    expect(question).toMatch(/<div class="option chat-option" data-value="2">\(2\) [^<]+<\/div>/);
    expect(question).not.toContain('<span class="option"');

    const second = await client.answer('2');
    expect(client.stage).toBe(3);
    expect(second.messages.every((message) => typeof message === 'string')).toBe(true);
    expect(client.chat.map((message) => [message.text, message.isStudent])).toEqual([
      ...first.messages.map((text) => [text, false]),
      ['2', true],
      ...second.messages.map((text) => [text, false]),
    ]);

    // A typed answer is shown as the text typed, not as markup.
    await client.answer(`p<0.05 & ${essay(118)}`);
    expect(client.chat.find((message) => message.isStudent && message.text.startsWith('p'))?.text).toMatch(/^p&lt;0\.05 &amp; /);
  });

  it('leaves our own client as it was: Messages in, message objects out, no transcript in the history', async () => {
    const ours = new ExerciseSession(app, '/api/HalfLife');
    await ours.send(null);
    await ours.send('2');
    const reply = ours.lastReply!;
    expect(reply.messages.length).toBeGreaterThan(0);
    for (const message of reply.messages) expect(message).toMatchObject({ Id: expect.any(String), Text: expect.any(String), IsStudent: false });
    expect(reply.updatedHistory).not.toHaveProperty('messages');
    expect(JSON.stringify(reply)).not.toContain('chat-option');
    expect(ours.stage).toBe(3);
  });
});

describe("the original's client in the OpenAPI document", () => {
  it('describes its messages field and both shapes of reply', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { post: unknown }> }>();
    const halfLife = JSON.stringify(doc.paths['/api/HalfLife']!.post);
    expect(halfLife).toContain("The original's client sends both");
    expect(halfLife).toContain("The original's client's shape: sent when the body has both messages and Messages.");
    expect(halfLife).toContain('The whole conversation, this turn included.');
  });
});

describe("the original's client: its defaults are not tampering", () => {
  it('starts on {"currentStage":0,"copyPasteCheck":false,"Messages":[]} without a restart', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/HalfLife', payload: { currentStage: 0, copyPasteCheck: false, Messages: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].Text).not.toBe(RESTART_NOTICE);
    expect(res.json().updatedHistory.currentStage).toBe(2);
  });

  it('walks on with its whole state posted back, defaults of the fields the server has not set included', async () => {
    const client = new OriginalClient('/api/HalfLife');
    await client.call();
    await client.answer('2');
    expect(client.stage).toBe(3);
    await client.answer(essay(120));
    expect(client.stage).toBe(4);
    await client.answer(essay(60));
    expect(client.stage).toBe(5);
    const said = JSON.stringify(client.chat);
    expect(said).not.toContain(RESTART_NOTICE);
    // The sealed history has zeros and empty texts of its own: they are covered, and kept.
    expect(String(client.state[SEAL_FIELD])).toContain('.');
  });

  it('still restarts on a real change of a sealed field, to a blank too, and on a value written into an unsealed one', async () => {
    const client = new OriginalClient('/api/HalfLife');
    await client.call();
    await client.answer('2');
    await client.answer(essay(120));
    const kept = { ...client.state };
    expect(kept.text120First).toBe(essay(120));
    for (const change of [
      { targetAudience: 'Elementary' },
      { targetAudience: '' },
      { text120First: '' },
      { text120FirstTotalWords: 0 },
      { currentStage: 6 },
      { text60: 'A text the server never saw.' },
      { text60JargonScore: 100 },
    ]) {
      client.state = { ...kept, ...change };
      const reply = await client.answer(essay(60));
      expect(reply.messages[0], JSON.stringify(change)).toBe(RESTART_NOTICE);
    }
    client.state = kept;
    await client.answer(essay(60));
    expect(client.stage).toBe(5);
  });

  it('keeps a sealed blank for our own client too, which sends exactly what it got', async () => {
    const ours = new ExerciseSession(app, '/api/HalfLife');
    await ours.send(null);
    await ours.send('2');
    await ours.send(essay(120));
    const blanks = Object.entries(ours.history).filter(([, value]) => value === '' || value === 0 || value === false);
    expect(blanks.length).toBeGreaterThan(0);
    await ours.send(essay(60));
    expect(ours.stage).toBe(5);
    expect(ours.lastReply!.messages[0]!.Text).not.toBe(RESTART_NOTICE);
    // Dropping a sealed blank is a change.
    const [name] = blanks[0]!;
    const { [name]: _gone, ...without } = ours.history;
    const res = await app.inject({ method: 'POST', url: '/api/HalfLife', payload: { ...without, Messages: [{ Text: essay(30), IsStudent: true }] } });
    expect(res.json().messages[0].Text).toBe(RESTART_NOTICE);
  });
});

describe('the answer: which transcript is read', () => {
  /** A Half Life history at the audience question, as the server sealed it, and its greeting. */
  async function atAudienceQuestion() {
    const ours = new ExerciseSession(app, '/api/HalfLife');
    await ours.send(null);
    return { history: ours.history, greeting: ours.conversation.map((message) => ({ Text: message.Text, IsStudent: false })) };
  }
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/HalfLife', payload });
  const stageAfter = async (payload: Record<string, unknown>) => (await post(payload)).json().updatedHistory.currentStage as number;

  it('takes the answer from Messages when messages, one answer short, comes first (the original client)', async () => {
    const { history, greeting } = await atAudienceQuestion();
    const shown = greeting.map(({ Text }) => ({ text: Text, isStudent: false }));
    const answered = [...greeting, { Text: '2', IsStudent: true }];
    expect(await stageAfter({ ...history, messages: shown, Messages: answered })).toBe(3);
    // The same in the other order of keys.
    expect(await stageAfter({ ...history, Messages: answered, messages: shown })).toBe(3);
  });

  it('reads either casing alone', async () => {
    const { history, greeting } = await atAudienceQuestion();
    const answered = [...greeting, { Text: '2', IsStudent: true }];
    expect(await stageAfter({ ...history, Messages: answered })).toBe(3);
    expect(await stageAfter({ ...history, messages: answered.map(({ Text, IsStudent }) => ({ text: Text, isStudent: IsStudent })) })).toBe(3);
  });

  it('reads messages when it is the longer of the two', async () => {
    const { history, greeting } = await atAudienceQuestion();
    const answered = [...greeting, { text: '2', isStudent: true }];
    expect(await stageAfter({ ...history, messages: answered, Messages: greeting })).toBe(3);
  });
});

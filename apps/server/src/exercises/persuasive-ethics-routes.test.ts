// POST /api/Persuasive and POST /api/Ethics end to end on the API: a guest's whole run (an
// anonymous row, one use counted once), a saver's (texts, Your Tasks, the task viewer, Don't
// Save Data), a decliner's, bad input, and the LLM coach through a local OpenAI-compatible
// endpoint (success, timeout, malformed answer).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { answerAfter, completion, malformed, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession, essay, sealed } from './exercise-test-client.ts';
import { emptyTablesBeforeEachTest } from '../test/test-app.ts';

const analyzer = createFakeJargonAnalyzer({ rare: { epigenetics: 14 }, alternatives: { epigenetics: ['heredity'] } });

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: analyzer });
});
// Each test starts on empty tables: it counts uses from zero.
emptyTablesBeforeEachTest();

const uses = async () => (await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>();
const asCookie = (user: TestUser) => ({ cookie: user.cookie, ...fromOurPage });

/** An ExerciseSession that sends the user's session cookie. */
class UserSession extends ExerciseSession {
  readonly headers: Record<string, string>;

  constructor(url: string, headers: Record<string, string>) {
    super(app, url);
    this.headers = headers;
  }

  override async send(text: string | null): Promise<string[]> {
    if (text !== null) this.conversation.push({ Id: `s-${this.conversation.length}`, Text: text, IsStudent: true, InputType: 'text' });
    const res = await app.inject({ method: 'POST', url: this.url, headers: this.headers, payload: { ...this.history, Messages: this.conversation } });
    if (res.statusCode !== 200) throw new Error(`${this.url} answered ${res.statusCode}: ${res.body}`);
    const reply = res.json<{ messages: { Text: string; Id: string; IsStudent: boolean; InputType: string }[]; updatedHistory: Record<string, unknown> & { currentStage: number } }>();
    this.history = reply.updatedHistory;
    this.conversation.push(...reply.messages);
    return reply.messages.map((message) => message.Text);
  }
}

const persuasiveAnswers = [
  '3',
  'a farming fund',
  essay(120),
  `Our survey of 300 farms found losses of 20%. ${essay(100, 'Because')}`,
  'food security',
  '2',
  `Imagine bread for your family. ${essay(100, 'Plants')}`,
  'Ten years of drought trials at our institute',
  '1',
  `Our lab at the university has studied drought for ten years. ${essay(100, 'Roots')}`,
  '2',
  'It has numbers and speaks to the readers.',
  'A picture of the field trial.',
  'That evidence, values and trust each need their own sentence.',
];

const ethicsAnswers = [
  `We study stress in nurses. Quotes from a small hospital could identify participants. ${essay(100, 'Nurses')}`,
  `We will ask for informed consent and remove names from every quote. ${essay(105, 'Consent')}`,
  essay(120, 'Final'),
  '2',
  essay(30, 'Clearer'),
];

async function runToEnd(session: ExerciseSession, answers: readonly string[]): Promise<string[]> {
  const all = await session.send(null);
  for (const answer of answers) all.push(...(await session.send(answer)));
  return all;
}

describe('POST /api/Persuasive', () => {
  it('greets on load without storing anything', async () => {
    const s = new ExerciseSession(app, '/api/Persuasive');
    const texts = await s.send(null);
    expect(texts[0]).toContain('Persuasion and Rhetorics');
    expect(texts.at(-1)).toContain('(4) Government committees and policymakers');
    expect(s.stage).toBe(1);
    expect(s.taskId).toBeUndefined();
  });

  it('runs a guest to stage 15 with feedback at each point; an anonymous row; one use counted once', async () => {
    expect(await uses()).toBe(0);
    const s = new ExerciseSession(app, '/api/Persuasive');
    const all = (await runToEnd(s, persuasiveAnswers)).join('\n');
    expect(s.stage).toBe(15);
    // Investors judge their own field's words (the exercise asks the writer): no rare-word question.
    expect(all).not.toContain('<span class="rare-word">epigenetics</span>');
    // Logos and pathos need reading for meaning: the built-in coach gives each area's lesson, as the
    // one generic line of its turn (in place of the figures); ethos too in English, where the
    // remark on the writer's statement fell below the fresh walks' floor.
    expect(all).toContain('<strong>Logos (reasoning and evidence)</strong><br />Before your next version, find the sentence in your summary that backs your main claim');
    expect(all).toContain('<strong>Pathos (the value you share with your readers: “food security”)</strong><br />In your summary, find the sentence where your readers meet the value');
    expect(all).toContain('<strong>Ethos (why readers should trust you)</strong><br />In your summary, find the words that tell readers why they can trust you');
    expect(all).toContain("Thank you, we're done!");
    expect(s.history).toMatchObject({ targetAudience: 'investors', pathosInterestsReflected: 'No', ethosAffiliationReflected: 'Yes', whichIsBetter: 'Final' });
    expect(s.history).not.toHaveProperty('messages');

    const row = await getExerciseRow(app.db, 'persuasive', s.rowId);
    expect(row).toMatchObject({
      userId: null,
      currentStage: 15,
      variant: 'standard',
      isResearch: false,
      originalText: null,
      detailedAudience: null,
      whatYouHaveLearnt: null,
      messages: null,
      originalTextJargonScore: 99,
      originalTextTotalWords: 120,
    });
    expect(row?.endTime).toBeInstanceOf(Date);
    expect(await uses()).toBe(1);
    expect(await s.send('again?')).toEqual(['This exercise is finished. Press Restart to write a new one.']);
    expect(await uses()).toBe(1);
  });

  it('asks out-of-range choices and texts again with the reason, keeping the stage', async () => {
    const s = new ExerciseSession(app, '/api/Persuasive');
    await s.send(null);
    expect((await s.send('5'))[0]).toContain('Please answer with the number of one of these options');
    expect(s.stage).toBe(1);
    await s.send('2');
    await s.send('parents of young children');
    expect(await s.send(essay(99))).toEqual(['Please use 100–140 words. Currently, you used 99.']);
    expect(await s.send(essay(141))).toEqual(['Please use 100–140 words. Currently, you used 141.']);
    expect(s.stage).toBe(3);
  });

  it('reads the history in PascalCase with the stage as a numeric string', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Persuasive',
      payload: sealed(app, '/api/Persuasive', {
        CurrentStage: '11',
        TargetAudience: 'general',
        Messages: [{ Text: '3', IsStudent: true }],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedHistory).toMatchObject({ currentStage: 12, whichIsBetter: 'Equal', targetAudience: 'general' });
  });

  it.each([
    [{ currentStage: 16 }, 'currentStage must be a whole number from 0 to 15.'],
    [{ currentStage: 2.5 }, 'currentStage must be a whole number'],
    [{ currentStage: 'three' }, 'currentStage must be a whole number.'],
    [{ currentStage: 4, originalTextJargonScore: 'high' }, 'originalTextJargonScore must be a number.'],
    [{ currentStage: 3, originalText: { a: 1 } }, 'originalText must be a text.'],
    [{ Messages: 'not a list' }, 'Messages must be a list of messages.'],
    [{ Messages: [42] }, 'Messages'],
  ])('answers a structurally bad history %j with 400', async (body, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/Persuasive', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe('POST /api/Ethics', () => {
  it('runs a guest to stage 6 with the ethics feedback; an anonymous row; one use counted once', async () => {
    expect(await uses()).toBe(0);
    const s = new ExerciseSession(app, '/api/Ethics');
    const all = (await runToEnd(s, ethicsAnswers)).join('\n');
    expect(s.stage).toBe(6);
    // Which concerns the resolutions deal with needs reading for meaning: the built-in coach gives
    // the checklist, and names or asks no concern of its own.
    expect(all).toContain('Questions to think about before your final text:<br />Check your resolutions against this list and add what is missing');
    expect(all).not.toContain('Your issue and resolutions deal with');
    expect(all).not.toContain('Who funds the work or could profit from it');
    expect(all).toContain('This is your original text:');
    const row = await getExerciseRow(app.db, 'ethics', s.rowId);
    expect(row).toMatchObject({ userId: null, currentStage: 6, originalText: null, finalText: null, whyIsBetter: null, messages: null, variant: 'standard' });
    expect(row?.endTime).toBeInstanceOf(Date);
    expect(await uses()).toBe(1);
    await s.send('more');
    expect(await uses()).toBe(1);
  });

  it('asks texts outside 100–120 words again, and the why outside 20–60', async () => {
    const s = new ExerciseSession(app, '/api/Ethics');
    await s.send(null);
    expect(await s.send(essay(121))).toEqual(['Please use 100–120 words. Currently, you used 121.']);
    expect(s.stage).toBe(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/Ethics',
      payload: sealed(app, '/api/Ethics', { currentStage: 5, Messages: [{ Text: essay(19), IsStudent: true }] }),
    });
    expect(res.json().messages[0].Text).toBe('Please use 20–60 words. Currently, you used 19.');
    expect(res.json().updatedHistory.currentStage).toBe(5);
  });

  it('answers a stage out of range with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/Ethics', payload: { currentStage: 7, Messages: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_EXERCISE_INPUT');
  });
});

describe('signed-in users', () => {
  it('who save texts: rows with texts and conversation, in Your Tasks and the task viewer; Don’t Save Data clears them', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const persuasive = new UserSession('/api/Persuasive', asCookie(user));
    await runToEnd(persuasive, persuasiveAnswers);
    const ethics = new UserSession('/api/Ethics', asCookie(user));
    await runToEnd(ethics, ethicsAnswers);

    expect(await getExerciseRow(app.db, 'persuasive', persuasive.rowId)).toMatchObject({
      userId: user.id,
      targetAudience: 'investors',
      detailedAudience: 'a farming fund',
      originalText: essay(120),
      originalTextJargon: 'epigenetics',
      textAudienceInterests: 'food security',
      ethosAffiliation: 'Ten years of drought trials at our institute',
      whatYouHaveLearnt: 'That evidence, values and trust each need their own sentence.',
      textLogosGpt3: '',
    });
    expect(await getExerciseRow(app.db, 'ethics', ethics.rowId)).toMatchObject({
      userId: user.id,
      originalText: ethicsAnswers[0],
      mitigateText: ethicsAnswers[1],
      finalText: essay(120, 'Final'),
      whichIsBetter: 'Final',
      whyIsBetter: essay(30, 'Clearer'),
    });

    const tasks = (await app.inject({ method: 'GET', url: '/api/account/tasks', headers: asCookie(user) })).json().tasks;
    expect(tasks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: persuasive.rowId, type: 'persuasive' }),
        expect.objectContaining({ id: ethics.rowId, type: 'ethics' }),
      ]),
    );
    const detail = await app.inject({ method: 'GET', url: `/api/account/tasks/persuasive/${persuasive.rowId}`, headers: asCookie(user) });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('Ethos (why readers should trust you)');
    const ethicsDetail = await app.inject({ method: 'GET', url: `/api/account/tasks/ethics/${ethics.rowId}`, headers: asCookie(user) });
    expect(JSON.stringify(ethicsDetail.json())).toContain('Questions to think about before your final text:');

    const profile = (await app.inject({ method: 'GET', url: '/api/account/profile', headers: asCookie(user) })).json().profile;
    const save = await app.inject({ method: 'PUT', url: '/api/account/profile', headers: asCookie(user), payload: { ...profile, rejectSaveData: true } });
    expect(save.statusCode).toBe(200);
    expect(await getExerciseRow(app.db, 'persuasive', persuasive.rowId)).toMatchObject({ userId: null, originalText: null, textEthos: null, messages: null, currentStage: 15 });
    expect(await getExerciseRow(app.db, 'ethics', ethics.rowId)).toMatchObject({ userId: null, originalText: null, mitigateText: null, messages: null });
  });

  it('who declined saving: anonymous rows without text', async () => {
    const user = await registerTestUser(app, { rejectSaveData: true });
    const s = new UserSession('/api/Ethics', asCookie(user));
    await s.send(null);
    await s.send(ethicsAnswers[0] ?? '');
    expect(await getExerciseRow(app.db, 'ethics', s.rowId)).toMatchObject({ userId: null, originalText: null, messages: null, currentStage: 2 });
  });

  it('cannot have their task continued by another client', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const s = new UserSession('/api/Persuasive', asCookie(user));
    await s.send(null);
    await s.send('1');
    const stranger = await app.inject({ method: 'POST', url: '/api/Persuasive', payload: { ...s.history, Messages: [{ Text: 'hijack', IsStudent: true }] } });
    expect(String(stranger.json().updatedHistory.taskId).split('.')[0]).not.toBe(s.rowId);
    expect(await getExerciseRow(app.db, 'persuasive', s.rowId)).toMatchObject({ detailedAudience: null, userId: user.id });
  });
});

describe('the LLM coach', () => {
  let llm: FakeLlmServer;
  let llmApp: FastifyInstance;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llmApp = await buildCustomTestApp({
      jargonAnalyzer: analyzer,
      // These tests queue the AI's free answers in order; the logos and ethos findings requests
      // (on by default) are tested with their recorded replies in packages/coach.
      // A budget well above a loaded machine's reply time (250 ms failed the good answers in CI
      // runs under load), and a late answer far beyond it.
      env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', LLM_BUDGET_MS: '3000', LLM_FINDINGS: 'off' },
    });
  });

  afterAll(() => llm.close());

  beforeEach(() => llm.reset());

  it('Persuasive: the rewrite, the pathos check and the ethos rewrite, escaped and stored', async () => {
    llm.answers = [completion('A <b>persuasive</b> pitch.'), completion('It reflects food security.'), completion('Trusted version.')];
    const s = new ExerciseSession(llmApp, '/api/Persuasive');
    await s.send(null);
    const texts: string[] = [];
    for (const answer of persuasiveAnswers.slice(0, 9)) texts.push(...(await s.send(answer)));
    expect(texts).toContain('A &lt;b&gt;persuasive&lt;/b&gt; pitch.');
    expect(texts).toContain('The AI coach read your summary with your shared value in mind:');
    expect(texts).toContain('Trusted version.');
    expect(llm.prompts()).toHaveLength(3);
    expect(llm.prompts()[0]).toContain('investors and grant committees (a farming fund)');
    expect(llm.prompts()[1]).toContain('food security');
    expect(llm.prompts()[2]).toContain('Ten years of drought trials at our institute');
    expect(s.history).toMatchObject({ textLogosGpt3: 'A <b>persuasive</b> pitch.', textPathosGpt3: 'It reflects food security.', textEthosGpt3: 'Trusted version.' });
  });

  it('Ethics: follow-up questions; a late or a malformed answer falls back to the built-in feedback', async () => {
    llm.answers = [completion('- Who else is affected?')];
    const ok = new ExerciseSession(llmApp, '/api/Ethics');
    await ok.send(null);
    await ok.send(ethicsAnswers[0] ?? '');
    const texts = await ok.send(ethicsAnswers[1] ?? '');
    expect(texts).toContain('The AI coach asks what else could arise:');
    expect(texts).toContain('- Who else is affected?');
    expect(ok.history.mitigateTextGpt3).toBe('- Who else is affected?');

    // Neither is asked again: the budget is the turn's, and an answer that came, malformed, came.
    for (const [failing, requests] of [
      [[answerAfter(15_000), answerAfter(15_000)], 1],
      [[malformed, completion('')], 1],
    ] as const) {
      llm.reset();
      llm.answers = [...failing];
      const s = new ExerciseSession(llmApp, '/api/Ethics');
      await s.send(null);
      await s.send(ethicsAnswers[0] ?? '');
      const fallback = (await s.send(ethicsAnswers[1] ?? '')).join('\n');
      expect(llm.prompts()).toHaveLength(requests);
      expect(fallback).toContain('Questions to think about before your final text:');
      expect(fallback).not.toContain('AI coach');
      expect(s.stage).toBe(3);
      expect(s.history.mitigateTextGpt3).toBe('');
    }
  });

  it('Persuasive: the logos revision never calls the LLM', async () => {
    llm.answers = [completion('rewrite')];
    const s = new ExerciseSession(llmApp, '/api/Persuasive');
    await s.send(null);
    for (const answer of persuasiveAnswers.slice(0, 3)) await s.send(answer);
    expect(llm.prompts()).toHaveLength(1);
    const texts = await s.send(persuasiveAnswers[3] ?? '');
    expect(llm.prompts()).toHaveLength(1);
    // The logos lesson came with the summary: the revision's comfortable sentences get no line.
    expect(texts.join('\n')).not.toMatch(/longest (?:sentence )?has \d+ words/u);
    expect(texts.join('\n')).not.toContain('<strong>Logos');
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession, essay, sealed } from './exercise-test-client.ts';
import { emptyTablesBeforeEachTest } from '../test/test-app.ts';

const analyzer = createFakeJargonAnalyzer({ rare: { epigenetics: 14 }, alternatives: { epigenetics: ['heredity'] } });
const researchUuid = randomUUID();
const fullPath = `/api/exercises/research/${researchUuid}-halflife-full`;
const slimPath = `/api/exercises/research/${researchUuid}-halflife-slim`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: analyzer, env: { RESEARCH_UUID: researchUuid } });
});
// Each test starts on empty tables: it counts uses from zero.
emptyTablesBeforeEachTest();

/** What neutral coaching never shows: a score, rare words, alternatives, an AI suggestion. */
const noMeasures = /score|rare|epigenetics|simpler|\bAI\b/i;

const uses = async () => (await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>();
const rowOf = (session: ExerciseSession) => getExerciseRow(app.db, 'halfLife', session.rowId);
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('POST /api/HalfLife: the standard exercise, stage by stage', () => {
  const session = () => new ExerciseSession(app, '/api/HalfLife');

  it('greets and asks the audience on load, storing nothing', async () => {
    const s = session();
    const texts = await s.send(null);
    expect(texts[0]).toContain('Welcome to the Half Life writing exercise');
    expect(texts[1]).toContain('<span class="option" data-value="4">(4) Adults with mixed backgrounds</span>');
    expect(s.stage).toBe(2);
    expect(s.history.startTime).toEqual(expect.any(String));
    expect(s.taskId).toBeUndefined();
    expect(s.lastReply?.messages.every((m) => m.IsStudent === false && m.InputType === 'text' && m.Id !== '')).toBe(true);
  });

  it('runs to the end with valid and invalid input at every stage, counting one use', async () => {
    expect(await uses()).toBe(0);
    const s = session();
    await s.send(null);

    // Stage 2, audience: out of range, then valid.
    expect((await s.send('5'))[0]).toContain('Please answer with the number of one of these options');
    expect(s.stage).toBe(2);
    expect(s.taskId).toEqual(expect.any(String));
    await s.send('2');
    expect(s.stage).toBe(3);
    expect(s.history.targetAudience).toBe('Junior');

    // Stage 3, 120 words (100–140).
    expect(await s.send(essay(99))).toEqual(['Please use 100–140 words. Currently, you used 99.']);
    expect(s.stage).toBe(3);
    const feedback = (await s.send(essay(120))).join('\n');
    // The rare word is measured, not asked about (the rebuilt question is a candidate no writer is shown yet).
    expect(feedback).not.toContain('rare-word');
    // The score is the general audience's; junior-high readers are told how many words they may not know,
    // counted as the words question reads them: none here, as it asks of none. No praise, and no line about
    // sentences that suit the readers: the figures are the one line.
    expect(feedback).toContain('Your suitability for a general audience score was 99; you used 120 words (target 120, 100–140).');
    expect(feedback).not.toMatch(/nicely done|sentences suit/u);
    expect(s.stage).toBe(4);
    expect(s.history).toMatchObject({ text120FirstJargonScore: 99, text120FirstRareWords: 1, text120FirstTotalWords: 120 });

    // Stage 4, 60 words (45–75).
    expect(await s.send(essay(76))).toEqual(['Please use 45–75 words. Currently, you used 76.']);
    await s.send(essay(60));
    expect(s.stage).toBe(5);

    // Stage 5, 30 words (20–40).
    expect(await s.send(essay(19))).toEqual(['Please use 20–40 words. Currently, you used 19.']);
    await s.send(essay(30, 'Plants'));
    expect(s.stage).toBe(6);

    // Stage 6, 120 words again; then both texts are shown with the last question.
    expect(await s.send(essay(141))).toEqual(['Please use 100–140 words. Currently, you used 141.']);
    const shown = (await s.send(essay(110, 'Leaves'))).join('\n');
    expect(shown).toContain('This is your original text:');
    expect(shown).toContain('Which one do you think suits readers with junior high school science better?');
    expect(s.stage).toBe(7);

    // Stage 7, which is better: out of range, then 2.
    expect((await s.send('0'))[0]).toContain('Please answer with the number of one of these options');
    expect(await uses()).toBe(0);
    await s.send('(2)');
    expect(s.stage).toBe(8);
    expect(s.history.whichIsBetter).toBe('Revised');
    expect(await uses()).toBe(1);

    // Finished: any further message gets a short answer; still one use.
    expect(await s.send('hello?')).toEqual(['This exercise is finished. Press Restart to write a new one.']);
    expect(await uses()).toBe(1);

    // A guest's row: statistics only, no text, no choices and no user.
    const row = await rowOf(s);
    expect(row).toMatchObject({
      userId: null,
      variant: 'standard',
      isResearch: false,
      currentStage: 8,
      targetAudience: null,
      whichIsBetter: null,
      text120First: null,
      text120FirstJargon: null,
      text120FirstGpt3: null,
      text120FirstJargonScore: 99,
      text120FirstTotalWords: 120,
      text120FirstRareWords: 1,
      text120FirstRareWordsPercentage: 1,
      text30RareWords: 0,
      text120LastTotalWords: 110,
      participantName: null,
      messages: null,
    });
    expect(row?.startTime).toBeInstanceOf(Date);
    expect(row?.endTime).toBeInstanceOf(Date);
  });

  it('counts a finished exercise once even when its last turn is sent again', async () => {
    const s = session();
    await s.send(null);
    for (const answer of ['1', essay(120), essay(60), essay(30), essay(120)]) await s.send(answer);
    const lastHistory = { ...s.history };
    const conversation = [...s.conversation, { Id: 'x', Text: '4', IsStudent: true, InputType: 'text' }];
    expect(await uses()).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      const res = await post('/api/HalfLife', { ...lastHistory, Messages: conversation });
      expect(res.json().updatedHistory.currentStage).toBe(8);
    }
    expect(await uses()).toBe(1);
  });

  it('asks the current question again when called without a student message (a reload)', async () => {
    const res = await post('/api/HalfLife', sealed(app, '/api/HalfLife', { currentStage: 4, Messages: [] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0].Text).toContain('only 60 words (45–75)');
    expect(res.json().updatedHistory.currentStage).toBe(4);
  });
});

describe('wire format', () => {
  it('reads the history and messages in PascalCase, stage as a numeric string', async () => {
    const res = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', {
        CurrentStage: '2',
        StartTime: '2025-01-01T00:00:00.000Z',
        Messages: [{ Id: 'a', Text: '3', IsStudent: 'true', InputType: 'text' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['messages', 'updatedHistory']);
    expect(body.updatedHistory).toMatchObject({ currentStage: 3, targetAudience: 'High', startTime: '2025-01-01T00:00:00.000Z' });
    expect(Object.keys(body.messages[0]).sort()).toEqual(['Id', 'InputType', 'IsStudent', 'Text']);
  });

  it('reads camelCase and snake_case, and isResearch as "yes"', async () => {
    const camel = await post('/api/HalfLife', { currentStage: 0, isResearch: 'yes', messages: [] });
    expect(camel.json().updatedHistory).toMatchObject({ currentStage: 1, isResearch: true });
    const snake = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', { current_stage: 2, messages: [{ id: 'a', text: '1', is_student: true }] }),
    );
    expect(snake.json().updatedHistory).toMatchObject({ currentStage: 3, targetAudience: 'Elementary' });
  });

  it('treats isResearch "false", "0" or "no" as not research', async () => {
    for (const value of ['false', '0', 'no', false]) {
      const res = await post('/api/HalfLife', { currentStage: 0, isResearch: value, Messages: [] });
      expect(res.json().updatedHistory.currentStage).toBe(2);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/HalfLife', '/api/HalfLife/no-feedback', '/api/exercises/research/{slug}']),
    );
    expect(JSON.stringify(doc)).not.toContain(researchUuid);
  });
});

describe('bad input', () => {
  it.each([
    ['a stage beyond the script', { currentStage: 9 }, 'currentStage must be a whole number from 0 to 8.'],
    ['a negative stage', { currentStage: -1 }, 'currentStage must be a whole number.'],
    ['a stage that is not a number', { currentStage: 'three' }, 'currentStage must be a whole number.'],
    ['a fractional stage', { currentStage: 2.5 }, 'currentStage must be a whole number.'],
    ['a score that is not a number', { currentStage: 4, text120FirstJargonScore: 'high' }, 'text120FirstJargonScore must be a number.'],
    ['a text field holding an object', { currentStage: 4, text120First: { a: 1 } }, 'text120First must be a text.'],
    ['messages that are not a list', { Messages: 'hello' }, 'Messages must be a list of messages.'],
  ])('answers %s with 400 and says what is wrong', async (_name, body, message) => {
    const res = await post('/api/HalfLife', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers a list item that is not a message object with 400', async () => {
    const res = await post('/api/HalfLife', { Messages: [42] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Messages/);
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/HalfLife', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await post('/api/HalfLife', {
      currentStage: 3,
      Messages: [{ Id: 'a', Text: 'word '.repeat(220_000), IsStudent: true, InputType: 'text' }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('treats HTML and script in a message as text: a clear answer, nothing executed or echoed raw', async () => {
    const choice = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', { currentStage: 2, Messages: [{ Text: '<script>alert(1)</script>', IsStudent: true }] }),
    );
    expect(choice.json().updatedHistory.currentStage).toBe(2);
    expect(choice.json().messages[0].Text).toContain('Please answer with the number of one of these options');

    const hostile = `<img src=x onerror=alert(1)> ${essay(99)}`;
    const text = await post('/api/HalfLife', sealed(app, '/api/HalfLife', { currentStage: 3, Messages: [{ Text: hostile, IsStudent: true }] }));
    expect(text.json().updatedHistory.currentStage).toBe(3);
    expect(text.json().messages[0].Text).toBe('Please use 100–140 words. Currently, you used 99.');

    // Escaped by the client, the same characters are words the coach quotes back escaped.
    const escaped = `&lt;b&gt;Epigenetics&lt;/b&gt; ${essay(119, 'plants')}`;
    const quoted = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', { currentStage: 6, text120First: '<b>bold</b> claim', Messages: [{ Text: escaped, IsStudent: true }] }),
    );
    const all = quoted.json().messages.map((m: { Text: string }) => m.Text).join('\n');
    expect(all).toContain('&lt;b&gt;bold&lt;/b&gt; claim');
    expect(all).not.toContain('<b>bold</b>');
  });

  it('stores numbers that do not fit a column as null rather than failing', async () => {
    const res = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', {
        currentStage: 4,
        startTime: 'not a date',
        text120FirstJargonScore: 1e300,
        text120FirstTotalWords: 12.6,
        Messages: [{ Text: essay(60), IsStudent: true }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const s = new ExerciseSession(app, '/api/HalfLife', res.json().updatedHistory);
    const row = await rowOf(s);
    expect(row).toMatchObject({ startTime: null, text120FirstJargonScore: null, text120FirstTotalWords: 13, currentStage: 5 });
  });
});

describe('task ownership', () => {
  it('never updates a row through a taskId the server did not sign', async () => {
    const victim = new ExerciseSession(app, '/api/HalfLife');
    await victim.send(null);
    await victim.send('1');
    await victim.send(essay(120));
    const forged = `${victim.rowId}.${'A'.repeat(43)}`;
    const res = await post(
      '/api/HalfLife',
      sealed(app, '/api/HalfLife', {
        currentStage: 3,
        targetAudience: 'Adult',
        taskId: forged,
        Messages: [{ Text: essay(110), IsStudent: true }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const attacker = new ExerciseSession(app, '/api/HalfLife', res.json().updatedHistory);
    expect(attacker.rowId).not.toBe(victim.rowId);
    expect((await rowOf(victim))?.text120FirstTotalWords).toBe(120);
    expect((await rowOf(attacker))?.text120FirstTotalWords).toBe(110);
  });

  it('keeps updating the same row with its own taskId', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife');
    await s.send(null);
    await s.send('3');
    const first = s.rowId;
    await s.send(essay(120));
    expect(s.rowId).toBe(first);
    expect((await rowOf(s))?.currentStage).toBe(4);
  });

  it('does not accept a Half Life taskId signed for another exercise name', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife');
    await s.send(null);
    await s.send('3');
    const bare = await post('/api/HalfLife', { ...s.history, taskId: s.rowId, Messages: [{ Text: '2', IsStudent: true }] });
    expect(String(bare.json().updatedHistory.taskId ?? '').split('.')[0]).not.toBe(s.rowId);
  });
});

describe('POST /api/HalfLife/no-feedback', () => {
  it('gives neutral coaching only, and still keeps the measures for statistics', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife/no-feedback');
    await s.send(null);
    await s.send('4');
    const texts = await s.send(essay(120));
    expect(texts[0]).toBe('Thank you.');
    expect(texts.join('\n')).not.toMatch(noMeasures);
    expect(s.stage).toBe(4);
    expect((await rowOf(s))?.text120FirstJargonScore).toBe(99);
    expect((await rowOf(s))?.variant).toBe('no-feedback');
  });
});

describe('research editions', () => {
  it('tells the web app which edition a hidden path opens, and 404 for any other path', async () => {
    const full = await app.inject({ method: 'GET', url: `/api/exercises/research/${researchUuid}-halflife-full` });
    expect(full.json()).toEqual({ exercise: 'halfLife', title: 'Half Life', edition: 'full' });
    const slim = await app.inject({ method: 'GET', url: `/api/exercises/research/${researchUuid.toUpperCase()}-halflife-slim` });
    expect(slim.json()).toMatchObject({ edition: 'slim' });
    for (const slug of [`${randomUUID()}-halflife-full`, `${researchUuid}-halflife-medium`, `${researchUuid}-ethics-full`, 'half-life', researchUuid]) {
      const res = await app.inject({ method: 'GET', url: `/api/exercises/research/${slug}` });
      expect(res.statusCode).toBe(404);
      const turn = await post(`/api/exercises/research/${slug}`, { Messages: [] });
      expect(turn.statusCode).toBe(404);
    }
  });

  it('full: asks the name first (1–5 words), then full feedback; stores name and texts', async () => {
    const s = new ExerciseSession(app, fullPath);
    const greeting = await s.send(null);
    expect(greeting[1]).toContain('please tell me your name, or a pseudonym you will remember (1–5 words)');
    expect(s.stage).toBe(1);
    expect(await s.send('My name is Ada and I study the history of computing')).toEqual(['Please use 1–5 words. Currently, you used 11.']);
    expect(await s.send(Array.from({ length: 6 }, () => 'name').join(' '))).toEqual(['Please use 1–5 words. Currently, you used 6.']);
    const thanks = await s.send('Ada <b>Lovelace</b>');
    expect(thanks[0]).toBe('Thank you, Ada Lovelace!');
    expect(s.stage).toBe(2);
    await s.send('4');
    const feedback = (await s.send(essay(120))).join('\n');
    expect(feedback).toContain('score was 99');
    const row = await rowOf(s);
    expect(row).toMatchObject({
      isResearch: true,
      variant: 'research-full',
      participantName: 'Ada Lovelace',
      text120First: essay(120),
      text120FirstJargon: 'epigenetics',
      userId: null,
    });
    expect(Array.isArray(row?.messages)).toBe(true);
    expect((row?.messages as { Text: string }[]).map((m) => m.Text)).toContain('Ada <b>Lovelace</b>');
  });

  it('slim: the name first, then neutral coaching (no AI, no jargon feedback); texts stored', async () => {
    const s = new ExerciseSession(app, slimPath);
    await s.send(null);
    await s.send('Grace Brewster Hopper');
    await s.send('1');
    const texts = await s.send(essay(120));
    expect(texts[0]).toBe('Thank you.');
    expect(texts.join('\n')).not.toMatch(noMeasures);
    for (const answer of [essay(60), essay(30), essay(120)]) await s.send(answer);
    const reflections = (await s.send('3')).join('\n');
    // The research editions end with the reflections all research editions share.
    expect(reflections).toContain('Statement 1 of 4');
    expect(s.stage).toBe(9);
    for (const rating of ['4', '4', '5', '3']) await s.send(rating);
    await s.send('Shorter versions made me choose what matters.');
    expect(s.stage).toBe(8);
    expect(await rowOf(s)).toMatchObject({
      variant: 'research-slim',
      participantName: 'Grace Brewster Hopper',
      whichIsBetter: 'Neither',
      text30: essay(30),
      reflectionAnswer1: '4',
      reflectionAnswer4: '3',
      reflectionOpenResponse: 'Shorter versions made me choose what matters.',
    });
    expect((await rowOf(s))?.endTime).toBeInstanceOf(Date);
  });

  it('skips the name when the participant name comes with the history', async () => {
    const s = new ExerciseSession(app, fullPath, { participantName: 'Rosalind Franklin' });
    await s.send(null);
    expect(s.stage).toBe(2);
    expect(s.history.isResearch).toBe(true);
  });

  it('a public-route session that says isResearch is stored as research, with its texts', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife', { isResearch: true });
    await s.send(null);
    expect(s.stage).toBe(1);
    await s.send('Marie Curie');
    expect(await rowOf(s)).toMatchObject({ isResearch: true, variant: 'standard', participantName: 'Marie Curie' });
  });

  it('do not exist without RESEARCH_UUID', async () => {
    const plain = await buildCustomTestApp({ jargonAnalyzer: analyzer });
    const res = await plain.inject({ method: 'GET', url: `/api/exercises/research/${researchUuid}-halflife-full` });
    expect(res.statusCode).toBe(404);
    const turn = await plain.inject({ method: 'POST', url: fullPath, payload: { Messages: [] } });
    expect(turn.statusCode).toBe(404);
  });
});

// The Coherence and Critical Thinking calls (docs/product.md §7): their public routes with and without
// feedback, their hidden research editions, what each stores, and Your Tasks.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { coherenceText, criticalThinkingSummary, revised } from '@scicomm/coach/testing/sample-texts';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { fromOurPage, registerTestUser } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession } from './exercise-test-client.ts';
import { emptyTablesBeforeEachTest } from '../test/test-app.ts';

const researchUuid = randomUUID();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer(), env: { RESEARCH_UUID: researchUuid } });
});
// Each test starts on empty tables: it counts uses from zero.
emptyTablesBeforeEachTest();

const uses = async () => (await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>();
const reflections = ['5', '4', '4', '3'];

/** The tables a student fills in after "Yes" to each Coherence question. */
const yesTables: Array<[string[], string[][]]> = [
  [['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'], [['corals', '6', 'heatwave'], ['reefs', '5', '']]],
  [['Adverb', 'Modified word'], [['quickly', 'recover'], ['carefully', 'monitors']]],
  [['Pronoun', 'Word/term referred to'], [['These', 'corals'], ['They', 'deeper reefs']]],
  [['Verb', 'Verb with a similar meaning'], [['measured', 'quantified'], ['compared', 'contrasted'], ['grew', 'developed']]],
  [['Connector', 'Between sentences or paragraphs?'], [['However', 'sentences'], ['Therefore', 'sentences']]],
];

async function playCoherence(s: ExerciseSession, options: { name?: string } = {}) {
  await s.send(null);
  if (options.name) await s.send(options.name);
  await s.send(coherenceText);
  const feedbacks: string[][] = [];
  for (const [index, [headers, rows]] of yesTables.entries()) {
    const table = (await s.send('1')).at(-1);
    expect(table).toBeDefined();
    expect(s.lastReply?.messages.at(-1)).toMatchObject({ InputType: 'table', TableHeaders: headers });
    feedbacks.push(await s.sendTable(headers, rows));
    await s.send(revised(coherenceText, `Revision ${index + 1} adds this sentence.`));
  }
  for (const rating of reflections) await s.send(rating);
  return { feedbacks, last: await s.send('I learned to link my paragraphs.') };
}

describe('POST /api/Coherence', () => {
  it('runs to the end with a table after every question, stores the row and counts one use', async () => {
    expect(await uses()).toBe(0);
    const s = new ExerciseSession(app, '/api/Coherence');
    const { feedbacks, last } = await playCoherence(s);
    // The key terms get no remark (the coach makes none it cannot make reliably) and no line of
    // its own: the revision prompt sends the writer to their own ideas. The bare "This" is named.
    expect(feedbacks[0]?.at(-1)).toContain('Use your own ideas and the table you filled in');
    expect(feedbacks[0]?.join('\n')).not.toContain('Read your text once more');
    expect(feedbacks[2]?.join('\n')).toContain('starts with a bare “This”');
    expect(last.at(-1)).toContain('you have finished the Coherence Coach');
    expect(s.history).toMatchObject({
      finalText: revised(coherenceText, 'Revision 5 adds this sentence.'),
      reflectionOpenResponse: 'I learned to link my paragraphs.',
      question1Choice: '1',
    });
    expect(await uses()).toBe(1);
    // A guest's row is anonymous: no text, no conversation, the stage reached and the times.
    const row = await getExerciseRow(app.db, 'coherence', s.rowId);
    expect(row).toMatchObject({ userId: null, initialText: null, question1Details: null, messages: null, currentStage: 23, variant: 'standard' });
    expect(row?.endTime).toBeInstanceOf(Date);
  });

  it('asks for the table again when every cell is empty, and for 150–500 words in a revision', async () => {
    const s = new ExerciseSession(app, '/api/Coherence');
    await s.send(null);
    expect(await s.send('too short')).toEqual(['Please use 150–500 words. Currently, you used 2.']);
    await s.send(coherenceText);
    await s.send('2');
    const again = await s.sendTable(['Keywords that can be repeated'], [[' '], ['']]);
    expect(again[0]).toBe('Please fill in at least one cell of the table before sending it.');
    expect(s.lastReply?.messages.at(-1)).toMatchObject({ InputType: 'table', MinimumRows: 2, ExampleRow: ['data analysis'] });
    expect(s.stage).toBe(4);
  });
});

describe('POST /api/Coherence/no-feedback', () => {
  it('thanks without measuring aloud and stores no feedback', async () => {
    const s = new ExerciseSession(app, '/api/Coherence/no-feedback');
    await s.send(null);
    await s.send(coherenceText);
    await s.send('1');
    const texts = await s.sendTable(yesTables[0]![0], yesTables[0]![1]);
    expect(texts[0]).toBe('Thank you.');
    expect(texts.join('\n')).not.toMatch(/coral”|appears|drops out/);
    expect(s.history.feedback1).toBeUndefined();
    expect(s.history.question1Details).toContain('corals,6,heatwave');
  });
});

async function playCriticalThinking(s: ExerciseSession, options: { name?: string } = {}) {
  await s.send(null);
  if (options.name) await s.send(options.name);
  await s.send(criticalThinkingSummary);
  const answers = [
    'Our aim is to learn whether deep corals can help shallow reefs recover after marine heatwaves in the Red Sea.',
    'Do deep corals survive marine heatwaves better than the shallow corals nearby, and can their larvae resettle damaged shallow reefs after a heatwave?',
    'Deep corals lost 12% of their cover in the 2023 heatwave while shallow corals lost 55%, and deep corals carried heat-tolerant algae, which we identified in monthly samples from all 40 reefs.',
    'Deep reefs may act as a refuge for shallow reefs, because their corals survive heatwaves better and their larvae settle on damaged shallow reefs within a single season after the heat.',
    'It is the first evidence of deep refuges in the Red Sea, and it could change how marine parks protect reefs in the future.',
  ];
  const feedbacks: string[][] = [];
  for (const [index, answer] of answers.entries()) {
    feedbacks.push(await s.send(answer));
    if (index < 4) await s.send(revised(criticalThinkingSummary, `Revision ${index + 1} adds this sentence.`));
  }
  for (const rating of reflections) await s.send(rating);
  return { feedbacks, last: await s.send('It made me question my own conclusions.') };
}

describe('POST /api/CriticalThinking', () => {
  it('runs to the end: feedback after every answer, the summary revised after questions 1–4', async () => {
    expect(await uses()).toBe(0);
    const s = new ExerciseSession(app, '/api/CriticalThinking');
    const { feedbacks, last } = await playCriticalThinking(s);
    // The summary states its question; "resettle" is a verb, not a missing content term.
    expect(feedbacks[1]?.[0]).toContain('Your summary says what the work asks');
    expect(feedbacks[4]?.join('\n')).toContain('Statement 1 of 4');
    expect(last.at(-1)).toContain('you have finished the Critical Thinking Coach');
    expect(s.history).toMatchObject({
      finalSummary: revised(criticalThinkingSummary, 'Revision 4 adds this sentence.'),
      reflectionOpenResponse: 'It made me question my own conclusions.',
    });
    // The last question (significance) gets no remark and no revision follows it: nothing is said or stored.
    expect(s.history.feedback5).toBeUndefined();
    expect(await uses()).toBe(1);
  });

  it('keeps each question to its word range', async () => {
    const s = new ExerciseSession(app, '/api/CriticalThinking');
    await s.send(null);
    await s.send(criticalThinkingSummary);
    expect(await s.send('To help reefs.')).toEqual(['Please use 20–70 words. Currently, you used 3.']);
    expect(s.stage).toBe(3);
  });
});

describe('POST /api/CriticalThinking/no-feedback', () => {
  it('gives neutral coaching only', async () => {
    const s = new ExerciseSession(app, '/api/CriticalThinking/no-feedback');
    await s.send(null);
    await s.send(criticalThinkingSummary);
    const texts = await s.send('Our aim is to learn whether deep corals can help shallow reefs recover after marine heatwaves in the Red Sea.');
    expect(texts[0]).toBe('Thank you.');
    expect(texts.join('\n')).toContain('using your own insights');
    expect(s.history.feedback1).toBeUndefined();
  });
});

describe('research editions of Coherence and Critical Thinking', () => {
  const slug = (name: string) => `/api/exercises/research/${researchUuid}-${name}`;

  it('each of the four hidden paths names its exercise and edition; anything else is 404', async () => {
    const expected = {
      'coherence-full': { exercise: 'coherence', title: 'Coherence Coach', edition: 'full' },
      'coherence-slim': { exercise: 'coherence', title: 'Coherence Coach', edition: 'slim' },
      'critical-thinking-full': { exercise: 'criticalThinking', title: 'Critical Thinking Coach', edition: 'full' },
      'critical-thinking-slim': { exercise: 'criticalThinking', title: 'Critical Thinking Coach', edition: 'slim' },
    };
    for (const [name, body] of Object.entries(expected)) {
      const res = await app.inject({ method: 'GET', url: slug(name) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(body);
    }
    for (const unknown of [`${randomUUID()}-coherence-full`, `${researchUuid}-criticalthinking-full`, `${researchUuid}-coherence-medium`]) {
      expect((await app.inject({ method: 'GET', url: `/api/exercises/research/${unknown}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/exercises/research/${unknown}`, payload: { Messages: [] } })).statusCode).toBe(404);
    }
  });

  it('coherence full: the name first, feedback, and a research row with name, texts and conversation, no IP', async () => {
    const s = new ExerciseSession(app, slug('coherence-full'));
    await playCoherence(s, { name: 'Ada Lovelace' });
    const row = await getExerciseRow(app.db, 'coherence', s.rowId);
    expect(row).toMatchObject({
      isResearch: true,
      variant: 'research-full',
      participantName: 'Ada Lovelace',
      initialText: coherenceText,
      question4Choice: '1',
      question4Details: 'Verb,Verb with a similar meaning\nmeasured,quantified\ncompared,contrasted\ngrew,developed',
      reflectionAnswer1: '5',
      reflectionAnswer4: '3',
      reflectionOpenResponse: 'I learned to link my paragraphs.',
    });
    // Question 1 draws no remark (no line is stored); question 3 names the bare "This".
    expect(row?.feedback1).toBeNull();
    expect(row?.feedback3).toContain('starts with a bare “This”');
    const stored = row?.messages as Array<{ InputType: string; TableData?: string[][] }>;
    expect(stored.filter((message) => message.InputType === 'table' && message.TableData)).toHaveLength(5);
    expect(JSON.stringify(row)).not.toMatch(/ip_?address|127\.0\.0\.1/i);
  });

  it('coherence slim: the name first, neutral coaching, no stored feedback', async () => {
    const s = new ExerciseSession(app, slug('coherence-slim'));
    const { feedbacks } = await playCoherence(s, { name: 'Grace Hopper' });
    expect(feedbacks.every((texts) => texts[0] === 'Thank you.')).toBe(true);
    const row = await getExerciseRow(app.db, 'coherence', s.rowId);
    expect(row).toMatchObject({ variant: 'research-slim', participantName: 'Grace Hopper', feedback1: null, feedback5: null });
    expect(row?.finalText).toContain('Revision 5');
  });

  it('critical thinking full and slim: the name first, then the exercise; rows with texts', async () => {
    for (const edition of ['full', 'slim'] as const) {
      const s = new ExerciseSession(app, slug(`critical-thinking-${edition}`));
      const greeting = await s.send(null);
      expect(greeting.at(-1)).toContain('please tell me your name');
      await s.send('Rosalind Franklin');
      expect(s.stage).toBe(2);
      const row = await getExerciseRow(app.db, 'criticalThinking', s.rowId);
      expect(row).toMatchObject({ isResearch: true, variant: `research-${edition}`, participantName: 'Rosalind Franklin' });
    }
    const s = new ExerciseSession(app, slug('critical-thinking-slim'));
    const { feedbacks } = await playCriticalThinking(s, { name: 'Rosalind Franklin' });
    expect(feedbacks.every((texts) => texts[0] === 'Thank you.')).toBe(true);
    expect(await getExerciseRow(app.db, 'criticalThinking', s.rowId)).toMatchObject({
      finalSummary: revised(criticalThinkingSummary, 'Revision 4 adds this sentence.'),
      feedback3: null,
      reflectionAnswer2: '4',
    });
  });
});

describe('Your Tasks', () => {
  it('lists a saved Coherence session and shows its conversation with the tables', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const headers = { cookie: user.cookie, ...fromOurPage };
    let history: Record<string, unknown> = {};
    const conversation: Record<string, unknown>[] = [];
    const [tableHeaders, rows] = yesTables[0]!;
    const turns: Array<Record<string, unknown> | null> = [
      null,
      { Text: coherenceText, IsStudent: true },
      { Text: '1', IsStudent: true },
      { Text: '<table></table>', IsStudent: true, InputType: 'table', TableHeaders: tableHeaders, TableData: rows },
    ];
    for (const message of turns) {
      if (message) conversation.push(message);
      const res = await app.inject({ method: 'POST', url: '/api/Coherence', headers, payload: { ...history, Messages: conversation } });
      expect(res.statusCode).toBe(200);
      history = res.json().updatedHistory;
      conversation.push(...res.json().messages);
    }
    const rowId = String(history.taskId).split('.')[0];
    const tasks = (await app.inject({ method: 'GET', url: '/api/account/tasks', headers })).json().tasks;
    expect(tasks).toEqual([expect.objectContaining({ id: rowId, type: 'coherence', label: 'Coherence' })]);
    const task = (await app.inject({ method: 'GET', url: `/api/account/tasks/coherence/${rowId}`, headers })).json().task;
    expect(task.rebuilt).toBe(false);
    const text = JSON.stringify(task.conversation);
    expect(text).toContain('<th>Repeated key word/term</th>');
    expect(task.conversation).toEqual(expect.arrayContaining([expect.objectContaining({ tableData: rows })]));
  });
});

// A study's reader checks (docs/reader-check.md "In a study"): a finished participant's final
// text becomes a check; the participant gets its link, the study's members list every check and
// open its results; readers answer as on any check; the export carries their outcome per
// session; deleting the study's data deletes the checks and their responses. Runs on PGlite and,
// with DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { CreateStudyBody, Study, StudyReaderChecksReply } from '@scicomm/shared/study-api';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { callAs, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { readerCheckResponses, readerChecks } from '../db/schema.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { grantResearcher } from '../research/researcher-admin.ts';
import { readExport } from '../research/testing.ts';
import { READER_CHECK_COLUMNS } from './study-report.ts';

let app: FastifyInstance;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;

async function researcher(): Promise<TestUser> {
  const user = await registerTestUser(app, { rejectSaveData: false });
  expect((await grantResearcher(app.db, user.email)).outcome).toBe('granted');
  return withTwoFactor(app, user);
}

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer() });
  owner = await researcher();
  collaborator = await researcher();
  stranger = await researcher();
});

const call = callAs(() => app);

const withChecks: CreateStudyBody = {
  title: 'Readers after Half Life',
  description: 'Your last text goes to readers.',
  exercise: 'half-life',
  arms: ['full'],
  allocation: 'balanced',
  identification: 'chat',
  readerCheck: { targetReaders: 5, clarityRating: true },
};

async function createStudy(body: Partial<CreateStudyBody> = {}): Promise<Study> {
  const res = await call('POST', '/api/studies', owner, { ...withChecks, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Study>();
}

async function enrol(token: string): Promise<string> {
  const res = await call('POST', `/api/participate/${token}/enrol`, null, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ participantId: string }>().participantId;
}

const participantUrl = (token: string, participantId: string) => `/api/participate/${token}/participants/${participantId}`;

/** The final text of the sessions below: its first word is the participant's own. */
const FINAL_TEXT = essay(120, 'Chromatophores');

async function finishHalfLife(token: string, participantId: string, name: string): Promise<ExerciseSession> {
  const session = new ExerciseSession(app, `${participantUrl(token, participantId)}/turn`);
  await session.send(null);
  await session.send(name);
  await session.send('3');
  for (const answer of [essay(120), essay(60), essay(30), FINAL_TEXT]) await session.send(answer);
  await session.send('2');
  for (const rating of ['4', '5', '3', '2']) await session.send(rating);
  await session.send('It helped me.');
  expect(session.stage).toBe(8);
  return session;
}

const tokenOf = (url: string) => new URL(url).pathname.split('/read/')[1] ?? '';
let readerNumber = 0;

/** A reader who marks the words at these positions and rates the clarity. */
async function answer(readerToken: string, marks: number[], clarity: number | null) {
  const view = await app.inject({ method: 'GET', url: `/api/read/${readerToken}` });
  expect(view.statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: `/api/read/${readerToken}/responses`,
    payload: {
      readerToken: `study-reader-${String(++readerNumber).padStart(12, '0')}`,
      textDigest: view.json().textDigest,
      marks,
      answers: [],
      clarity,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function responsesOf(checkId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(readerCheckResponses).where(eq(readerCheckResponses.checkId, checkId));
  return Number(row?.n ?? 0);
}

describe('a study with a reader check after its exercise', () => {
  it("makes the finished participant's final text a check, shows them its link, and gives its readers' outcome to the study's members only", async () => {
    const study = await createStudy();
    expect(study.readerCheck).toEqual({ targetReaders: 5, clarityRating: true });
    const token = study.links[0]!.token;
    const added = await call('POST', `/api/studies/${study.id}/collaborators`, owner, { email: collaborator.email });
    expect(added.statusCode, added.body).toBeLessThan(300);

    const finished = await enrol(token);
    const session = await finishHalfLife(token, finished, 'Ada Lovelace');
    const dropped = await enrol(token);
    const droppedSession = new ExerciseSession(app, `${participantUrl(token, dropped)}/turn`);
    await droppedSession.send(null);
    await droppedSession.send('Rosalind Franklin');

    // The participant who finished gets the link to pass on; one who did not, nothing.
    const own = await call('GET', `${participantUrl(token, finished)}/reader-check`, null);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ readers: 0, targetReaders: 5 });
    expect((await call('GET', `${participantUrl(token, dropped)}/reader-check`, null)).statusCode).toBe(204);
    const readerLink = tokenOf(own.json().url);
    const shown = await app.inject({ method: 'GET', url: `/api/read/${readerLink}` });
    expect(shown.json()).toMatchObject({ title: study.title, text: FINAL_TEXT, clarityRating: true, questions: [], audience: 'study' });

    // The members see each participant's check; nobody else learns it exists.
    const listed = await call('GET', `/api/studies/${study.id}/reader-checks`, collaborator);
    expect(listed.statusCode, listed.body).toBe(200);
    const { checks } = listed.json<StudyReaderChecksReply>();
    expect(checks).toEqual([
      expect.objectContaining({
        sessionId: session.rowId,
        participantId: finished,
        participantName: 'Ada Lovelace',
        arm: 'full',
        url: own.json().url,
        readers: 0,
        targetReaders: 5,
        wordCount: 120,
      }),
    ]);
    const checkId = checks[0]!.id;
    expect((await call('GET', `/api/studies/${study.id}/reader-checks`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/studies/${study.id}/reader-checks/${checkId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/studies/${study.id}/reader-checks`, null)).statusCode).toBe(404);
    // It is no writer's own check: the writers' routes do not reach it, nor list it.
    expect((await call('GET', `/api/reader-checks/${checkId}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/reader-checks', owner)).json().checks).toEqual([]);
    // Another study's members cannot open it through their own study.
    const other = await call('POST', '/api/studies', stranger, { ...withChecks, title: 'Elsewhere' });
    expect((await call('GET', `/api/studies/${other.json().id}/reader-checks/${checkId}`, stranger)).json().error.code).toBe('CHECK_NOT_FOUND');

    // Five readers: every one marks the first word, two also the second, one rates nothing.
    for (const [marks, clarity] of [[[0, 1], 4], [[0, 1], 5], [[0], 3], [[0], 4], [[0], null]] as const)
      await answer(readerLink, [...marks], clarity);
    const results = await call('GET', `/api/studies/${study.id}/reader-checks/${checkId}`, owner);
    expect(results.statusCode, results.body).toBe(200);
    const body = results.json<ReaderCheckResults>();
    expect(body.readers).toBe(5);
    expect(body.words[0]).toMatchObject({ form: 'chromatophores', marks: 5 });
    expect(body.agreement).toMatchObject({ readers: 5, threshold: 1, hard: 2 });
    expect(body.clarity).toMatchObject({ answered: 4, mean: 4 });
    expect((await call('GET', `${participantUrl(token, finished)}/reader-check`, null)).json().readers).toBe(5);

    // The export: the outcome on the finished session's row, empty on the other.
    const csv = readExport((await call('GET', `/api/studies/${study.id}/export`, owner)).body);
    expect(csv.header.slice(-READER_CHECK_COLUMNS.length)).toEqual([...READER_CHECK_COLUMNS]);
    const row = csv.rows.find((entry) => entry.session_id === session.rowId)!;
    expect(row).toMatchObject({
      reader_check_readers: '5',
      reader_check_words: '120',
      reader_check_mean_marked: '1.4',
      reader_check_hard_words: 'chromatophores, helps',
      reader_check_clarity_mean: '4',
    });
    const unfinished = csv.rows.find((entry) => entry.session_id !== session.rowId)!;
    expect(READER_CHECK_COLUMNS.map((column) => unfinished[column])).toEqual(READER_CHECK_COLUMNS.map(() => ''));
    const json = JSON.parse((await call('GET', `/api/studies/${study.id}/export?format=json`, owner)).body);
    const exported = json.sessions.find((entry: { session_id: string }) => entry.session_id === session.rowId);
    expect(exported.reader_check).toMatchObject({ check_id: checkId, readers: 5, hard_words: ['chromatophores', 'helps'] });
    expect(exported.reader_check.responses).toHaveLength(5);
    expect(exported.reader_check.responses[0]).toMatchObject({ reader: 1, marked_count: 2, marked_words: 'chromatophores helps', clarity: 4 });
    expect(json.sessions.find((entry: { session_id: string }) => entry.session_id !== session.rowId).reader_check).toBeNull();
    const codebook = readExport((await call('GET', `/api/studies/${study.id}/export?format=codebook`, owner)).body);
    for (const column of READER_CHECK_COLUMNS) expect(codebook.rows.find((entry) => entry.column === column)?.meaning).toBeTruthy();

    // Deleting the study's data deletes the check with its readers' responses; the link is dead.
    const deleted = await call('DELETE', `/api/studies/${study.id}/sessions`, owner, { confirmTitle: study.title });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await responsesOf(checkId)).toBe(0);
    expect(await app.db.select().from(readerChecks).where(eq(readerChecks.id, checkId))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/read/${readerLink}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/studies/${study.id}/reader-checks`, owner)).json().checks).toEqual([]);
  });

  it('makes no check while the study asks for none; turned on later, the sessions finished before get theirs', async () => {
    const study = await createStudy({ title: 'Later', readerCheck: null });
    const token = study.links[0]!.token;
    const participant = await enrol(token);
    const session = await finishHalfLife(token, participant, 'Lise Meitner');
    expect((await call('GET', `${participantUrl(token, participant)}/reader-check`, null)).statusCode).toBe(204);
    expect((await call('GET', `/api/studies/${study.id}/reader-checks`, owner)).json().checks).toEqual([]);

    const changed = await call('PATCH', `/api/studies/${study.id}`, owner, { readerCheck: { targetReaders: 3, clarityRating: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().readerCheck).toEqual({ targetReaders: 3, clarityRating: false });
    const { checks } = (await call('GET', `/api/studies/${study.id}/reader-checks`, owner)).json<StudyReaderChecksReply>();
    expect(checks).toEqual([expect.objectContaining({ sessionId: session.rowId, targetReaders: 3 })]);
    // Asked again, the same one check.
    expect((await call('GET', `/api/studies/${study.id}/reader-checks`, owner)).json().checks).toHaveLength(1);
    expect((await call('GET', `${participantUrl(token, participant)}/reader-check`, null)).json()).toMatchObject({ url: checks[0]!.url });
  });

  it("a finished participant whose check was not made at the finish gets it when they ask for their link", async () => {
    const study = await createStudy({ title: 'Asked by the participant', readerCheck: null });
    const token = study.links[0]!.token;
    const participant = await enrol(token);
    const session = await finishHalfLife(token, participant, 'Chien-Shiung Wu');
    const changed = await call('PATCH', `/api/studies/${study.id}`, owner, { readerCheck: { targetReaders: 2, clarityRating: true } });
    expect(changed.statusCode, changed.body).toBe(200);

    const own = await call('GET', `${participantUrl(token, participant)}/reader-check`, null);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ readers: 0, targetReaders: 2 });
    // The study's page lists that same check, not a second one.
    const { checks } = (await call('GET', `/api/studies/${study.id}/reader-checks`, owner)).json<StudyReaderChecksReply>();
    expect(checks).toEqual([expect.objectContaining({ sessionId: session.rowId, url: own.json().url })]);
  });

  it('refuses a reader-check setting out of range', async () => {
    const res = await call('POST', '/api/studies', owner, { ...withChecks, readerCheck: { targetReaders: 0, clarityRating: true } });
    expect(res.statusCode).toBe(400);
  });
});

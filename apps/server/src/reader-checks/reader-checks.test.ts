// Reader checks end to end against the real app and database (PGlite; PostgreSQL with
// DATABASE_URL): the writer's routes and who may call them, the reader's view and responses, the
// results and agreement, exports, and every bad input refused with nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { accessTokenFor, fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { readerCheckResponses, readerChecks } from '../db/schema.ts';
import { multipartBody } from '../text-analysis/test-support.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

type Headers = Record<string, string>;
const as = (user: TestUser): Headers => ({ cookie: user.cookie, ...fromOurPage });

const TEXT = 'The epigenetic clock measures how cells age. Scientists read the epigenetic marks on the genome.';
const QUESTIONS = [
  { kind: 'choice', prompt: 'What does the clock measure?', options: ['Time of day', 'How cells age'], correctOption: 1 },
  { kind: 'short', prompt: 'Where are the marks?', acceptedAnswers: ['on the genome', 'genome'] },
];

async function createCheck(user: TestUser, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/reader-checks',
    headers: as(user),
    payload: { title: 'Clock', text: TEXT, questions: QUESTIONS, clarityRating: true, targetReaders: 5, ...body },
  });
}

const tokenOf = (url: string) => url.split('/read/')[1] ?? '';
let readerNumber = 0;
const newReaderToken = () => `reader-token-${String(++readerNumber).padStart(12, '0')}`;

async function view(token: string) {
  return app.inject({ method: 'GET', url: `/api/read/${token}` });
}

async function respond(token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/read/${token}/responses`, payload: body });
}

/** How many responses the check has stored. */
async function responsesStored(checkId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(readerCheckResponses).where(eq(readerCheckResponses.checkId, checkId));
  return Number(row?.n ?? 0);
}

/** A check with its reader view, ready for responses. */
async function openCheck(user: TestUser, body: Record<string, unknown> = {}) {
  const created = await createCheck(user, body);
  expect(created.statusCode).toBe(201);
  const token = tokenOf(created.json().url);
  const shown = await view(token);
  expect(shown.statusCode).toBe(200);
  // The reader is told their marks go to this writer alone.
  expect(shown.json().audience).toBe('writer');
  return { id: created.json().id as string, token, view: shown.json() };
}

/** Positions of the words whose text (as written) is one of `wanted`. */
function positionsOf(shown: { text: string; words: Array<[number, number]> }, ...wanted: string[]): number[] {
  return shown.words.flatMap(([start, end], i) => (wanted.includes(shown.text.slice(start, end)) ? [i] : []));
}

describe('creating a reader check', () => {
  let writer: TestUser;
  beforeAll(async () => {
    writer = await registerTestUser(app, { rejectSaveData: false });
  });

  it('counts checks sent at once before they are made: 50 an hour, the rest 429 with Retry-After', async () => {
    const author = await registerTestUser(app, { rejectSaveData: false });
    const replies = await Promise.all(Array.from({ length: 55 }, () => createCheck(author)));
    expect(replies.filter((res) => res.statusCode === 201)).toHaveLength(50);
    const refused = replies.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a visitor 401 before looking at the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/reader-checks', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
  });

  it('gives the writer a link on the site\'s own address and stores the words with their bands', async () => {
    const res = await createCheck(writer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Clock', state: 'open', readers: 0, targetReaders: 5, wordCount: 15 });
    expect(res.json().url).toMatch(/^http:\/\/localhost:80\/read\/[A-Za-z0-9_-]{32}$/);
    const [row] = await app.db.select().from(readerChecks).where(eq(readerChecks.id, res.json().id));
    expect(row?.period).toBe('English2021_2024');
    expect(row?.words.find((word) => word[2] === 'epigenetic')?.[3]).toBe('r');
    expect(row?.words.find((word) => word[2] === 'the')?.[3]).toBe('c');
  });

  it('refuses a writer who chose not to save texts, and stores nothing', async () => {
    const decliner = await registerTestUser(app, { rejectSaveData: true });
    const res = await createCheck(decliner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('SAVING_DECLINED');
    const [row] = await app.db.select({ n: count() }).from(readerChecks).where(eq(readerChecks.ownerId, decliner.id));
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses bad bodies: no text, both sources, four questions, a right option that is not an option, a past closing date, a text without words', async () => {
    const bad = [
      { text: undefined },
      { analysisId: '00000000-0000-4000-8000-000000000000' },
      { questions: [...QUESTIONS, ...QUESTIONS] },
      { questions: [{ kind: 'choice', prompt: 'Q', options: ['a', 'b'], correctOption: 4 }] },
      { closesAt: new Date(Date.now() - 60_000).toISOString() },
      { text: '1234 5678 !!!' },
      { targetReaders: 0 },
    ];
    for (const body of bad) expect((await createCheck(writer, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('makes a check from one of the writer\'s saved De-Jargonizer analyses, and nobody else\'s', async () => {
    const form = multipartBody([{ name: 'ContentTA', value: TEXT }]);
    const graded = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${await accessTokenFor(app, writer)}` },
    });
    const analysisId = graded.json().taskId as string;
    const res = await createCheck(writer, { text: undefined, analysisId });
    expect(res.statusCode).toBe(201);
    const results = await app.inject({ method: 'GET', url: `/api/reader-checks/${res.json().id}`, headers: as(writer) });
    expect(results.json().check.text).toBe(TEXT);
    // No reader yet: no rare word is listed as one that no reader marked.
    expect(results.json()).toMatchObject({ readers: 0, rareUnmarked: [] });

    const other = await registerTestUser(app, { rejectSaveData: false });
    const stolen = await createCheck(other, { text: undefined, analysisId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('ANALYSIS_NOT_FOUND');
  });

  it('measures a Hebrew text with the Hebrew list and shows it right to left', async () => {
    const { id, view: shown } = await openCheck(writer, { text: 'המדענים חקרו את השעון האפיגנטי של התאים.', questions: [] });
    expect(shown.direction).toBe('rtl');
    const results = await app.inject({ method: 'GET', url: `/api/reader-checks/${id}`, headers: as(writer) });
    expect(results.json().check).toMatchObject({ period: 'Hebrew2016_2016', direction: 'rtl' });
  });
});

describe("the reader's view", () => {
  it('has the text and word spans and the questions, never the bands or the right answers', async () => {
    const writer = await registerTestUser(app, { rejectSaveData: false });
    const { view: shown } = await openCheck(writer);
    expect(shown.words).toHaveLength(15);
    expect(shown.text.slice(...shown.words[1])).toBe('epigenetic');
    expect(shown.questions).toEqual([
      { kind: 'choice', prompt: 'What does the clock measure?', options: ['Time of day', 'How cells age'] },
      { kind: 'short', prompt: 'Where are the marks?' },
    ]);
    const body = JSON.stringify(shown);
    expect(body).not.toContain('correctOption');
    expect(body).not.toContain('genome"]');
    expect(body).not.toMatch(/rare|band/);
  });

  it('answers an unknown or malformed link 404, and is never cached or indexed', async () => {
    for (const token of ['x'.repeat(32), 'bad token', 'a']) {
      const res = await view(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    }
  });
});

describe('responses and results', () => {
  type OpenCheck = Awaited<ReturnType<typeof openCheck>>;
  let writer: TestUser;
  /** A valid response to the check, from a new reader. */
  const goodFor = (check: OpenCheck) => ({ readerToken: newReaderToken(), textDigest: check.view.textDigest, marks: [], answers: [null, null] });

  /** A check of its own for the calling test, answered by the same five readers. */
  async function checkWithFiveReaders(): Promise<OpenCheck> {
    const check = await openCheck(writer);
    const hard = positionsOf(check.view, 'epigenetic');
    const marks = [hard, hard, [...hard, ...positionsOf(check.view, 'clock')], positionsOf(check.view, 'genome'), []];
    const answers = [[1, 'On the genome '], [0, 'in cells'], [1, null], [null, 'GENOME'], [1, 'genome']];
    for (const [i, reader] of marks.entries()) {
      const res = await respond(check.token, {
        ...goodFor(check),
        marks: reader,
        answers: answers[i],
        clarity: 4,
        profile: { ageBand: '25-34', worksInScience: i < 2 ? 'yes' : 'no' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return check;
  }

  beforeAll(async () => {
    writer = await registerTestUser(app, { rejectSaveData: false });
  });

  it('stores five readers and shows the heat map, agreement, answers and the profile breakdown', async () => {
    const check = await checkWithFiveReaders();
    const res = await app.inject({ method: 'GET', url: `/api/reader-checks/${check.id}`, headers: as(writer) });
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.readers).toBe(5);
    expect(results.words[1]).toMatchObject({ form: 'epigenetic', band: 'rare', marks: 3 });
    // 5 readers: a word is hard when one reader marked it. Hard: epigenetic (rare), clock
    // (common), genome (mid-frequency); the measure's one rare form is epigenetic.
    expect(results.agreement).toEqual({ readers: 5, threshold: 1, rare: 1, hard: 3, both: 1, precision: 1, recall: 1 / 3, tooFew: true });
    expect(results.markedCommon).toEqual([{ form: 'clock', readers: 1 }]);
    expect(results.rareUnmarked).toEqual([]);
    expect(results.questions[0]).toMatchObject({ answered: 4, correct: 3, shareCorrect: 0.75, optionCounts: [1, 3] });
    expect(results.questions[1]).toMatchObject({ answered: 4, correct: 3, shareCorrect: 0.75 });
    expect(results.clarity).toEqual({ answered: 5, mean: 4, counts: [0, 0, 0, 5, 0] });
    const age = results.profiles.find((p: { field: string }) => p.field === 'ageBand');
    expect(age.groups).toEqual([{ value: '25-34', readers: 5, meanMarked: 1.6, shareCorrect: 0.8 }]);
    // Two and three readers who work in science or not: both groups too small to show.
    const science = results.profiles.find((p: { field: string }) => p.field === 'worksInScience');
    expect(science).toEqual({ field: 'worksInScience', groups: [], notShown: 5 });
  });

  it('exports one CSV row per reader, the JSON with the words, and a codebook that covers every column', async () => {
    const check = await checkWithFiveReaders();
    const csv = await app.inject({ method: 'GET', url: `/api/reader-checks/${check.id}/export?format=csv`, headers: as(writer) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      'reader,submitted_at,marked_count,marked_positions,marked_words,marked_rare,q1_answer,q1_correct,q2_answer,q2_correct,clarity,age_band,education,works_in_science,first_language',
    );
    expect(lines[1]).toContain(',epigenetic epigenetic,2,How cells age,true,On the genome,true,4,25-34,,yes,');
    const codebook = await app.inject({ method: 'GET', url: `/api/reader-checks/${check.id}/export?format=codebook`, headers: as(writer) });
    const described = codebook.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(described).toEqual(lines[0]!.split(','));
    const json = await app.inject({ method: 'GET', url: `/api/reader-checks/${check.id}/export?format=json`, headers: as(writer) });
    expect(json.json().readers).toHaveLength(5);
    expect(json.json().words[1]).toMatchObject({ position: 1, form: 'epigenetic', band: 'rare', marks: 3 });
    expect(json.json().codebook.length).toBe(15);
  });

  it('refuses every bad response with a clear 4xx and stores nothing', async () => {
    const check = await openCheck(writer);
    const good = () => goodFor(check);
    const replayed = good();
    expect((await respond(check.token, replayed)).statusCode).toBe(201);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['a mark past the last word', { ...good(), marks: [15] }, 400, 'BAD_MARKS'],
      ['a negative mark', { ...good(), marks: [-1] }, 400, 'VALIDATION_FAILED'],
      ['a fractional mark', { ...good(), marks: [1.5] }, 400, 'VALIDATION_FAILED'],
      ['a word marked twice', { ...good(), marks: [1, 1] }, 400, 'BAD_MARKS'],
      ['a text changed after creation', { ...good(), textDigest: 'f'.repeat(64) }, 409, 'TEXT_CHANGED'],
      ['a replayed reader token', { ...replayed }, 409, 'ALREADY_ANSWERED'],
      ['a huge short answer', { ...good(), answers: [null, 'x'.repeat(501)] }, 400, 'VALIDATION_FAILED'],
      ['an option that does not exist', { ...good(), answers: [2, null] }, 400, 'BAD_ANSWERS'],
      ['a text for a choice', { ...good(), answers: ['How cells age', null] }, 400, 'BAD_ANSWERS'],
      ['too few answers', { ...good(), answers: [1] }, 400, 'BAD_ANSWERS'],
      ['a clarity of 6', { ...good(), clarity: 6 }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', { ...good(), ip: '1.2.3.4' }, 400, 'VALIDATION_FAILED'],
      ['an unknown profile value', { ...good(), profile: { ageBand: '200' } }, 400, 'VALIDATION_FAILED'],
      ['a short reader token', { ...good(), readerToken: 'abc' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [what, body, status, code] of cases) {
      const res = await respond(check.token, body);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.code, what).toBe(code);
    }
    const huge = await respond(check.token, { ...good(), marks: Array.from({ length: 20_000 }, (_, i) => i) });
    expect(huge.statusCode).toBe(413);
    expect(await responsesStored(check.id)).toBe(1);
  });

  it('refuses a clarity rating the check does not ask for', async () => {
    const plain = await openCheck(writer, { clarityRating: false, questions: [] });
    const res = await respond(plain.token, { readerToken: newReaderToken(), textDigest: plain.view.textDigest, marks: [], answers: [], clarity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_ANSWERS');
  });
});

describe("the writer's control of a check", () => {
  let writer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    writer = await registerTestUser(app, { rejectSaveData: false });
    other = await registerTestUser(app, { rejectSaveData: false });
  });

  it('closes and reopens a check; a closed check takes no response', async () => {
    const check = await openCheck(writer);
    const body = () => ({ readerToken: newReaderToken(), textDigest: check.view.textDigest, marks: [0], answers: [null, null] });
    const closed = await app.inject({ method: 'PATCH', url: `/api/reader-checks/${check.id}`, headers: as(writer), payload: { closed: true } });
    expect(closed.json()).toMatchObject({ state: 'closed', closedByWriter: true });
    expect((await view(check.token)).json().state).toBe('closed');
    const refused = await respond(check.token, body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CHECK_CLOSED');
    await app.inject({ method: 'PATCH', url: `/api/reader-checks/${check.id}`, headers: as(writer), payload: { closed: false } });
    expect((await respond(check.token, body())).statusCode).toBe(201);
  });

  it('a past closing date closes a check', async () => {
    const check = await openCheck(writer);
    await app.db.update(readerChecks).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(readerChecks.id, check.id));
    const res = await respond(check.token, { readerToken: newReaderToken(), textDigest: check.view.textDigest, marks: [], answers: [null, null] });
    expect(res.json().error.code).toBe('CHECK_CLOSED');
  });

  it("lists only the writer's own checks, and another user hears 404 for every route", async () => {
    const check = await openCheck(writer);
    const list = await app.inject({ method: 'GET', url: '/api/reader-checks', headers: as(writer) });
    expect(list.json().checks.map((c: { id: string }) => c.id)).toContain(check.id);
    const theirs = await app.inject({ method: 'GET', url: '/api/reader-checks', headers: as(other) });
    expect(theirs.json().checks).toEqual([]);
    const routes = [
      { method: 'GET', url: `/api/reader-checks/${check.id}` },
      { method: 'GET', url: `/api/reader-checks/${check.id}/export?format=json` },
      { method: 'PATCH', url: `/api/reader-checks/${check.id}`, payload: { closed: true } },
      { method: 'DELETE', url: `/api/reader-checks/${check.id}` },
    ] as const;
    for (const route of routes) {
      const res = await app.inject({ ...route, headers: as(other) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe('CHECK_NOT_FOUND');
    }
    expect((await view(check.token)).json().state).toBe('open');
  });

  it('deleting a check deletes its responses and ends its link', async () => {
    const check = await openCheck(writer);
    await respond(check.token, { readerToken: newReaderToken(), textDigest: check.view.textDigest, marks: [1], answers: [1, 'genome'] });
    const res = await app.inject({ method: 'DELETE', url: `/api/reader-checks/${check.id}`, headers: as(writer) });
    expect(res.statusCode).toBe(204);
    expect((await view(check.token)).statusCode).toBe(404);
    const [row] = await app.db.select({ n: count() }).from(readerCheckResponses).where(eq(readerCheckResponses.checkId, check.id));
    expect(Number(row?.n)).toBe(0);
  });

  it('"Don\'t Save Data" deletes the writer\'s checks with their responses', async () => {
    const leaver = await registerTestUser(app, { rejectSaveData: false });
    const check = await openCheck(leaver);
    const profile = await app.inject({ method: 'GET', url: '/api/account/profile', headers: as(leaver) });
    const declined = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: as(leaver),
      payload: { ...profile.json().profile, rejectSaveData: true },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await view(check.token)).statusCode).toBe(404);
  });
});

describe('the limits of responses', () => {
  it('refuses a client that sends more than 60 responses to one link in a quarter hour', async () => {
    const writer = await registerTestUser(app, { rejectSaveData: false });
    const check = await openCheck(writer, { questions: [] });
    const body = () => ({ readerToken: newReaderToken(), textDigest: check.view.textDigest, marks: [], answers: [] });
    for (let i = 0; i < 59; i++) expect((await respond(check.token, body())).statusCode).toBe(201);
    const last = await respond(check.token, body());
    expect(last.statusCode).toBe(201);
    const refused = await respond(check.token, body());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await app.db.select({ n: count() }).from(readerCheckResponses).where(eq(readerCheckResponses.checkId, check.id));
    expect(Number(row?.n)).toBe(60);
  });
});

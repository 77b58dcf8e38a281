// Corpus jobs over the API (docs/research.md "Corpora"): a researcher submits a ZIP or a CSV, the
// job runs in the background (the in-process queue on PGlite, pg-boss on PostgreSQL) and ends
// with one result per text, a broken text as a row with its error; progress, pause and resume,
// cancel, the CSV and Parquet downloads, the summary, who may see a job, and the quotas.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CORPUS_HEADER } from '@scicomm/jargon/corpus/corpus-row';
import type { CorpusJob, CorpusSummary } from '@scicomm/shared/corpus-api';
import { fromOurPage, registerTestUser, withTwoFactor, type TestUser } from '../auth/testing.ts';
import { grantResearcher } from '../research/index.ts';
import { readExport } from '../research/testing.ts';
import { getTestApp } from '../test/test-app.ts';
import { count, eq } from 'drizzle-orm';
import { corpusJobs, corpusTexts, personalAccessTokens } from '../db/schema.ts';
import { makeZip, multipartBody, type FormPart } from '../text-analysis/test-support.ts';
import { CHUNK_TEXTS } from './corpus-queue.ts';
import { insertCorpusJob, insertCorpusTexts } from './corpus-repository.ts';
import { failAbandonedReading, READING_ABANDONED } from './corpus-reading.ts';

let app: FastifyInstance;
let owner: TestUser;

async function researcher(): Promise<TestUser> {
  const user = await registerTestUser(app);
  await grantResearcher(app.db, user.email);
  return withTwoFactor(app, user);
}

beforeAll(async () => {
  app = await getTestApp();
  owner = await researcher();
});

const abstract = (i: number) =>
  `Sample ${i}. We measured nitrate in groundwater from ${i + 3} wells over two summers. ` +
  'Levels rose after heavy rain, and the aquifer recovered slowly; farmers may need to change when they spread fertiliser.';

// multipartBody makes a new boundary each call: build it once.
function submitOnce(user: TestUser, file: { fileName: string; data: Buffer | string; contentType: string }, fields: Record<string, string> = {}) {
  const parts: FormPart[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', ...file }];
  const body = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/research/corpora', headers: { cookie: user.cookie, ...fromOurPage, ...body.headers }, payload: body.payload });
}

const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const post = (user: TestUser, url: string) => app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...fromOurPage } });

/** The job once it has ended, asked as the page asks (polling). */
async function finished(user: TestUser, id: string): Promise<CorpusJob> {
  for (;;) {
    const job = (await get(user, `/api/research/corpora/${id}`)).json<CorpusJob>();
    if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const TEXTS = CHUNK_TEXTS + 30;
const zipOfAbstracts = () =>
  makeZip([
    ...Array.from({ length: TEXTS }, (_, i) => ({ name: `2019/abstract-${String(i).padStart(3, '0')}.txt`, data: Buffer.from(abstract(i)) })),
    { name: 'notes.pdf', data: Buffer.from('%PDF-1.4') },
  ]);

describe('a ZIP corpus', () => {
  let job: CorpusJob;

  beforeAll(async () => {
    const res = await submitOnce(owner, { fileName: 'abstracts.zip', data: zipOfAbstracts(), contentType: 'application/zip' }, { keyTerms: 'nitrate' });
    expect(res.statusCode, res.body).toBe(201);
    job = res.json<CorpusJob>();
  });

  it('is stored with every text and runs to the end: each text measured exactly once, a broken file a row with its error', async () => {
    expect(job).toMatchObject({ name: 'abstracts.zip', total: TEXTS + 1, keyTerms: ['nitrate'], own: true });
    const done = await finished(owner, job.id);
    expect(done).toMatchObject({ status: 'done', done: TEXTS + 1, total: TEXTS + 1, secondsLeft: null });
    expect(done.finishedAt).not.toBeNull();

    const csv = await get(owner, `/api/research/corpora/${job.id}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('abstracts - Results.csv');
    const { header, rows } = readExport(csv.body);
    expect(header).toEqual([...CORPUS_HEADER]);
    expect(rows).toHaveLength(TEXTS + 1);
    expect(new Set(rows.map((row) => row.Id)).size).toBe(TEXTS + 1);
    const broken = rows.find((row) => row.Id === 'notes.pdf');
    expect(broken?.Error).toMatch(/Only .txt and .docx/);
    const first = rows.find((row) => row.Id === '2019/abstract-000.txt');
    expect(Number(first?.Score)).toBeGreaterThan(0);
    expect(first?.Group).toBe('2019');
  });

  it('gives the same figures as group grading of the same file', async () => {
    const body = multipartBody([
      { name: 'timePriodDDL', value: 'English2021_2024' },
      { name: 'keyTerms', value: JSON.stringify(['nitrate']) },
      { name: 'ArticlesGroupFU', fileName: 'abstract-007.txt', contentType: 'text/plain', data: abstract(7) },
    ]);
    const group = await app.inject({ method: 'POST', url: '/api/GroupGrading', headers: { ...body.headers, accept: 'application/json' }, payload: body.payload });
    expect(group.statusCode, group.body).toBe(200);
    const [expected] = group.json<{ rows: Array<Record<string, unknown>> }>().rows;
    const { rows } = readExport((await get(owner, `/api/research/corpora/${job.id}/results.csv`)).body);
    const row = rows.find((r) => r.Id === '2019/abstract-007.txt');
    expect(Number(row?.Score)).toBe(expected?.score);
    expect(Number(row?.Rare)).toBe(expected?.rare);
    expect(Number(row?.['Adjusted Score'])).toBe(expected?.adjustedScore);
  });

  it('has a summary: the histogram of scores, per measured period and per group (the folders)', async () => {
    const res = await get(owner, `/api/research/corpora/${job.id}/summary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<CorpusSummary>();
    expect(summary).toMatchObject({ measured: TEXTS, failed: 1 });
    expect(summary.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(TEXTS);
    expect(summary.periods.map((part) => part.name)).toEqual(['English2021_2024']);
    expect(summary.groups.map((part) => [part.name, part.texts])).toEqual([['2019', TEXTS]]);
  });

  it('downloads as Parquet', async () => {
    const res = await get(owner, `/api/research/corpora/${job.id}/results.parquet`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('PAR1');
    expect(res.rawPayload.subarray(-4).toString()).toBe('PAR1');
  });

  it('is listed for its owner, and does not exist for another researcher or an ordinary user', async () => {
    const list = await get(owner, '/api/research/corpora');
    expect(list.json<{ jobs: CorpusJob[] }>().jobs.map((j) => j.id)).toContain(job.id);
    const other = await researcher();
    expect((await get(other, '/api/research/corpora')).json<{ jobs: CorpusJob[] }>().jobs).toEqual([]);
    for (const url of [`/api/research/corpora/${job.id}`, `/api/research/corpora/${job.id}/results.csv`, `/api/research/corpora/${job.id}/summary`]) {
      expect((await get(other, url)).statusCode, url).toBe(404);
    }
    expect((await post(other, `/api/research/corpora/${job.id}/cancel`)).statusCode).toBe(404);
    const ordinary = await registerTestUser(app);
    expect((await get(ordinary, '/api/research/corpora')).statusCode).toBe(404);
    expect((await get({ ...ordinary, cookie: '' }, '/api/research/corpora')).statusCode).toBe(404);
  });

  it('deletes the texts when it ends (they were not kept)', async () => {
    const [texts] = await app.db.select({ n: count() }).from(corpusTexts).where(eq(corpusTexts.jobId, job.id));
    expect(texts?.n).toBe(0);
  });
});

describe('a CSV corpus', () => {
  it('reads the named columns, groups by the group column, and a short row is a row with its error', async () => {
    const csv = ['doc,body,year', ...Array.from({ length: 6 }, (_, i) => `d${i},"${abstract(i)}",${2010 + (i % 2)}`), 'broken'].join('\r\n');
    const res = await submitOnce(owner, { fileName: 'papers.csv', data: csv, contentType: 'text/csv' }, { idColumn: 'doc', textColumn: 'body', groupColumn: 'year' });
    expect(res.statusCode, res.body).toBe(201);
    const job = await finished(owner, res.json<CorpusJob>().id);
    expect(job).toMatchObject({ status: 'done', total: 7, done: 7, groupColumn: 'year' });
    const summary = (await get(owner, `/api/research/corpora/${job.id}/summary`)).json<CorpusSummary>();
    expect(summary.groups.map((part) => [part.name, part.texts])).toEqual([
      ['2010', 3],
      ['2011', 3],
    ]);
    expect(summary.failed).toBe(1);
  });

  it('refuses a file that is neither a ZIP nor a CSV, bad settings, and a form without a file, with 400', async () => {
    expect((await submitOnce(owner, { fileName: 'a.txt', data: 'hello', contentType: 'text/plain' })).json()).toMatchObject({ error: { code: 'UNSUPPORTED_FILE' } });
    const badPeriod = await submitOnce(owner, { fileName: 'a.csv', data: 'id,text\r\n1,hi', contentType: 'text/csv' }, { period: 'nope' });
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json()).toMatchObject({ error: { field: 'period' } });
    const empty = await submitOnce(owner, { fileName: 'a.csv', data: 'id,text\r\n', contentType: 'text/csv' });
    expect(empty.json()).toMatchObject({ error: { code: 'EMPTY_CORPUS' } });
    const noFile = multipartBody([{ name: 'period', value: 'English2021_2024' }]);
    const res = await app.inject({ method: 'POST', url: '/api/research/corpora', headers: { cookie: owner.cookie, ...fromOurPage, ...noFile.headers }, payload: noFile.payload });
    expect(res.statusCode).toBe(400);
  });
});

/** A job stored as a submission stores it, but not queued: its chunks wait for a resume. */
async function storedJob(user: TestUser, status: string, texts: number) {
  const job = await insertCorpusJob(app.db, { ownerId: user.id, name: 'stored.csv', period: 'English2021_2024', status, total: texts });
  await insertCorpusTexts(app.db, Array.from({ length: texts }, (_, position) => ({ jobId: job.id, position, textId: `t${position}`, text: abstract(position) })));
  return job;
}

describe('pause, resume and cancel', () => {
  it('resuming a paused job queues its missing texts and it finishes; running jobs cannot be resumed, ended ones not cancelled', async () => {
    const job = await storedJob(owner, 'paused', 30);
    expect((await post(owner, `/api/research/corpora/${job.id}/pause`)).statusCode).toBe(409);
    const resumed = await post(owner, `/api/research/corpora/${job.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<CorpusJob>().status).toBe('running');
    const done = await finished(owner, job.id);
    expect(done).toMatchObject({ status: 'done', done: 30 });
    expect((await post(owner, `/api/research/corpora/${job.id}/cancel`)).json()).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('a cancelled job stops and keeps what was measured', async () => {
    const job = await storedJob(owner, 'paused', 5);
    const cancelled = await post(owner, `/api/research/corpora/${job.id}/cancel`);
    expect(cancelled.json<CorpusJob>()).toMatchObject({ status: 'cancelled', done: 0 });
    expect((await post(owner, `/api/research/corpora/${job.id}/resume`)).statusCode).toBe(409);
  });
});

describe('a job whose upload is being read', () => {
  it('is failed with its texts deleted once its reader is silent, and kept while the reader is seen', async () => {
    const silent = await storedJob(owner, 'reading', 3);
    await app.db.update(corpusJobs).set({ readingSeenAt: new Date(Date.now() - 10 * 60_000) }).where(eq(corpusJobs.id, silent.id));
    const seen = await storedJob(owner, 'reading', 3);
    // On PostgreSQL the app looks for such jobs itself every few seconds: either may fail it.
    await failAbandonedReading(app.db);
    expect((await get(owner, `/api/research/corpora/${silent.id}`)).json<CorpusJob>()).toMatchObject({ status: 'failed', error: READING_ABANDONED });
    const textsOf = async (jobId: string) => (await app.db.select({ n: count() }).from(corpusTexts).where(eq(corpusTexts.jobId, jobId)))[0]?.n;
    expect(await textsOf(silent.id)).toBe(0);
    expect((await get(owner, `/api/research/corpora/${seen.id}`)).json<CorpusJob>().status).toBe('reading');
    expect(await textsOf(seen.id)).toBe(3);
    await post(owner, `/api/research/corpora/${seen.id}/cancel`);
  });
});

describe('quotas', () => {
  it(`refuses a job beyond the jobs at once with 429 QUOTA_EXCEEDED`, async () => {
    const busy = await researcher();
    for (let i = 0; i < 3; i++) await storedJob(busy, 'paused', 1);
    const res = await submitOnce(busy, { fileName: 'a.csv', data: `id,text\r\n1,"${abstract(1)}"`, contentType: 'text/csv' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
  });
});

describe('personal access tokens', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('are made on a session, work on the corpus routes only, are listed without the token, and stop at once when revoked', async () => {
    const made = await app.inject({ method: 'POST', url: '/api/research/tokens', headers: { cookie: owner.cookie, ...fromOurPage }, payload: { name: 'my script' } });
    expect(made.statusCode, made.body).toBe(201);
    const { id, token } = made.json<{ id: string; token: string }>();
    expect(token).toMatch(/^scs_pat_/);

    const listed = await get(owner, '/api/research/tokens');
    expect(listed.json()).toEqual({ tokens: [expect.objectContaining({ id, name: 'my script', scope: 'corpus-jobs' })] });
    expect(listed.body).not.toContain(token);

    const csv = `id,text\r\n1,"${abstract(1)}"`;
    const body = multipartBody([{ name: 'file', fileName: 'by-script.csv', contentType: 'text/csv', data: csv }]);
    const submitted = await app.inject({ method: 'POST', url: '/api/research/corpora', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const jobs = await app.inject({ method: 'GET', url: '/api/research/corpora', headers: bearer(token) });
    expect(jobs.json<{ jobs: CorpusJob[] }>().jobs.map((job) => job.name)).toContain('by-script.csv');

    // Scoped to corpus jobs: the research export, and making more tokens, need a session.
    expect((await app.inject({ method: 'GET', url: '/api/research/summary', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/research/tokens', headers: bearer(token), payload: { name: 'x' } })).statusCode).toBe(401);

    const revoked = await app.inject({ method: 'DELETE', url: `/api/research/tokens/${id}`, headers: { cookie: owner.cookie, ...fromOurPage } });
    expect(revoked.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/research/corpora', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('are rate-limited per token (429 with Retry-After), and are stored hashed', async () => {
    const user = await researcher();
    const made = await app.inject({ method: 'POST', url: '/api/research/tokens', headers: { cookie: user.cookie, ...fromOurPage }, payload: { name: 'busy' } });
    const { token } = made.json<{ token: string }>();
    const [stored] = await app.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token.slice(8));
    let last = 200;
    for (let i = 0; i < 121 && last === 200; i++) last = (await app.inject({ method: 'GET', url: '/api/research/corpora', headers: bearer(token) })).statusCode;
    expect(last).toBe(429);
  });
});

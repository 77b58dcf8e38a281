// The researchers' API (docs/research.md): who reaches it (visitor, ordinary user, researcher,
// revoked researcher), the counts per edition, the filters, and a finished research session
// round-tripped through the CSV export. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { RESEARCH_EDITIONS, type ResearchSummary } from '@scicomm/shared/research-api';
import { accessTokenFor, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from '../exercises/exercise-repository.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { grantResearcher, revokeResearcher } from './researcher-admin.ts';
import { COMMON_COLUMNS } from './research-service.ts';
import { readExport } from './testing.ts';

const researchUuid = randomUUID();
const slimPath = `/api/exercises/research/${researchUuid}-halflife-slim`;
const coherenceFullPath = `/api/exercises/research/${researchUuid}-coherence-full`;
let app: FastifyInstance;
let researcher: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer(), env: { RESEARCH_UUID: researchUuid } });
  researcher = await registerTestUser(app);
  expect((await grantResearcher(app.db, researcher.email)).outcome).toBe('granted');
  researcher = await withTwoFactor(app, researcher);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const as = (user: TestUser) => ({ cookie: user.cookie });

async function summary(query = ''): Promise<Map<string, { started: number; finished: number }>> {
  const res = await get(`/api/research/summary${query}`, as(researcher));
  expect(res.statusCode).toBe(200);
  return new Map(res.json<ResearchSummary>().editions.map(({ edition, started, finished }) => [edition, { started, finished }]));
}

/** A Half Life slim research session played to the end (name, four texts, choice, reflections). */
async function finishSlimSession(name: string, openResponse: string): Promise<ExerciseSession> {
  const s = new ExerciseSession(app, slimPath);
  await s.send(null);
  await s.send(name);
  await s.send('3');
  for (const answer of [essay(120), essay(60), essay(30), essay(120, 'Plants')]) await s.send(answer, { Pasted: true, PastedChars: 12 });
  await s.send('2');
  for (const rating of ['4', '5', '3', '2']) await s.send(rating);
  await s.send(openResponse);
  expect(s.stage).toBe(8);
  return s;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('who reaches the research API', () => {
  const urls = ['/api/research/summary', '/api/research/export', '/api/research/export?editions=nope&from=x'];

  it('whether one is a researcher is answered to anybody, 200 with researcher false for all but a researcher (the menu asks it on every page)', async () => {
    const user = await registerTestUser(app);
    for (const headers of [{}, as(user), { authorization: `Bearer ${await accessTokenFor(app, user)}` }] as Array<Record<string, string>>) {
      const res = await get('/api/research/access', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ researcher: false });
    }
  });

  it('a visitor gets 404 (not 401 or 403), even for a malformed query', async () => {
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('an ordinary signed-in user gets 404, with the cookie or an access token', async () => {
    const user = await registerTestUser(app);
    const token = await accessTokenFor(app, user);
    for (const url of urls) {
      expect((await get(url, as(user))).statusCode, url).toBe(404);
      expect((await get(url, { authorization: `Bearer ${token}` })).statusCode, url).toBe(404);
    }
  });

  it('a researcher gets the pages, with the cookie or an access token; the answers are never cached', async () => {
    const access = await get('/api/research/access', as(researcher));
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({ researcher: true });
    expect(access.headers['cache-control']).toBe('no-store');
    const token = await accessTokenFor(app, researcher);
    const res = await get('/api/research/summary', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ResearchSummary>().editions.map((row) => row.edition)).toEqual([...RESEARCH_EDITIONS]);
    const csv = await get('/api/research/export', as(researcher));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="research-export_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers['cache-control']).toBe('no-store');
  });

  it('a revoked researcher gets 404 at once, on the session they already have', async () => {
    const former = await withTwoFactor(app, await registerTestUser(app));
    await grantResearcher(app.db, former.email.toUpperCase());
    expect((await get('/api/research/access', as(former))).statusCode).toBe(200);
    expect((await revokeResearcher(app.db, former.email)).outcome).toBe('revoked');
    for (const url of urls) expect((await get(url, as(former))).statusCode, url).toBe(404);
    expect((await get('/api/research/access', as(former))).json()).toEqual({ researcher: false });
  });

  it('the Research page answers 401 to a visitor, 404 to all others but a researcher, whose page is 200', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-research-page-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const site = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
    const page = (headers: Record<string, string> = {}) => site.inject({ method: 'GET', url: '/research', headers });
    // Signed in on this app (its own AUTH_SECRET signs the cookies).
    const ordinary = await registerTestUser(site);
    const other = await registerTestUser(site);
    await grantResearcher(site.db, other.email);
    // A visitor is asked to sign in (401), as on every page signing in could open.
    expect((await page()).statusCode).toBe(401);
    expect((await page({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await page(as(ordinary))).statusCode).toBe(404);
    const res = await page(as(other));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    await revokeResearcher(site.db, other.email);
    // The browser revalidates the page it cached while a researcher: the 404 still has a body.
    const revalidated = await page({ ...as(other), 'if-none-match': String(res.headers.etag) });
    expect(revalidated.statusCode).toBe(404);
    expect(revalidated.body).toContain('<div id="root">');
  });

  it('an invalid bearer token is 401, as everywhere', async () => {
    expect((await get('/api/research/summary', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('the web cannot grant the role: no research route changes anything', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/research/access', headers: as(researcher), payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    const paths = Object.keys((await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>().paths);
    // Corpus jobs and personal tokens are a researcher's own work (docs/research.md "Corpora"): none touches a role.
    const roleless = (path: string) => path.startsWith('/api/research/corpora') || path.startsWith('/api/research/tokens');
    expect(paths.filter((path) => path.startsWith('/api/research') && !roleless(path))).toEqual([
      '/api/research/access',
      '/api/research/summary',
      '/api/research/export',
    ]);
  });
});

describe('research summary', () => {
  it('counts sessions started and finished per edition, research sessions only', async () => {
    const before = await summary();
    await finishSlimSession('Grace Hopper', 'It helped.');
    const unfinished = new ExerciseSession(app, coherenceFullPath);
    await unfinished.send(null);
    await unfinished.send('Ada Lovelace');
    const link = new ExerciseSession(app, '/api/HalfLife', { isResearch: true });
    await link.send(null);
    await link.send('Marie Curie');
    const ordinary = new ExerciseSession(app, '/api/HalfLife');
    await ordinary.send(null);
    await ordinary.send('2');
    const after = await summary();
    const delta = (edition: string) => ({
      started: after.get(edition)!.started - before.get(edition)!.started,
      finished: after.get(edition)!.finished - before.get(edition)!.finished,
    });
    expect(delta('half-life-slim')).toEqual({ started: 1, finished: 1 });
    expect(delta('coherence-full')).toEqual({ started: 1, finished: 0 });
    expect(delta('half-life-link')).toEqual({ started: 1, finished: 0 });
    expect(delta('half-life-full')).toEqual({ started: 0, finished: 0 });
  });

  it('filters by the day the session started (UTC, both ends included)', async () => {
    // Other test files leave research rows of other days in the shared database: compare changes.
    const ranges = [`?from=${today()}&to=${today()}`, `?from=${today()}`, `?to=${daysFromToday(-1)}`, `?from=${daysFromToday(1)}`];
    const before = await Promise.all(ranges.map((range) => summary(range)));
    await finishSlimSession('Lise Meitner', 'It helped.');
    const after = await Promise.all(ranges.map((range) => summary(range)));
    const slimDelta = (index: number) => ({
      started: after[index]!.get('half-life-slim')!.started - before[index]!.get('half-life-slim')!.started,
      finished: after[index]!.get('half-life-slim')!.finished - before[index]!.get('half-life-slim')!.finished,
    });
    expect(slimDelta(0)).toEqual({ started: 1, finished: 1 });
    expect(slimDelta(1)).toEqual({ started: 1, finished: 1 });
    expect(slimDelta(2)).toEqual({ started: 0, finished: 0 });
    expect(slimDelta(3)).toEqual({ started: 0, finished: 0 });
  });

  it('a bad range is a clear 400 for a researcher', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30', 'YYYY-MM-DD'],
      ['?from=yesterday', 'YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'must not be after'],
    ] as const) {
      const res = await get(`/api/research/summary${query}`, as(researcher));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
    const editions = await get('/api/research/export?editions=half-life-slim,half-life-medium', as(researcher));
    expect(editions.statusCode).toBe(400);
    expect(editions.json().error.message).toContain('half-life-full');
  });
});

describe('research export', () => {
  it('round-trips a finished slim session: one row with its name, times, texts, choices and reflections', async () => {
    const name = '=HYPERLINK("x") Lovelace';
    const open = 'It helped, "a lot":\nshorter texts, -clearer ideas.';
    const s = await finishSlimSession(name, open);
    const row = await getExerciseRow(app.db, 'halfLife', s.rowId);
    expect(row?.endTime).toBeInstanceOf(Date);

    const res = await get(`/api/research/export?editions=half-life-slim&from=${today()}&to=${today()}`, as(researcher));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`research-export_half-life-slim_${today()}_to_${today()}.csv`);
    const { header, rows } = readExport(res.body);
    expect(header.slice(0, COMMON_COLUMNS.length)).toEqual([...COMMON_COLUMNS]);
    for (const column of ['target_audience', 'text120_first', 'text60', 'text30', 'text120_last', 'which_is_better', 'reflection_answer1', 'reflection_answer4', 'reflection_open_response', 'text120_first_gpt3', 'text120_first_jargon', 'text120_first_jargon_score'])
      expect(header).toContain(column);
    // Only Half Life's columns when only a Half Life edition is chosen; never an account, an address or a place.
    expect(header).not.toContain('initial_text');
    expect(header.join(',')).not.toMatch(/user_id|\bip\b|ip_address|location|country|city|geo|messages/i);
    expect(rows.every((record) => record.edition === 'half-life-slim')).toBe(true);

    const exported = rows.find((record) => record.session_id === s.rowId);
    expect(exported).toBeDefined();
    expect(exported).toMatchObject({
      edition: 'half-life-slim',
      exercise: 'half-life',
      variant: 'research-slim',
      // A cell that a spreadsheet would run as a formula gets an apostrophe.
      participant_name: `'${row?.participantName}`,
      start_time: row?.startTime?.toISOString(),
      end_time: row?.endTime?.toISOString(),
      finished: 'true',
      stage_reached: '8',
      target_audience: row?.targetAudience,
      text120_first: essay(120),
      text60: essay(60),
      text30: essay(30),
      text120_last: essay(120, 'Plants'),
      which_is_better: row?.whichIsBetter,
      reflection_answer1: '4',
      reflection_answer2: '5',
      reflection_answer3: '3',
      reflection_answer4: '2',
      // Commas, quotes and a line break survive the round trip.
      reflection_open_response: row?.reflectionOpenResponse,
      text120_first_total_words: '120',
    });
    expect(row?.participantName).toContain('HYPERLINK');
    expect(row?.reflectionOpenResponse).toContain('"a lot"');
    expect(row?.reflectionOpenResponse).toContain('\n');
    expect(JSON.parse(exported?.copy_paste_check ?? "")).toEqual(row?.copyPasteCheck);
    expect(Object.keys(JSON.parse(exported?.copy_paste_check ?? ""))).toHaveLength(4);
  });

  it('the editions filter chooses the rows and the columns; a range that excludes today leaves today\'s sessions out', async () => {
    const s = new ExerciseSession(app, coherenceFullPath);
    await s.send(null);
    await s.send('Rosalind Franklin');
    const both = readExport((await get('/api/research/export?editions=half-life-slim,coherence-full', as(researcher))).body);
    expect(both.header).toEqual(expect.arrayContaining(['text120_first', 'initial_text', 'question1_choice', 'question1_details', 'feedback1', 'revision_after_question1', 'final_text']));
    expect(new Set(both.rows.map((record) => record.edition))).toEqual(new Set(['half-life-slim', 'coherence-full']));
    expect(both.rows.find((record) => record.session_id === s.rowId)).toMatchObject({ participant_name: 'Rosalind Franklin', finished: 'false', stage_reached: '2' });

    const ct = readExport((await get('/api/research/export?editions=critical-thinking-slim', as(researcher))).body);
    expect(ct.header).toEqual(expect.arrayContaining(['initial_summary', 'question5_answer', 'final_summary']));
    expect(ct.header).not.toContain('text120_first');

    const todays = readExport((await get(`/api/research/export?from=${today()}`, as(researcher))).body);
    expect(todays.rows.map((record) => record.session_id)).toContain(s.rowId);
    const earlier = readExport((await get(`/api/research/export?to=${daysFromToday(-1)}`, as(researcher))).body);
    expect(earlier.rows.map((record) => record.session_id)).not.toContain(s.rowId);
    expect(earlier.rows.every((record) => (record.start_time ?? "") < `${today()}T00:00:00.000Z`)).toBe(true);
    expect(earlier.header.slice(0, COMMON_COLUMNS.length)).toEqual([...COMMON_COLUMNS]);
  });
});

// Reports of wrong coach remarks (docs/exercises.md "Reporting a wrong remark"): the exercise
// reply marks each remark line with its finding; a report keeps the kind, span, exercise, stage
// and place always, and the texts only for a writer whose texts are kept; bad input is a 400 in
// the one error shape; the admin view counts per kind and week and exists for admins only.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import type { CoachReportsReply } from '@scicomm/shared/coach-report-api';
import { fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { coachReports } from '../db/schema.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { grantAdmin, revokeAdmin } from './admin-role.ts';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }) });
  admin = await registerTestUser(app);
  expect(await grantAdmin(app.db, admin.email)).toBe('granted');
  admin = await withTwoFactor(app, admin);
});

type Headers = Record<string, string>;
const asUser = (user: TestUser): Headers => ({ cookie: user.cookie, ...fromOurPage });
const guestWithTerms: Headers = { cookie: `${TERMS_CONSENT_COOKIE}=true`, ...fromOurPage };

/** A kind no other test file reports, so the admin view's counts are this file's own. */
const uniqueKind = () => `test.k${randomUUID().slice(0, 8)}`;

function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    exercise: 'halfLife',
    stage: 3,
    field: 'text120First',
    kind: 'jargon.rareWords',
    start: 0,
    end: 11,
    reason: 'wrong',
    place: 'chat',
    remark: 'Words your readers may not know: epigenetics.',
    excerpt: 'Epigenetics',
    comment: 'Everyone in my field knows this word.',
    ...overrides,
  };
}

const report = (headers: Headers, payload: unknown) => app.inject({ method: 'POST', url: '/api/coach-reports', headers, payload: payload as object });

async function storedReport(id: string) {
  const [row] = await app.db.select().from(coachReports).where(eq(coachReports.id, id));
  return row;
}

describe('the exercise reply', () => {
  it("marks each line of the coach's feedback that says a finding with its kind, stage and answer field", async () => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    await session.send(null);
    await session.send('2');
    // A first sentence of 20 words: too long for junior-high readers, the remark quotes it.
    const long = ['Epigenetics', ...Array.from({ length: 18 }, () => 'plants'), 'grow.'].join(' ');
    await session.send(`${long} ${essay(100, 'Plants')}`);
    const marked = (session.lastReply?.messages ?? []).filter((message) => message.Remarks);
    expect(marked.length).toBeGreaterThan(0);
    const remarks = marked.flatMap((message) => (message as { Remarks?: Array<Record<string, unknown>> }).Remarks ?? []);
    expect(remarks).toContainEqual(expect.objectContaining({ Kind: 'sentence.tooLong', Stage: 3, Field: 'text120First', Excerpt: long }));
    for (const message of marked) {
      const lines = message.Text.split('<br />');
      for (const remark of (message as { Remarks?: Array<{ Line: number }> }).Remarks ?? []) expect(lines[remark.Line]).toBeDefined();
    }
  });
});

describe('a report', () => {
  it('of a writer who saves texts keeps the kind, span, stage, remark, excerpt and comment', async () => {
    const writer = await registerTestUser(app, { rejectSaveData: false });
    const res = await report(asUser(writer), reportBody({ taskId: `${randomUUID()}.signature` }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ keptText: true });
    expect(await storedReport(res.json().id)).toMatchObject({
      exercise: 'halfLife',
      stage: 3,
      field: 'text120First',
      findingKind: 'jargon.rareWords',
      spanStart: 0,
      spanEnd: 11,
      reason: 'wrong',
      place: 'chat',
      userId: writer.id,
      remark: 'Words your readers may not know: epigenetics.',
      excerpt: 'Epigenetics',
      comment: 'Everyone in my field knows this word.',
      // The taskId is not one this server signed: the report names no session.
      sessionId: null,
    });
  });

  it("names the session of its taskId only when this server signed the taskId for the exercise and the reporter", async () => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    await session.send(null);
    await session.send('2');
    await session.send(essay(120));
    const taskId = String(session.history.taskId);
    const rowId = taskId.split('.')[0];
    const genuine = await report(guestWithTerms, reportBody({ taskId }));
    expect(genuine.statusCode).toBe(201);
    expect(await storedReport(genuine.json().id)).toMatchObject({ sessionId: rowId, comment: null });
    const writer = await registerTestUser(app, { rejectSaveData: false });
    for (const [headers, payload] of [
      [guestWithTerms, reportBody({ taskId: `${rowId}.forged` })],
      [guestWithTerms, reportBody({ taskId: rowId })],
      [guestWithTerms, reportBody({ taskId, exercise: 'ethics' })],
      [asUser(writer), reportBody({ taskId })],
    ] as const) {
      const res = await report(headers, payload);
      expect(res.statusCode).toBe(201);
      expect(await storedReport(res.json().id), JSON.stringify(payload)).toMatchObject({ sessionId: null });
    }
  });

  it('of a writer who chose "Don\'t Save Data" keeps no text at all, only the kind, span and place', async () => {
    const writer = await registerTestUser(app, { rejectSaveData: true });
    const res = await report(asUser(writer), reportBody({ reason: 'unhelpful', place: 'summary' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ keptText: false });
    const row = await storedReport(res.json().id);
    expect(row).toMatchObject({ findingKind: 'jargon.rareWords', spanStart: 0, spanEnd: 11, reason: 'unhelpful', place: 'summary' });
    expect(row).toMatchObject({ userId: null, remark: null, excerpt: null, comment: null });
  });

  it('loses its texts when the writer later chooses "Don\'t Save Data"', async () => {
    const writer = await registerTestUser(app, { rejectSaveData: false });
    const id = (await report(asUser(writer), reportBody())).json().id as string;
    expect((await storedReport(id))?.comment).not.toBeNull();
    const profile = await app.inject({ method: 'GET', url: '/api/account/profile', headers: asUser(writer) });
    const { email: _email, ...body } = profile.json().profile as Record<string, unknown>;
    const saved = await app.inject({ method: 'PUT', url: '/api/account/profile', headers: asUser(writer), payload: { ...body, rejectSaveData: true } });
    expect(saved.statusCode).toBe(200);
    expect(await storedReport(id)).toMatchObject({ findingKind: 'jargon.rareWords', spanStart: 0, userId: null, remark: null, excerpt: null, comment: null });
  });

  it('of a guest needs the terms accepted, and keeps no text', async () => {
    const refused = await report(fromOurPage, reportBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'TERMS_NOT_ACCEPTED', message: expect.any(String) } });
    const res = await report(guestWithTerms, reportBody({ place: 'shared' }));
    expect(res.statusCode).toBe(201);
    expect(await storedReport(res.json().id)).toMatchObject({ place: 'shared', userId: null, remark: null, excerpt: null, comment: null });
  });

  it.each([
    ['an unknown reason', { reason: 'rude' }, 'reason'],
    ['a kind that is no finding kind', { kind: 'jargon rare <b>' }, 'kind'],
    ['a start without an end', { end: undefined }, 'end'],
    ['an end before the start', { start: 9, end: 2 }, 'end'],
    ['an overlong comment', { comment: 'x'.repeat(1001) }, 'comment'],
    ['an unknown exercise', { exercise: 'poetry' }, 'exercise'],
    ['no remark', { remark: '   ' }, 'remark'],
  ])('with %s is refused with 400 in the one error shape, and nothing is stored', async (_name, overrides, field) => {
    const kind = uniqueKind();
    const res = await report(guestWithTerms, reportBody({ kind, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String), field }) });
    expect(await app.db.select().from(coachReports).where(eq(coachReports.findingKind, kind))).toEqual([]);
  });

  it('that is not JSON is a 4xx JSON error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/coach-reports', headers: { ...guestWithTerms, 'content-type': 'application/json' }, payload: '{"exercise":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toEqual(expect.any(String));
  });
});

describe('the admin view', () => {
  const view = (headers: Headers, query = '') => app.inject({ method: 'GET', url: `/api/admin/coach-reports${query}`, headers });

  it('does not exist for visitors, ordinary users and revoked admins (404), even with a bad query', async () => {
    const ordinary = await registerTestUser(app);
    const revoked = await registerTestUser(app);
    expect(await grantAdmin(app.db, revoked.email)).toBe('granted');
    expect(await revokeAdmin(app.db, revoked.email)).toBe('revoked');
    for (const headers of [{}, asUser(ordinary), asUser(revoked)]) {
      for (const url of ['/api/admin/coach-reports', '/api/admin/coach-reports?weeks=x']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      // Whether one is an admin is answered to anybody (the menu asks it on every page): no.
      const access = await app.inject({ method: 'GET', url: '/api/admin/access', headers });
      expect(access.statusCode).toBe(200);
      expect(access.json()).toEqual({ admin: false });
    }
  });

  it('has a page whose HTML answers 401 to a visitor, 404 to all others but an admin, whose page is 200', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-admin-page-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const site = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
    const page = (headers: Headers = {}) => site.inject({ method: 'GET', url: '/admin/coach-reports', headers });
    // Signed in on this app (its own AUTH_SECRET signs the cookies).
    const ordinary = await registerTestUser(site);
    const other = await registerTestUser(site);
    expect(await grantAdmin(site.db, other.email)).toBe('granted');
    expect((await page()).statusCode).toBe(401);
    expect((await page({ cookie: ordinary.cookie })).statusCode).toBe(404);
    const res = await page({ cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('counts reports per kind and reason and per week, and lists the newest with their texts where kept', async () => {
    const kind = uniqueKind();
    const writer = await registerTestUser(app, { rejectSaveData: false });
    for (const reason of ['wrong', 'wrong', 'unhelpful']) expect((await report(asUser(writer), reportBody({ kind, reason }))).statusCode).toBe(201);
    expect((await report(guestWithTerms, reportBody({ kind, reason: 'wrong' }))).statusCode).toBe(201);

    const res = await view(asUser(admin), '?weeks=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<CoachReportsReply>();
    expect(body.kinds.find((entry) => entry.kind === kind)).toEqual({ kind, wrong: 3, unhelpful: 1, total: 4 });
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(body.weeks.filter((entry) => entry.kind === kind)).toEqual([{ week: monday.toISOString().slice(0, 10), kind, count: 4 }]);
    const mine = body.recent.filter((entry) => entry.kind === kind);
    expect(mine).toHaveLength(4);
    expect(mine.filter((entry) => entry.comment === 'Everyone in my field knows this word.')).toHaveLength(3);
    expect(mine.filter((entry) => entry.comment === null && entry.remark === null && entry.excerpt === null)).toHaveLength(1);

    expect((await view(asUser(admin), '?weeks=0')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/admin/access', headers: asUser(admin) })).json()).toEqual({ admin: true });
  });
});

describe("a writer's answer to a question of the coach", () => {
  const answer = (headers: Headers, payload: unknown) => app.inject({ method: 'POST', url: '/api/question-answers', headers, payload: payload as object });
  const answerBody = (overrides: Record<string, unknown> = {}) => ({ exercise: 'halfLife', kind: 'jargon.wordsForReaders', language: 'he', answer: 'readersKnow', ...overrides });

  it('is counted per kind and language for the admins, with no text and no user kept', async () => {
    const kind = uniqueKind();
    const writer = await registerTestUser(app);
    for (const body of [answerBody({ kind }), answerBody({ kind }), answerBody({ kind, answer: 'willChange' }), answerBody({ kind, language: 'ar' })]) {
      const res = await answer(asUser(writer), body);
      expect(res.statusCode).toBe(204);
    }
    expect((await answer(guestWithTerms, answerBody({ kind, language: 'en', answer: 'willChange' }))).statusCode).toBe(204);
    const body = (await app.inject({ method: 'GET', url: '/api/admin/coach-reports?weeks=1', headers: asUser(admin) })).json<CoachReportsReply>();
    expect(body.questionAnswers.filter((entry) => entry.kind === kind)).toEqual([
      { kind, language: 'ar', readersKnow: 1, willChange: 0 },
      { kind, language: 'en', readersKnow: 0, willChange: 1 },
      { kind, language: 'he', readersKnow: 2, willChange: 1 },
    ]);
  });

  it('of a guest needs the terms accepted, and bad input is a 400 in the one error shape', async () => {
    const guest = await answer(fromOurPage, answerBody());
    expect(guest.statusCode).toBe(403);
    expect(guest.json<{ error: { code: string } }>().error.code).toBe('TERMS_NOT_ACCEPTED');
    for (const bad of [answerBody({ answer: 'maybe' }), answerBody({ language: 'fr' }), answerBody({ kind: '<script>' }), answerBody({ exercise: 'nope' })]) {
      const res = await answer(guestWithTerms, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBeTruthy();
    }
  });
});

// The sharing API end to end against the real app and database: the authorization matrix
// (owner, another user, visitor × create, list, revoke, view), expiry, revocation, anonymised
// tasks, bad tokens, what a shared record does and does not contain, and the robots rules of
// the /share page.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { TaskType } from '@scicomm/shared/account-api';
import { accessTokenFor, fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { taskTables } from '../db/task-tables.ts';
import { shares } from '../db/schema.ts';
import { essay } from '../exercises/exercise-test-client.ts';
import { signTaskId } from '../exercises/task-token.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { tamperedSignature } from '../test/tampered.ts';
import { withRobotsMeta } from './share-page.ts';
import { isWellFormedShareToken, newShareToken } from './share-token.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }),
  });
});

type Headers = Record<string, string>;
const asOwner = (user: TestUser): Headers => ({ cookie: user.cookie, ...fromOurPage });

/** Plays Half Life up to the first 120-word text: a stored row with a conversation. */
async function writeHalfLife(headers: Headers) {
  let history: Record<string, unknown> = {};
  const conversation: unknown[] = [];
  for (const answer of [null, '2', essay(120)]) {
    if (answer !== null) conversation.push({ Text: answer, IsStudent: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      headers,
      payload: { ...history, Messages: conversation },
    });
    expect(res.statusCode).toBe(200);
    history = res.json().updatedHistory;
    conversation.push(...res.json().messages);
  }
  const taskId = String(history.taskId);
  return { taskId, rowId: taskId.split('.')[0] ?? '' };
}

async function createShare(headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/shares', headers, payload: body });
}

async function view(token: string) {
  return app.inject({ method: 'GET', url: `/api/shares/${token}` });
}

describe('sharing an exercise', () => {
  let owner: TestUser;
  let other: TestUser;
  let task: { taskId: string; rowId: string };

  beforeAll(async () => {
    owner = await registerTestUser(app, { rejectSaveData: false });
    other = await registerTestUser(app, { rejectSaveData: false });
    task = await writeHalfLife(asOwner(owner));
  });

  it('builds the link from the server\'s own address, not from the Host or X-Forwarded-Host header', async () => {
    const res = await createShare(
      { cookie: owner.cookie, 'sec-fetch-site': 'same-origin', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      { taskType: 'halflife', taskId: task.taskId },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe(`http://localhost:80/share/${res.json().token}`);
  });

  it('the owner creates a link with the signed taskId of the reply; anyone can view it read-only', async () => {
    const res = await createShare(asOwner(owner), { taskType: 'halflife', taskId: task.taskId });
    expect(res.statusCode).toBe(201);
    const share = res.json();
    expect(share.expiresAt).toBeNull();
    expect(share.url).toBe(`http://localhost:80/share/${share.token}`);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const shown = await view(share.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(shown.headers['cache-control']).toBe('no-store');
    const { task: shared } = shown.json();
    expect(shared).toMatchObject({
      type: 'halflife',
      label: 'Half Life',
      rebuilt: false,
      dejargonizer: null,
    });
    expect(shared.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      shared.conversation.some((m: { text: string }) =>
        m.text.includes('Your suitability for a general audience score was'),
      ),
    ).toBe(true);
    expect(shared.conversation.some((m: { isStudent: boolean }) => m.isStudent)).toBe(true);
  });

  it('a shared record never names its owner: no e-mail, no user id, no demographics, not the row id', async () => {
    const { token } = (
      await createShare(asOwner(owner), { taskType: 'halflife', taskId: task.rowId })
    ).json();
    const body = (await view(token)).body;
    expect(body).not.toContain(owner.email);
    expect(body).not.toContain(owner.id);
    expect(body).not.toContain(task.rowId);
    for (const word of [
      'Female',
      'Doctorate',
      'Explain my research to my family',
      'Israel',
      'email',
      'userId',
      'createdBy',
    ])
      expect(body).not.toContain(word);
  });

  it('accepts the plain row id of Your Tasks as well as the signed taskId, in either case', async () => {
    for (const taskId of [task.rowId, task.rowId.toUpperCase(), task.taskId]) {
      const res = await createShare(asOwner(owner), { taskType: 'halflife', taskId });
      expect(res.statusCode, taskId).toBe(201);
    }
  });

  it('the authorization matrix: another user and a visitor can neither create, list nor revoke; everyone can view', async () => {
    const created = await createShare(asOwner(owner), {
      taskType: 'halflife',
      taskId: task.taskId,
      expiresInDays: 7,
    });
    const { token } = created.json();

    // create
    expect(
      (await createShare(asOwner(other), { taskType: 'halflife', taskId: task.rowId })).statusCode,
    ).toBe(404);
    expect(
      (await createShare(asOwner(other), { taskType: 'halflife', taskId: task.taskId })).statusCode,
    ).toBe(404);
    const visitorCreate = await createShare({}, { taskType: 'halflife', taskId: task.rowId });
    expect(visitorCreate.statusCode).toBe(401);
    expect(visitorCreate.json().error.code).toBe('UNAUTHORIZED');
    // A visitor hears 401 before anything about a bad body.
    expect((await createShare({}, { nonsense: true })).statusCode).toBe(401);

    // list
    const list = (headers: Headers, taskId = task.taskId) =>
      app.inject({
        method: 'GET',
        url: `/api/shares?taskType=halflife&taskId=${encodeURIComponent(taskId)}`,
        headers,
      });
    const mine = await list(asOwner(owner));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().shares.map((s: { token: string }) => s.token)).toContain(token);
    expect((await list(asOwner(other))).statusCode).toBe(404);
    expect((await list(asOwner(other), task.rowId)).statusCode).toBe(404);
    expect((await list({})).statusCode).toBe(401);

    // revoke
    const revoke = (headers: Headers) =>
      app.inject({ method: 'DELETE', url: `/api/shares/${token}`, headers });
    expect((await revoke(asOwner(other))).statusCode).toBe(404);
    expect((await revoke({})).statusCode).toBe(401);
    expect((await view(token)).statusCode).toBe(200);

    // view: the owner, another user and a visitor alike
    for (const headers of [asOwner(owner), asOwner(other), {}]) {
      const res = await app.inject({ method: 'GET', url: `/api/shares/${token}`, headers });
      expect(res.statusCode).toBe(200);
    }

    const revoked = await revoke(asOwner(owner));
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
  });

  it('the owner works with a bearer access token too, with no Origin needed', async () => {
    const bearer = { authorization: `Bearer ${await accessTokenFor(app, owner)}` };
    const created = await createShare(bearer, { taskType: 'halflife', taskId: task.taskId });
    expect(created.statusCode).toBe(201);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/shares/${created.json().token}`,
      headers: bearer,
    });
    expect(revoked.statusCode).toBe(204);
  });

  it('refuses a cookie request from another site (CSRF) with 403 and makes no link', async () => {
    // A writer and a task of this test's own, so no other test's links are counted.
    const writer = await registerTestUser(app, { rejectSaveData: false });
    const own = await writeHalfLife(asOwner(writer));
    const res = await createShare(
      { cookie: writer.cookie, origin: 'https://evil.example' },
      { taskType: 'halflife', taskId: own.taskId },
    );
    expect(res.statusCode).toBe(403);
    expect(await app.db.select().from(shares).where(eq(shares.createdBy, writer.id))).toEqual([]);
  });

  it('a revoked link answers 410 SHARE_REVOKED and leaves the list of live links', async () => {
    const { token } = (
      await createShare(asOwner(owner), { taskType: 'halflife', taskId: task.taskId })
    ).json();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/shares/${token}`, headers: asOwner(owner) }))
        .statusCode,
    ).toBe(204);
    const res = await view(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toEqual({
      code: 'SHARE_REVOKED',
      message: 'This link has been revoked.',
    });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['cache-control']).toBe('no-store');
    const live = await app.inject({
      method: 'GET',
      url: `/api/shares?taskType=halflife&taskId=${task.rowId}`,
      headers: asOwner(owner),
    });
    expect(live.json().shares.map((s: { token: string }) => s.token)).not.toContain(token);
    // Revoking again changes nothing and is still the owner's right.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/shares/${token}`, headers: asOwner(owner) }))
        .statusCode,
    ).toBe(204);
  });

  it('an expiring link carries its date; once expires_at is past it answers 410 SHARE_EXPIRED', async () => {
    const before = Date.now();
    const res = await createShare(asOwner(owner), {
      taskType: 'halflife',
      taskId: task.taskId,
      expiresInDays: 30,
    });
    const { token, expiresAt } = res.json();
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect((await view(token)).statusCode).toBe(200);

    await app.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, token));
    const expired = await view(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({
      code: 'SHARE_EXPIRED',
      message: 'This link has expired.',
    });
    const live = await app.inject({
      method: 'GET',
      url: `/api/shares?taskType=halflife&taskId=${task.rowId}`,
      headers: asOwner(owner),
    });
    expect(live.json().shares.map((s: { token: string }) => s.token)).not.toContain(token);
  });

  it('refuses bad expiries and task types with 400', async () => {
    for (const body of [
      { taskType: 'halflife', taskId: task.taskId, expiresInDays: 0 },
      { taskType: 'halflife', taskId: task.taskId, expiresInDays: 2.5 },
      { taskType: 'halflife', taskId: task.taskId, expiresInDays: 366 },
      { taskType: 'poetry', taskId: task.taskId },
      { taskType: 'halflife' },
    ]) {
      const res = await createShare(asOwner(owner), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a forged, foreign or mismatched taskId with 404', async () => {
    const signature = task.taskId.split('.')[1] ?? '';
    const forged = `${task.rowId}.${tamperedSignature(signature)}`;
    const otherSecret = signTaskId(
      'another secret of at least thirty-two characters',
      'halfLife',
      task.rowId,
      owner.id,
    );
    const forOther = signTaskId(app.config.authSecret, 'halfLife', task.rowId, other.id);
    const asEthics = signTaskId(app.config.authSecret, 'ethics', task.rowId, owner.id);
    for (const [taskType, taskId] of [
      ['halflife', forged],
      ['halflife', otherSecret],
      ['halflife', forOther],
      ['ethics', asEthics],
      ['ethics', task.rowId],
      ['dejargonizer', task.taskId],
      ['halflife', randomUUID()],
      ['halflife', 'not-an-id'],
    ] as const) {
      const res = await createShare(asOwner(owner), { taskType, taskId });
      expect(res.statusCode, `${taskType} ${taskId}`).toBe(404);
    }
  });

  it('a task anonymised by "Don\'t Save Data" can no longer be viewed through its links', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const written = await writeHalfLife(asOwner(user));
    const { token } = (
      await createShare(asOwner(user), { taskType: 'halflife', taskId: written.taskId })
    ).json();
    expect((await view(token)).statusCode).toBe(200);

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: asOwner(user),
      payload: {
        gender: null,
        age: null,
        academicBackground: null,
        fieldOfStudy: [],
        country: [],
        firstLanguage: [],
        goals: null,
        rejectSaveData: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await view(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('SHARE_NOT_FOUND');
    expect(res.body).not.toContain('Your suitability');
    // And no new link can be made to it.
    expect(
      (await createShare(asOwner(user), { taskType: 'halflife', taskId: written.rowId }))
        .statusCode,
    ).toBe(404);
  });

  it('a user who declined saving has no row to share: 404', async () => {
    const decliner = await registerTestUser(app, { rejectSaveData: true });
    const written = await writeHalfLife(asOwner(decliner));
    expect(
      (await createShare(asOwner(decliner), { taskType: 'halflife', taskId: written.taskId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('sharing an analysis and the other task types', () => {
  it('a De-Jargonizer analysis: the Grade reply’s taskId is shareable and the record shows text, result and statistics', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const graded = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      headers: asOwner(user),
      payload: {
        timePriodDDL: 'English2021_2024',
        ContentTA: 'Epigenetics changes how genes work in plants.',
      },
    });
    expect(graded.statusCode).toBe(200);
    const taskId = graded.json().taskId as string;
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);

    const created = await createShare(asOwner(user), { taskType: 'dejargonizer', taskId });
    expect(created.statusCode).toBe(201);
    const shown = await view(created.json().token);
    expect(shown.statusCode).toBe(200);
    const { task } = shown.json();
    expect(task).toMatchObject({ type: 'dejargonizer', label: 'DeJargonizer', conversation: [] });
    expect(task.dejargonizer).toMatchObject({
      dictionary: 'English2021_2024',
      text: 'Epigenetics changes how genes work in plants.',
      totalWords: 7,
    });
    expect(task.dejargonizer.resultText).toContain('Epigenetics');
    expect(typeof task.dejargonizer.jargonScore).toBe('number');
  });

  // The exercises built on other branches write rows into these tables; sharing reads them
  // through the same table map as Your Tasks, so each works as soon as its rows exist.
  it.each(['ethics', 'persuasive', 'coherence', 'critical-thinking'] as const)(
    'a %s task stored for its owner can be shared and viewed',
    async (type: TaskType) => {
      const user = await registerTestUser(app, { rejectSaveData: false });
      const table = taskTables[type] as typeof taskTables.coherence;
      const id = randomUUID();
      const values: Record<string, unknown> = {
        id,
        userId: user.id,
        messages: [{ Id: 'm1', Text: `A stored ${type} turn`, IsStudent: true, InputType: 'text' }],
      };
      await app.db.insert(table).values(values as typeof taskTables.coherence.$inferInsert);
      const signed = type === 'critical-thinking' ? 'criticalThinking' : type;
      for (const taskId of [id, signTaskId(app.config.authSecret, signed, id, user.id)]) {
        const created = await createShare(asOwner(user), { taskType: type, taskId });
        expect(created.statusCode).toBe(201);
        const shown = await view(created.json().token);
        expect(shown.statusCode).toBe(200);
        expect(shown.json().task.type).toBe(type);
        expect(shown.json().task.conversation[0].text).toBe(`A stored ${type} turn`);
      }
    },
  );
});

describe('bad tokens', () => {
  it.each([
    ['malformed', 'abc'],
    ['with other characters', 'a'.repeat(20) + '%21%21'],
    ['unknown', newShareToken()],
    ['longer than any token', 'a'.repeat(90)],
  ])('%s: 404 SHARE_NOT_FOUND, for viewing and for revoking', async (_what, token) => {
    const res = await view(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'SHARE_NOT_FOUND', message: 'Invalid link.' });
    const user = await registerTestUser(app);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/shares/${token}`,
      headers: asOwner(user),
    });
    expect(revoked.statusCode).toBe(404);
  });

  it('tokens are URL-safe, 192 random bits, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(isWellFormedShareToken(token)).toBe(true);
    }
    expect(Buffer.from([...tokens][0] ?? '', 'base64url')).toHaveLength(24);
  });
});

describe('abuse', () => {
  it('creating links is limited per user (30 an hour), with Retry-After; viewing writes nothing', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { taskId } = await writeHalfLife(asOwner(user));
    let token = '';
    for (let i = 0; i < 30; i++) {
      const res = await createShare(asOwner(user), { taskType: 'halflife', taskId });
      expect(res.statusCode).toBe(201);
      token = res.json().token;
    }
    const refused = await createShare(asOwner(user), { taskType: 'halflife', taskId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await registerTestUser(app, { rejectSaveData: false });
    const theirs = await writeHalfLife(asOwner(other));
    expect(
      (await createShare(asOwner(other), { taskType: 'halflife', taskId: theirs.taskId }))
        .statusCode,
    ).toBe(201);

    const [before] = await app.db.select().from(shares).where(eq(shares.id, token));
    for (let i = 0; i < 3; i++) expect((await view(token)).statusCode).toBe(200);
    const [after] = await app.db.select().from(shares).where(eq(shares.id, token));
    expect(after).toEqual(before);
  });
});

describe('the /share page', () => {
  it('adds the robots meta element to the head of the app’s page', () => {
    const html =
      '<!doctype html><html lang="en"><head>\n<meta charset="UTF-8" /><title>x</title></head><body></body></html>';
    const out = withRobotsMeta(html);
    expect(out).toContain(
      '<head>\n    <meta name="robots" content="noindex, nofollow, noarchive" />',
    );
    expect(out.indexOf('name="robots"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('is served with X-Robots-Tag for any token, and with the meta element when the app is built', async () => {
    for (const url of ['/share/abc', '/share/', '/share']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow, noarchive');
      if (res.statusCode === 200) {
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toMatch(
          /<head>[\s\S]*<meta name="robots" content="noindex, nofollow, noarchive" \/>[\s\S]*<\/head>/,
        );
      } else {
        // Only when apps/web/dist does not exist (the API tests do not need the web build).
        expect(res.statusCode).toBe(404);
      }
    }
  });

  it('the share endpoints are in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/shares', '/api/shares/{token}']),
    );
    expect(Object.keys(doc.paths['/api/shares/{token}'])).toEqual(
      expect.arrayContaining(['get', 'delete']),
    );
    expect(doc.paths['/api/shares'].post.responses).toHaveProperty('201');
  });
});

// Research data needs two-factor sign-in (docs/research.md "Two-factor sign-in"): every research,
// study and admin route refuses a researcher (or admin) whose account has two-factor off, or whose
// session did not pass the code, with 403 and a code the web app turns into a page; a session
// that passed the code gets the data. Others still get 404, participants are not affected.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import {
  accessTokenFor,
  cookieHeader,
  fromOurPage,
  registerTestUser,
  signIn,
  signInWithCode,
  type TestUser,
  withTwoFactor,
} from '../auth/testing.ts';
import { grantAdmin } from '../coach-reports/admin-role.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { grantResearcher } from './researcher-admin.ts';

let app: FastifyInstance;
let owner: TestUser & { totpURI: string };
let studyId: string;
let studyToken: string;

const twoArms = { title: 'Two factors', exercise: 'half-life', arms: ['full', 'slim'], allocation: 'balanced', identification: 'chat' };

async function researcher(): Promise<TestUser> {
  const user = await registerTestUser(app);
  expect((await grantResearcher(app.db, user.email)).outcome).toBe('granted');
  return user;
}

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer() });
  owner = await withTwoFactor(app, await researcher());
  const created = await app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: { cookie: owner.cookie, ...fromOurPage },
    payload: twoArms,
  });
  expect(created.statusCode, created.body).toBe(201);
  const study = created.json<{ id: string; links: Array<{ token: string }> }>();
  studyId = study.id;
  studyToken = study.links[0]!.token;
});

interface Request {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every route that gives research data, one request each (reads and writes). */
const researchRequests = (): Request[] => [
  { method: 'GET', url: '/api/research/access' },
  { method: 'GET', url: '/api/research/summary' },
  { method: 'GET', url: '/api/research/export' },
  { method: 'GET', url: '/api/studies' },
  { method: 'POST', url: '/api/studies', payload: twoArms },
  { method: 'GET', url: `/api/studies/${studyId}` },
  { method: 'PATCH', url: `/api/studies/${studyId}`, payload: { title: 'Renamed' } },
  { method: 'GET', url: `/api/studies/${studyId}/dashboard` },
  { method: 'GET', url: `/api/studies/${studyId}/export?format=csv` },
  { method: 'GET', url: `/api/studies/${studyId}/audit` },
  { method: 'POST', url: `/api/studies/${studyId}/preview/full/turn`, payload: { history: { currentStage: 0 }, message: '' } },
];

async function call(request: Request, headers: Record<string, string>) {
  return app.inject({ ...request, headers: { ...headers, ...fromOurPage } });
}

describe('research data and two-factor sign-in', () => {
  it('a researcher without two-factor gets 403 TWO_FACTOR_SETUP_REQUIRED from every research and study route', async () => {
    const plain = await researcher();
    // A member of the study, so that nothing but the second factor is missing.
    const added = await call(
      { method: 'POST', url: `/api/studies/${studyId}/collaborators`, payload: { email: plain.email } },
      { cookie: owner.cookie },
    );
    expect(added.statusCode, added.body).toBe(200);
    for (const request of researchRequests()) {
      const res = await call(request, { cookie: plain.cookie });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json().error.code, `${request.method} ${request.url}`).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    // A study it is no member of: the same 403, which tells nothing of the study.
    const stranger = await call({ method: 'GET', url: `/api/studies/${crypto.randomUUID()}` }, { cookie: plain.cookie });
    expect(stranger.statusCode).toBe(403);
  });

  it('a session from before two-factor was turned on gets 403 TWO_FACTOR_REQUIRED; the session that turned it on, and a sign-in with the code, get the data', async () => {
    const user = await researcher();
    const otherBrowser = cookieHeader(await signIn(app, user.email, user.password));
    const enabled = await withTwoFactor(app, user);
    for (const request of researchRequests().filter(({ url }) => url.startsWith('/api/research'))) {
      const old = await call(request, { cookie: otherBrowser });
      expect(old.statusCode, request.url).toBe(403);
      expect(old.json().error.code).toBe('TWO_FACTOR_REQUIRED');
      expect((await call(request, { cookie: enabled.cookie })).statusCode, request.url).toBe(200);
    }
    const signedInWithCode = await signInWithCode(app, enabled);
    expect((await call({ method: 'GET', url: '/api/studies' }, { cookie: signedInWithCode })).statusCode).toBe(200);
    // An access token carries its session's state.
    const token = await accessTokenFor(app, { ...user, cookie: signedInWithCode });
    expect((await call({ method: 'GET', url: '/api/research/summary' }, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const oldToken = await accessTokenFor(app, { ...user, cookie: otherBrowser });
    const refused = await call({ method: 'GET', url: '/api/research/summary' }, { authorization: `Bearer ${oldToken}` });
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it("the study's members with two-factor get every route", async () => {
    for (const request of researchRequests()) {
      const res = await call(request, { cookie: owner.cookie });
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('turning two-factor off takes research data away at once', async () => {
    const user = await withTwoFactor(app, await researcher());
    expect((await call({ method: 'GET', url: '/api/studies' }, { cookie: user.cookie })).statusCode).toBe(200);
    const off = await call(
      { method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: user.password } },
      { cookie: user.cookie },
    );
    expect(off.statusCode, off.body).toBe(200);
    const after = await call({ method: 'GET', url: '/api/studies' }, { cookie: cookieHeader(off, user.cookie) });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
  });

  it('an admin needs two-factor for the reports (research sessions keep their texts)', async () => {
    const admin = await registerTestUser(app);
    expect(await grantAdmin(app.db, admin.email)).toBe('granted');
    for (const url of ['/api/admin/access', '/api/admin/coach-reports']) {
      const res = await call({ method: 'GET', url }, { cookie: admin.cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    const verified = await withTwoFactor(app, admin);
    for (const url of ['/api/admin/access', '/api/admin/coach-reports'])
      expect((await call({ method: 'GET', url }, { cookie: verified.cookie })).statusCode, url).toBe(200);
  });

  it('others still get 404, and participants take part without any of it', async () => {
    const ordinary = await registerTestUser(app);
    for (const headers of [{}, { cookie: ordinary.cookie }] as Array<Record<string, string>>)
      for (const request of researchRequests()) {
        const res = await call(request, headers);
        // Whether one is a researcher is answered to anybody: no.
        if (request.url === '/api/research/access') expect(res.json()).toEqual({ researcher: false });
        else expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    const enrol = await call(
      { method: 'POST', url: `/api/participate/${studyToken}/enrol`, payload: { consent: true } },
      { cookie: ordinary.cookie },
    );
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect((await call({ method: 'GET', url: `/api/participate/${studyToken}` }, {})).statusCode).toBe(200);
  });
});

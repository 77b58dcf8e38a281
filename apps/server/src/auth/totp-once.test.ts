// A two-factor code completes one sign-in (RFC 6238 §5.2; docs/accounts.md "Abuse"): the same
// code again, on this process or another on the same database, is refused with a clear message,
// as is a code of an earlier step; the next step's code works; of two completions sent at once
// with one code, one succeeds. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';
import { cookieHeader, freshTotpCode, fromOurPage, registerTestUser, signIn, totpCode, withTwoFactor } from './testing.ts';

let app: FastifyInstance;
/** A second server process on the same database (the secret that encrypts TOTP secrets is the same). */
let otherProcess: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
  otherProcess = await buildCustomTestApp({ env: { AUTH_SECRET: app.config.authSecret } });
});

/** A password sign-in's pending two-factor step: the Cookie header that completes it. */
async function passwordStep(server: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await signIn(server, user.email, user.password);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieHeader(res);
}

const complete = (server: FastifyInstance, pending: string, code: string) =>
  server.inject({ method: 'POST', url: '/api/auth/two-factor/verify-totp', headers: { cookie: pending, ...fromOurPage }, payload: { code } });

const stepOf = async (uri: string, code: string) => {
  const now = Math.floor(Date.now() / 30_000);
  for (const step of [now - 1, now, now + 1]) if ((await totpCode(uri, step * 30_000)) === code) return step;
  throw new Error('the code is of no step within the window');
};

describe('a two-factor code', () => {
  it("completes one sign-in: after the code that turned two-factor on, the next step's code works once; again, or an earlier step's, is 401 TOTP_CODE_USED on any process", async () => {
    const user = await withTwoFactor(app, await registerTestUser(app));
    const code = await freshTotpCode(user.totpURI);
    const first = await complete(app, await passwordStep(app, user), code);
    expect(first.statusCode, first.body).toBe(200);
    expect(String(first.headers['set-cookie'])).toContain('session_token');

    const again = await complete(otherProcess, await passwordStep(otherProcess, user), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      error: { code: 'TOTP_CODE_USED', message: 'This code has already been used. Wait for the next code in your authenticator app and enter that one.' },
    });
    expect(String(again.headers['set-cookie'] ?? '')).not.toContain('session_token');
    const sameHere = await complete(app, await passwordStep(app, user), code);
    expect(sameHere.json().error.code).toBe('TOTP_CODE_USED');
    const earlier = await totpCode(user.totpURI, ((await stepOf(user.totpURI, code)) - 1) * 30_000);
    const older = await complete(app, await passwordStep(app, user), earlier);
    expect(older.json().error.code).toBe('TOTP_CODE_USED');
  });

  it('completes exactly one of two sign-ins sent at once with it, on two processes', async () => {
    const user = await withTwoFactor(app, await registerTestUser(app));
    const pending = [await passwordStep(app, user), await passwordStep(otherProcess, user)] as const;
    const code = await freshTotpCode(user.totpURI);
    const [one, other] = await Promise.all([complete(app, pending[0], code), complete(otherProcess, pending[1], code)]);
    expect([one!.statusCode, other!.statusCode].sort()).toEqual([200, 401]);
    expect([one!, other!].find((res) => res.statusCode === 401)?.json().error.code).toBe('TOTP_CODE_USED');
  });

  it('is a wrong code, not a used one, when it is of no step within the window', async () => {
    const user = await withTwoFactor(app, await registerTestUser(app));
    const wrong = (Number(await totpCode(user.totpURI)) + 1) % 1_000_000;
    const res = await complete(app, await passwordStep(app, user), String(wrong).padStart(6, '0'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CODE');
  });
});

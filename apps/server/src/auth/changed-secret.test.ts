// Two-factor accounts after AUTH_SECRET changed (a restart without it, or a new one): the app
// built twice over one database with two secrets, as a restart would. The TOTP key, encrypted
// with the old secret, cannot be read; the account is never lost: backup codes still work, the
// verify endpoints say what happened (never a 500), and a password reset turns two-factor off.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { symmetricEncrypt } from 'better-auth/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../db/schema.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';
import { cookieHeader, freshTotpCode, fromOurPage, registerTestUser, signIn, type TestUser } from './testing.ts';

let before: FastifyInstance;
let after: FastifyInstance;

// Three apps to build on a machine that may be busy: a generous limit, never a timing assertion.
beforeAll(async () => {
  await getTestApp();
  before = await buildCustomTestApp({ env: { AUTH_SECRET: 'the secret before the restart, 32+ characters' } });
  after = await buildCustomTestApp({ env: { AUTH_SECRET: 'the secret after the restart, also 32+ characters' } });
}, 300_000);

async function withTwoFactorOn(app: FastifyInstance): Promise<TestUser & { totpURI: string; backupCodes: string[] }> {
  const person = await registerTestUser(app);
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: person.cookie, ...fromOurPage },
    payload: { password: person.password },
  });
  const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: person.cookie, ...fromOurPage },
    payload: { code: await freshTotpCode(totpURI) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...person, totpURI, backupCodes };
}

async function pendingSignIn(app: FastifyInstance, person: TestUser): Promise<string> {
  const first = await signIn(app, person.email, person.password);
  expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieHeader(first);
}

const verify = (app: FastifyInstance, kind: 'totp' | 'backup-code', cookie: string, code: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/two-factor/verify-${kind}`,
    headers: { cookie, ...fromOurPage },
    payload: { code },
  });

describe('two-factor after AUTH_SECRET changed', () => {
  it('answers a TOTP code with 409 TWO_FACTOR_KEY_UNREADABLE, never a 500, and says what to do', async () => {
    const alice = await withTwoFactorOn(before);
    const res = await verify(after, 'totp', await pendingSignIn(after, alice), await freshTotpCode(alice.totpURI));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TWO_FACTOR_KEY_UNREADABLE');
    expect(res.json().error.message).toMatch(/backup code/);
    expect(res.json().error.message).toMatch(/reset your password/i);
  });

  it('still signs in with a backup code, which then works once only', async () => {
    const alice = await withTwoFactorOn(before);
    const [code] = alice.backupCodes;
    const res = await verify(after, 'backup-code', await pendingSignIn(after, alice), code!);
    expect(res.statusCode).toBe(200);
    const session = await after.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cookieHeader(res) } });
    expect(session.json().user.id).toBe(alice.id);
    const again = await verify(after, 'backup-code', await pendingSignIn(after, alice), code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_BACKUP_CODE');
  });

  it('keeps backup codes readable without the secret: only their salted hashes are stored', async () => {
    const alice = await withTwoFactorOn(before);
    const [row] = await before.db.select({ backupCodes: twoFactor.backupCodes }).from(twoFactor).where(eq(twoFactor.userId, alice.id));
    expect(row?.backupCodes).toMatch(/^hashed1:[\w-]+:[\w-]+(,[\w-]+){9}$/);
    for (const code of alice.backupCodes) expect(row?.backupCodes).not.toContain(code);
  });

  it('answers backup codes the old secret encrypted with 409 BACKUP_CODES_UNREADABLE, never a 500', async () => {
    const alice = await withTwoFactorOn(before);
    // As the library stored them before they were hashed: encrypted with the secret of then.
    const encrypted = await symmetricEncrypt({ key: 'the secret before the restart, 32+ characters', data: JSON.stringify(alice.backupCodes) });
    await before.db.update(twoFactor).set({ backupCodes: encrypted }).where(eq(twoFactor.userId, alice.id));
    const res = await verify(after, 'backup-code', await pendingSignIn(after, alice), alice.backupCodes[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('BACKUP_CODES_UNREADABLE');
    expect(res.json().error.message).toMatch(/reset your password/i);
  });

  it('signs in with encrypted backup codes while the secret that encrypted them is still set', async () => {
    const alice = await withTwoFactorOn(before);
    const encrypted = await symmetricEncrypt({ key: 'the secret before the restart, 32+ characters', data: JSON.stringify(alice.backupCodes) });
    await before.db.update(twoFactor).set({ backupCodes: encrypted }).where(eq(twoFactor.userId, alice.id));
    const res = await verify(before, 'backup-code', await pendingSignIn(before, alice), alice.backupCodes[1]!);
    expect(res.statusCode).toBe(200);
    const again = await verify(before, 'backup-code', await pendingSignIn(before, alice), alice.backupCodes[1]!);
    expect(again.statusCode).toBe(401);
  });

  it('turns the unreadable two-factor off at a password reset, and it can be turned on again', async () => {
    const alice = await withTwoFactorOn(before);
    await after.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: alice.email, redirectTo: '/reset-password' } });
    await until(() => after.auth.mailer.outbox.some((mail) => mail.to === alice.email));
    const mail = after.auth.mailer.outbox.find((sent) => sent.to === alice.email)!;
    const token = /reset-password\?token=(\S+)/.exec(mail.text)?.[1];
    const reset = await after.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token!), newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await after.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, alice.id));
    expect(row?.on).toBe(false);
    const signedIn = await signIn(after, alice.email, 'a brand new password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().twoFactorRedirect).toBeUndefined();
    const again = await withTwoFactorOnFor(after, { ...alice, password: 'a brand new password', cookie: cookieHeader(signedIn) });
    expect(again).toBe(200);
  });

  it('leaves a readable two-factor on at a password reset', async () => {
    const alice = await withTwoFactorOn(after);
    await after.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: alice.email, redirectTo: '/reset-password' } });
    await until(() => after.auth.mailer.outbox.some((mail) => mail.to === alice.email));
    const mail = after.auth.mailer.outbox.find((sent) => sent.to === alice.email)!;
    const token = /reset-password\?token=(\S+)/.exec(mail.text)?.[1];
    await after.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token!), newPassword: 'a brand new password' } });
    const [row] = await after.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, alice.id));
    expect(row?.on).toBe(true);
    expect((await signIn(after, alice.email, 'a brand new password')).json()).toMatchObject({ twoFactorRedirect: true });
  });
});

/** Turns two-factor on again for a signed-in person: the first code's status. */
async function withTwoFactorOnFor(app: FastifyInstance, person: TestUser): Promise<number> {
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: person.cookie, ...fromOurPage },
    payload: { password: person.password },
  });
  expect(enable.statusCode).toBe(200);
  const { totpURI } = enable.json<{ totpURI: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: person.cookie, ...fromOurPage },
    payload: { code: await freshTotpCode(totpURI) },
  });
  return confirm.statusCode;
}

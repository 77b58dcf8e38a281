import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { account, session, user, userDemographics } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';
import { withTamperedSignature } from '../test/tampered.ts';
import { createAccessTokens } from './access-token.ts';
import {
  accessTokenFor,
  cookieHeader,
  fromOurPage,
  registerTestUser,
  registrationBody,
  freshTotpCode,
  signIn,
  uniqueEmail,
} from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const register = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/account/register', payload, headers });

describe('registration', () => {
  it('creates the account with argon2id, stores the demographics, and signs in with an HttpOnly cookie', async () => {
    const body = registrationBody({
      goals: '<script>alert(1)</script> & more',
      rejectSaveData: true,
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ user: { id: string; email: string } }>().user;
    expect(res.json().user.email).toBe(body.email);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^scicomm\.session_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // only in production

    const [row] = await app.db
      .select()
      .from(userDemographics)
      .where(eq(userDemographics.userId, id));
    expect(row).toMatchObject({
      email: body.email,
      gender: 'Female',
      age: '25-34',
      academicBackground: 'Doctorate',
      fieldOfStudy: 'STEM research, Education',
      country: 'Israel',
      firstLanguage: 'Hebrew, English',
      goals: '<script>alert(1)</script> & more',
      acceptTermsPrivacyPolicy: true,
      rejectSaveData: true,
    });
    const [credential] = await app.db.select().from(account).where(eq(account.userId, id));
    expect(credential?.password).toMatch(/^\$argon2id\$/);
    const [started] = await app.db.select().from(session).where(eq(session.userId, id));
    // docs/decisions.md: no IP address, and we keep no browser fingerprint either.
    expect([started?.ipAddress || null, started?.userAgent || null]).toEqual([null, null]);
  });

  it('tells the signed-in state through get-session without exposing the session token', async () => {
    const alice = await registerTestUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: alice.cookie },
    });
    expect(res.json().user).toMatchObject({ id: alice.id, email: alice.email });
    expect(res.json().session).not.toHaveProperty('token');
    const visitor = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toBeNull();
  });

  it('holds the password to the shared rule (8 to 128 characters) and names the field', async () => {
    const short = await register(registrationBody({ password: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body field "password": Use at least 8 characters.',
        field: 'password',
      },
    });
    const long = await register(registrationBody({ password: 'x'.repeat(129) }));
    expect(long.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('refuses bad input field by field', async () => {
    const cases: Array<[object, string]> = [
      [{ email: 'not-an-address' }, 'email'],
      [{ acceptTermsPrivacyPolicy: false }, 'acceptTermsPrivacyPolicy'],
      [{ rejectSaveData: undefined }, 'rejectSaveData'],
      [{ gender: 'Robot' }, 'gender'],
      [{ country: ['Atlantis'] }, 'country'],
      [{ fieldOfStudy: ['Alchemy'] }, 'fieldOfStudy'],
      [{ goals: 'x'.repeat(2001) }, 'goals'],
    ];
    for (const [change, field] of cases) {
      const res = await register({ ...registrationBody(), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(field);
      // The wrong input by name, so a client needs no parsing of the English message.
      expect(res.json().error.field, field).toBe(field);
    }
    const terms = await register({ ...registrationBody(), acceptTermsPrivacyPolicy: false });
    expect(terms.json().error.message).toContain(
      'You must accept the Terms of Use and Privacy Policy to register.',
    );
    const { rejectSaveData: _omitted, ...noChoice } = registrationBody();
    expect((await register(noChoice)).json().error.message).toContain(
      'Please select whether you want to save your texts.',
    );
  });

  it('answers a taken address with the generic sign-up error, naming no cause', async () => {
    const alice = await registerTestUser(app);
    const res = await register(registrationBody({ email: alice.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'REGISTRATION_FAILED', message: 'Error registering user. Please try again.' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('goes only through /api/account/register, never the library’s bare sign-up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: 'a long enough password', name: '' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a registration posted from another site', async () => {
    const res = await register(registrationBody(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const same = await register(registrationBody(), {
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(same.statusCode).toBe(201);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown address and a wrong password', async () => {
    const alice = await registerTestUser(app);
    const wrong = await signIn(app, alice.email, 'not the password');
    const unknown = await signIn(app, uniqueEmail('nobody'), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
  });

  it('signs in with the right password (any letter case of the address)', async () => {
    const alice = await registerTestUser(app);
    const res = await signIn(app, alice.email.toUpperCase(), alice.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(alice.id);
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
  });

  it('ends the session on the server: the cookie, the session token and every access token stop working', async () => {
    const alice = await registerTestUser(app);
    const token = await accessTokenFor(app, alice);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: alice.cookie, ...fromOurPage },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await app.db.select().from(session).where(eq(session.userId, alice.id))).toEqual([]);
    const profile = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/account/profile', headers });
    expect((await profile({ cookie: alice.cookie })).statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const profile = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/account/profile', headers });

  it('are issued for the session and accepted as Authorization: Bearer', async () => {
    const alice = await registerTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { cookie: alice.cookie, ...fromOurPage },
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      user: { id: alice.id, email: alice.email },
    });
    expect(reply.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await profile({ authorization: `Bearer ${reply.access_token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile.email).toBe(alice.email);
  });

  it('are the only bearer: the session token is never readable by scripts nor accepted as a bearer', async () => {
    const alice = await registerTestUser(app);
    const signedIn = await signIn(app, alice.email, alice.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-auth-token']).toBeUndefined();
    expect(signedIn.json()).not.toHaveProperty('token');
    const cookie = cookieHeader(signedIn);
    const sessionToken = decodeURIComponent(
      /scicomm\.session_token=([^;.]+)/.exec(cookie)?.[1] ?? '',
    );
    expect(sessionToken).not.toBe('');
    expect(signedIn.body).not.toContain(sessionToken);
    // The library's list of sessions is not served (auth-settings.ts SERVED_LIBRARY_ENDPOINTS).
    const sessions = await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } });
    expect(sessions.statusCode).toBe(404);
    const current = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(current.body).not.toContain(sessionToken);
    expect((await profile({ authorization: `Bearer ${sessionToken}` })).statusCode).toBe(401);
    const mint = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(mint.statusCode).toBe(401);
  });

  it('cannot renew themselves: only the session mints access tokens', async () => {
    const alice = await registerTestUser(app);
    const token = await accessTokenFor(app, alice);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    // The browser sends its access token along with the cookie: the cookie's session decides.
    const withCookie = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { authorization: `Bearer ${token}`, cookie: alice.cookie, ...fromOurPage },
    });
    expect(withCookie.statusCode).toBe(200);
  });

  it('are refused when expired, tampered with or made with another secret', async () => {
    const alice = await registerTestUser(app);
    const [current] = await app.db.select().from(session).where(eq(session.userId, alice.id));
    const claims = { userId: alice.id, sessionId: current!.id };
    const expired = await app.auth.tokens.issue(claims, new Date(Date.now() - 16 * 60_000));
    const foreign = await createAccessTokens('another secret that is long enough').issue(claims);
    const valid = await accessTokenFor(app, alice);
    for (const token of [expired.token, foreign.token, withTamperedSignature(valid), 'garbage']) {
      const res = await profile({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('are not issued without a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe("the library's update-user", () => {
  const updateUser = (who: { cookie: string }, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie: who.cookie, ...fromOurPage }, payload: payload as object });
  const storedUser = async (id: string) =>
    (await app.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, id)))[0];

  it('takes a name by the profile rule (trimmed, 1 to 80 characters) and an https image', async () => {
    const alice = await registerTestUser(app);
    const res = await updateUser(alice, { name: '  Alice Cohen ', image: 'https://example.org/a.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedUser(alice.id)).toEqual({ name: 'Alice Cohen', image: 'https://example.org/a.png' });
  });

  it('refuses a long or blank name, a javascript: or http: image and other fields with 400 on the field, storing nothing', async () => {
    const alice = await registerTestUser(app);
    for (const [payload, field] of [
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: '  ' }, 'name'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ image: 'http://example.org/a.png' }, 'image'],
      [{ image: 'data:image/png;base64,AAAA' }, 'image'],
      [{ name: 'Alice', twoFactorEnabled: false }, undefined],
    ] as const) {
      const res = await updateUser(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (field) expect(res.json().error.field).toBe(field);
    }
    expect(await storedUser(alice.id)).toEqual({ name: 'Test Writer', image: null });
  });

  it('answers a body over 16 KB, such as a 1 MB name, with 413 before the library reads it', async () => {
    const alice = await registerTestUser(app);
    const res = await updateUser(alice, { name: 'x'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await storedUser(alice.id))?.name).toBe('Test Writer');
  });
});

describe('cross-site requests (CSRF)', () => {
  const update = (headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers,
      payload: {
        name: 'Alice',
        gender: null,
        age: null,
        academicBackground: null,
        fieldOfStudy: [],
        country: [],
        firstLanguage: [],
        goals: null,
        rejectSaveData: false,
      },
    });

  it('refuse a cookie-authenticated change from another origin, marked cross-site, or showing no origin', async () => {
    const alice = await registerTestUser(app);
    expect((await update({ cookie: alice.cookie })).statusCode).toBe(403);
    expect(
      (await update({ cookie: alice.cookie, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect(
      (await update({ cookie: alice.cookie, 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    expect(
      (await update({ cookie: alice.cookie, origin: 'http://localhost:80', host: 'localhost:80' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await update({ cookie: alice.cookie, 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
  });

  it('do not concern bearer tokens, which another site cannot make a browser send', async () => {
    const alice = await registerTestUser(app);
    const token = await accessTokenFor(app, alice);
    expect(
      (await update({ authorization: `Bearer ${token}`, origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(200);
  });

  it('reach the library too: a sign-out posted from another site is refused', async () => {
    const alice = await registerTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(await app.db.select().from(session).where(eq(session.userId, alice.id))).toHaveLength(1);
  });
});

const waitForMail = async (to: string) => {
  const mailTo = () => app.auth.mailer.outbox.find((m) => m.to === to);
  await until(() => mailTo() !== undefined);
  return mailTo()!;
};

describe('password reset', () => {
  const requestReset = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });

  it('answers the same whether the address has an account or not, and mails only a real one', async () => {
    const alice = await registerTestUser(app);
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(alice.email);
    const unknown = await requestReset(nobody);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await waitForMail(alice.email);
    expect(app.auth.mailer.outbox.some((m) => m.to === nobody)).toBe(false);
  });

  it('mails a one-hour link to our reset page; the new password works, the old one and old sessions do not', async () => {
    const alice = await registerTestUser(app);
    await requestReset(alice.email);
    const mail = await waitForMail(alice.email);
    expect(mail.subject).toBe('Reset your SciComm Studio password');
    expect(mail.text).toContain('60 minutes');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'short' },
    });
    expect(weak.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(200);

    expect((await signIn(app, alice.email, alice.password)).statusCode).toBe(401);
    expect((await signIn(app, alice.email, 'a brand new password')).statusCode).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: alice.cookie },
    });
    expect(old.statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('says whether a reset link still works before a password is typed: usable, then used', async () => {
    const alice = await registerTestUser(app);
    await requestReset(alice.email);
    const token = /reset-password\?token=(\S+)/.exec((await waitForMail(alice.email)).text)?.[1];
    const check = (value: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token: decodeURIComponent(value) } });
    const before = await check(token!);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: true });
    // Checking does not use the link up.
    expect((await check(token!)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token!), newPassword: 'a brand new password' },
    });
    const used = await check(token!);
    expect(used.statusCode).toBe(400);
    expect(used.json().error.code).toBe('INVALID_TOKEN');
    expect((await check('never-issued')).json().error.code).toBe('INVALID_TOKEN');
  });
});

describe('change-password', () => {
  it('names the wrong input in error.field: the current password, or the new one', async () => {
    const alice = await registerTestUser(app);
    const change = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: alice.cookie, ...fromOurPage },
        payload,
      });
    const wrong = await change({ currentPassword: 'not the password', newPassword: 'a new long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_PASSWORD', field: 'currentPassword' });
    const short = await change({ currentPassword: alice.password, newPassword: 'short' });
    expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });
    const empty = await change({ newPassword: 'a new long password' });
    expect(empty.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'currentPassword' });
  });
});

describe('two-factor authentication (TOTP)', () => {
  it('is switched on with the password and a first code, then asked for at every sign-in', async () => {
    const alice = await registerTestUser(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: alice.cookie, ...fromOurPage },
      payload: { password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toMatchObject({ code: 'INVALID_PASSWORD', field: 'password' });
    const enable = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: alice.cookie, ...fromOurPage },
      payload: { password: alice.password },
    });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/SciComm%20Studio:/);
    expect(backupCodes.length).toBeGreaterThan(5);

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: alice.cookie, ...fromOurPage },
      payload: { code: await freshTotpCode(totpURI) },
    });
    expect(confirm.statusCode).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.id, alice.id));
    expect(row?.twoFactorEnabled).toBe(true);

    const first = await signIn(app, alice.email, alice.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookieHeader(first);
    expect(pending).not.toContain('session_token');

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending, ...fromOurPage },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending, ...fromOurPage },
      payload: { code: await freshTotpCode(totpURI) },
    });
    expect(right.statusCode).toBe(200);
    const signedIn = cookieHeader(right, pending);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: signedIn },
    });
    expect(session.json().user.id).toBe(alice.id);
  });
});

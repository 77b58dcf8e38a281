import { formatDuration } from '@scicomm/shared/durations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';
import { ACCOUNT_SIGN_IN_LIMIT } from './auth-limits.ts';
import { fromOurPage, registerTestUser, registrationBody, signIn, uniqueEmail } from './testing.ts';

/** Decodes a quoted-printable mail body (what nodemailer sends for long text lines). */
const quotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('attempt limits per client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildCustomTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });

  it('refuse a fourth registration within 15 minutes with 429 and Retry-After, and sign-ins from that client too', async () => {
    for (let i = 0; i < 3; i++) await registerTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: registrationBody(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.json().error.message).toMatch(
      /^Too many attempts\. Please wait (about )?15 minutes and try again\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // The same wait in the body, as a number: no client reads it out of the message.
    expect(res.json().error.retryAfterSeconds).toBe(Number(res.headers['retry-after']));
    expect(res.json().error.message).toContain(formatDuration(res.json().error.retryAfterSeconds, 'en'));
    expect(res.json().error).not.toHaveProperty('field');
    expect((await signIn(app, uniqueEmail(), 'any password at all')).statusCode).toBe(429);
  });
});

describe('attempt limits per e-mail address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await getTestApp();
  });

  const from = (remoteAddress: string) => (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      payload: { email, password },
    });

  it('lock one client out of one address after 10 failed sign-ins, the same way whether it has an account or not', async () => {
    const alice = await registerTestUser(app);
    const nobody = uniqueEmail('nobody');
    const attacker = from('198.51.100.7');
    for (let i = 0; i < 10; i++) {
      expect((await attacker(alice.email, `wrong ${i}`)).statusCode).toBe(401);
      expect((await attacker(nobody, `wrong ${i}`)).statusCode).toBe(401);
    }
    const locked = await attacker(alice.email, alice.password);
    const lockedUnknown = await attacker(nobody, 'anything at all');
    expect(locked.statusCode).toBe(429);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(locked.json().error.code).toBe(lockedUnknown.json().error.code);
    // The owner, elsewhere, is not locked out by someone else's failures.
    expect((await from('203.0.113.20')(alice.email, alice.password)).statusCode).toBe(200);
  });

  it('bound guessing from many clients per address, except from a browser that signed in to it before', async () => {
    const alice = await registerTestUser(app);
    const trustedCookie = /scicomm\.device=[^;]+/.exec(
      String((await from('203.0.113.30')(alice.email, alice.password)).headers['set-cookie']),
    )?.[0];
    expect(trustedCookie).toBeDefined();
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT; i++) {
      expect(
        (await from(`10.9.${Math.floor(i / 200)}.${i % 200}`)(alice.email, `wrong ${i}`))
          .statusCode,
      ).toBe(401);
    }
    expect((await from('10.9.250.1')(alice.email, alice.password)).statusCode).toBe(429);
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.31',
      headers: { cookie: trustedCookie ?? '', ...fromOurPage },
      payload: { email: alice.email, password: alice.password },
    });
    expect(owner.statusCode).toBe(200);
    // A forged or another account's device cookie is no exemption.
    const bob = await registerTestUser(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.32',
      headers: { cookie: bob.cookie, ...fromOurPage },
      payload: { email: alice.email, password: alice.password },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('forget failures after a right password', async () => {
    const alice = await registerTestUser(app);
    for (let i = 0; i < 9; i++) await signIn(app, alice.email, `wrong ${i}`);
    expect((await signIn(app, alice.email, alice.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signIn(app, alice.email, `wrong ${i}`)).statusCode).toBe(401);
  });

  it('send at most 3 reset mails per address per 15 minutes, known or not', async () => {
    const alice = await registerTestUser(app);
    const nobody = uniqueEmail('nobody');
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    for (let i = 0; i < 3; i++) {
      expect((await ask(alice.email)).statusCode).toBe(200);
      expect((await ask(nobody)).statusCode).toBe(200);
    }
    expect((await ask(alice.email)).statusCode).toBe(429);
    expect((await ask(nobody)).statusCode).toBe(429);
  });
});

describe('password reset over SMTP', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildCustomTestApp({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_FROM: 'SciComm Studio <accounts@scicomm.test>',
        PUBLIC_URL: 'https://scicomm.test',
      },
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset link, built from PUBLIC_URL whatever the Host header says', async () => {
    expect(app.auth.mailer.kind).toBe('smtp');
    const alice = await registerTestUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { host: 'evil.example' },
      payload: { email: alice.email },
    });
    expect(res.statusCode).toBe(200);
    await until(() => received.length > 0);
    expect(received).toHaveLength(1);
    const message = quotedPrintable(received[0]!);
    expect(message).toContain(`To: ${alice.email}`);
    expect(message).toContain('From: SciComm Studio <accounts@scicomm.test>');
    const link = /https:\/\/scicomm\.test\/reset-password\?token=([\w-]+)/.exec(message);
    expect(link).not.toBeNull();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link![1], newPassword: 'a password from the mail' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(app, alice.email, 'a password from the mail')).statusCode).toBe(200);
  });
});

describe('the per-minute API limit', () => {
  it('answers 429 with Retry-After and the same seconds in error.retryAfterSeconds', async () => {
    const app = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const seconds = Number(last!.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(last!.json().error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: seconds });
  });
});

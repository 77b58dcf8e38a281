import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';
import { registerTestUser, registrationBody, signIn, uniqueEmail } from './testing.ts';

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
      /^Too many attempts\. Please wait \d+ s and try again\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await signIn(app, uniqueEmail(), 'any password at all')).statusCode).toBe(429);
  });
});

describe('attempt limits per e-mail address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await getTestApp();
  });

  it('lock an address after 10 failed sign-ins, the same way whether it has an account or not', async () => {
    const alice = await registerTestUser(app);
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) {
      expect((await signIn(app, alice.email, `wrong ${i}`)).statusCode).toBe(401);
      expect((await signIn(app, nobody, `wrong ${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(app, alice.email, alice.password);
    const lockedUnknown = await signIn(app, nobody, 'anything at all');
    expect(locked.statusCode).toBe(429);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(locked.json().error.code).toBe(lockedUnknown.json().error.code);
    const bob = await registerTestUser(app);
    expect((await signIn(app, bob.email, bob.password)).statusCode).toBe(200);
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
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
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

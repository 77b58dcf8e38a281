// Links the server mails or hands out, and the same-origin check of changes, rest on the site's
// own address: PUBLIC_URL, or without it the address the server listens on. Never on a
// request header, which whoever sends the request chooses (docs/deployment.md "PUBLIC_URL").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { listenOnFreePort, type ListeningApp } from '../test/listening-app.ts';
import { until } from '../test/until.ts';
import { registerTestUser } from './testing.ts';

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

async function resetMail(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: forged,
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  const mailTo = () => app.auth.mailer.outbox.find((message) => message.to === email);
  await until(() => mailTo() !== undefined);
  return mailTo()!.text;
}

describe('without PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await getTestApp();
  });

  it('mails a reset link to the address the server would listen on, whatever Host and X-Forwarded-Host say', async () => {
    const alice = await registerTestUser(app);
    const text = await resetMail(app, alice.email);
    expect(text).toMatch(/http:\/\/localhost:80\/reset-password\?token=[\w-]+/);
    expect(text).not.toContain('evil.example');
  });

  it('refuses a signed-in change whose Origin matches only a forged Host (DNS rebinding)', async () => {
    const alice = await registerTestUser(app);
    for (const [method, url] of [
      ['POST', '/api/auth/sign-out'],
      ['PUT', '/api/account/profile'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: alice.cookie, host: 'evil.example', origin: 'http://evil.example' },
        payload: {},
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('without PUBLIC_URL, listening on a port of its own', () => {
  let listening: ListeningApp;
  beforeAll(async () => {
    listening = await listenOnFreePort();
  });
  afterAll(async () => {
    await listening.close();
  });

  it('mails a link to the address and port it listens on', async () => {
    const alice = await registerTestUser(listening.app);
    const text = await resetMail(listening.app, alice.email);
    expect(text).toContain(`http://127.0.0.1:${listening.port}/reset-password?token=`);
    expect(text).not.toContain('evil.example');
  });
});

// Paths that a URL parser normalises (dot segments, encoded dots and separators, doubled or
// trailing slashes) must not reach the authentication library around the attempt limits and
// the sign-up guard: they are refused before any route runs, and the library is handed exactly
// the path the limits were looked up on.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listenOnFreePort, type ListeningApp } from '../test/listening-app.ts';
import { registerTestUser, uniqueEmail } from './testing.ts';

const disguisedSignIns = [
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/sign-in%2femail',
  '/api/auth/sign-in%2Femail',
  '/api/auth/sign-in%5cemail',
  '/api/auth/sign-in\\email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/./account/register',
];

/** A POST over a real socket: app.inject would normalise the path before the app saw it. */
function rawPost(
  port: number,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('disguised paths under /api', () => {
  let server: ListeningApp;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    server = await listenOnFreePort();
    ({ app, port } = server);
  });
  afterAll(() => server.close());

  it.each(disguisedSignIns)(
    'refuses %s with 400 INVALID_PATH before any route runs',
    async (path) => {
      const res = await rawPost(port, path, { email: uniqueEmail(), password: 'guess guess' });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: { code: 'INVALID_PATH' } });
    },
  );

  it('counts trailing-slash sign-ins against the same per-address limit as the plain path', async () => {
    const alice = await registerTestUser(app);
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'POST',
        url: i % 2 ? '/api/auth/sign-in/email/' : '/api/auth/sign-in/email',
        payload: { email: alice.email, password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email/',
      payload: { email: alice.email, password: alice.password },
    });
    expect(res.statusCode).toBe(429);
  });

  it('keeps the library sign-up closed whatever the spelling', async () => {
    for (const url of ['/api/auth/sign-up/email/', '/api/auth/sign-up/email?x=1']) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: { email: uniqueEmail(), password: 'a long enough password', name: 'x' },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('leaves ordinary paths with dots in a query string or file name alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health?x=../y' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/locale/en.json' })).statusCode).not.toBe(400);
  });
});

// Graceful shutdown inside the app: once it drains, readiness and every new request get a 503
// in the API's error shape with Connection: close. (That requests in flight complete and the
// process exits 0 is proven on a real process in server.test.ts.)
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';

let app: FastifyInstance;

beforeAll(async () => {
  // Its own database: this app is closed at the end, which closes its database.
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://', WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist') },
    'test',
  );
  const database = await openDatabase({ pgliteDir: config.PGLITE_DIR });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const shuttingDown = {
  error: {
    code: 'SHUTTING_DOWN',
    message: 'The server is restarting. Please try again in a moment.',
    retryAfterSeconds: 1,
  },
};

describe('draining', () => {
  it('is ready before, and answers readiness and every request 503 in the error shape once draining', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
    expect(ready.headers.connection).not.toBe('close');

    app.lifecycle.drain();
    for (const [method, url] of [
      ['GET', '/api/health/ready'],
      ['GET', '/GetVisits'],
      ['POST', '/api/analytics/page-view'],
      ['GET', '/de-jargonizer'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { path: '/' } : undefined });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers.connection).toBe('close');
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual(shuttingDown);
    }
    // Liveness is a request like any other while draining: the process is on its way out.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

// Graceful shutdown inside the app: once it drains, readiness and every new request get a 503
// in the API's error shape with Connection: close, and a connection is read before it is closed.
// (That requests in flight complete and the process exits 0 is proven on a real process in
// server.test.ts; under overload with two processes in several-processes.test.ts.)
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCustomTestApp } from '../../test/custom-test-app.ts';
import { listenOnFreePort } from '../../test/listening-app.ts';
import { isReply, RawConnection, requestHead } from '../../test/raw-http.ts';

let app: FastifyInstance;

beforeAll(async () => {
  // An app of its own (it is drained) on the shared test database, never closed: closing it would
  // close that database. It used to open a PGlite of its own, on the PostgreSQL project too, and
  // that start-up once took past the hook's 60 s on a loaded machine.
  app = await buildCustomTestApp();
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

describe('stopping to accept', () => {
  it('a request sent on a kept-alive connection but not yet read when the shutdown starts gets the 503, not a reset', async () => {
    const server = await listenOnFreePort();
    try {
      const connection = new RawConnection(server.port);
      await connection.ready();
      connection.socket.write(requestHead('GET', '/api/de-jargonizer/periods'));
      expect(await connection.next()).toMatchObject({ status: 200 });
      // The connection is idle now. The next request is written whole into the system, and the
      // shutdown starts in the same turn of the event loop: the server has not read it yet.
      connection.socket.write(requestHead('GET', '/api/de-jargonizer/periods'));
      server.app.lifecycle.drain();
      await server.app.lifecycle.stopAccepting({ quietMs: 0, withinMs: 0 });
      // What app.close() does next: Node's close destroys every connection it takes for idle.
      server.app.server.close();
      const reply = await connection.next();
      expect(reply).toMatchObject({ status: 503, headers: { connection: 'close' } });
      expect(isReply(reply) && JSON.parse(reply.body)).toEqual(shuttingDown);
    } finally {
      await server.close();
    }
  });
});

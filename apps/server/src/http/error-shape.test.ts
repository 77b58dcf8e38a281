// Every refusal, including those Fastify and Node answer before our routes run, has the API's
// one error shape and a 4xx status: nothing a client sends becomes a 500 or a stack trace.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listenOnFreePort, type ListeningApp } from '../test/listening-app.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './framework-errors.ts';
import { retryAfterSecondsOf } from './errors.ts';

/** Sends raw bytes and returns the status line's code and the body (Node or Fastify may answer). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
      resolve({ status, body: reply.slice(reply.indexOf('\r\n\r\n') + 4) });
    });
    // The server may reset the socket while the client is still writing an oversized request;
    // what it answered before that has arrived by then.
    socket.on('error', () => undefined);
  });
}

describe('error shape at the edges', () => {
  let server: ListeningApp;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    server = await listenOnFreePort();
    ({ app, port } = server);
  });
  afterAll(() => server.close());

  const deepArray = '['.repeat(100_000) + ']'.repeat(100_000);
  const deepObject = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);

  it.each([
    ['/api/HalfLife', deepObject],
    ['/api/account/register', deepArray],
  ])('refuses 100k-deep JSON on %s with 400 MALFORMED_JSON', async (url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'MALFORMED_JSON' } });
  });

  // The auth library's bodies are capped at 16 KB before anything reads them (docs/accounts.md).
  it.each([deepArray, deepObject])('refuses 100k-deep JSON on the auth routes with 413, unread', async (payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('still parses ordinary JSON and still refuses prototype poisoning', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      payload: { Messages: [] },
    });
    expect(ok.statusCode).toBe(200);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"Messages":[]}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.code).toBeTruthy();
  });

  it('answers an unknown path under /api/auth with a JSON 404 in our shape', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({
        method,
        url: '/api/auth/no-such-endpoint',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
    }
  });

  it('answers a path parameter over the router limit with 414 in our shape', async () => {
    const res = await rawRequest(
      port,
      `GET /api/account/tasks/halflife/${'x'.repeat(600)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'URI_TOO_LONG', message: expect.any(String) },
    });
  });

  it('answers oversized headers and unreadable requests in our shape', async () => {
    const huge = await rawRequest(
      port,
      `GET /api/health?${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ error: { code: 'HEADERS_TOO_LARGE' } });
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('looks periods up by their own codes only: "constructor" is an unknown period, not a native function', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      payload: { timePriodDDL: 'constructor', ContentTA: 'Some words.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('native code');
    expect(res.body).not.toContain('function');
  });
});

describe('exceedsJsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(exceedsJsonDepth('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(JSON.stringify({ text: '['.repeat(1000) + '\\"[[[' }))).toBe(false);
  });
});

describe('retryAfterSecondsOf', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf(['7'], now)).toBe(7);
    expect(retryAfterSecondsOf(30, now)).toBe(30);
    expect(retryAfterSecondsOf('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf(undefined, now)).toBeUndefined();
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf('', now)).toBeUndefined();
  });
});

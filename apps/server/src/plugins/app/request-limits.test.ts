// The per-request limits (plugins/app/request-limits.ts) as clients meet them: the API-wide count, the routes with a count
// of their own, what a 429 carries and what is not counted. On the PostgreSQL project the counts
// are in the shared database, so every test speaks from addresses of its own.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from '../../test/custom-test-app.ts';
import { routeMayBeCounted } from './request-limits.ts';

/** An address no other test of this run uses. */
const freshAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const get = (app: FastifyInstance, url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });

describe('the API-wide limit', () => {
  it('answers the request past the limit 429 with Retry-After and the x-ratelimit-* headers, and none of them before', async () => {
    const app = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const client = freshAddress();
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await get(app, '/GetVisits', client));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 429]);
    for (const reply of replies.slice(0, 2)) {
      expect(Object.keys(reply.headers).filter((name) => name.startsWith('x-ratelimit') || name === 'retry-after')).toEqual([]);
    }
    const refused = replies[2]!;
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('2');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(seconds));
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`, retryAfterSeconds: seconds },
    });
    // Another client still has its own count.
    expect((await get(app, '/GetVisits', freshAddress())).statusCode).toBe(200);
  });

  it('counts every /api/ route together, and not the pages, files or the health checks', async () => {
    const app = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const client = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await get(app, '/', client)).statusCode).toBe(200);
      expect((await get(app, '/favicon.svg', client)).statusCode).toBe(200);
      expect((await get(app, '/api/health', client)).statusCode).toBe(200);
    }
    expect((await get(app, '/GetVisits', client)).statusCode).toBe(200);
    expect((await get(app, '/api/legal/unknown.pdf', client)).statusCode).toBe(400);
    expect((await get(app, '/GetVisits', client)).statusCode).toBe(200);
    expect((await get(app, '/api/legal/unknown.pdf', client)).statusCode).toBe(429);
    expect((await get(app, '/GetVisits', client)).statusCode).toBe(429);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the API-wide limit in Redis', () => {
  it('is counted under the same keys by two apps, and the 429 is the same', async () => {
    // One AUTH_SECRET, as processes of one site share it: the client's key is hashed with it.
    const env = { AUTH_SECRET: 'r'.repeat(40), RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `test-${randomInt(1e9)}:` };
    const [first, second] = [await buildCustomTestApp({ env }), await buildCustomTestApp({ env })];
    const client = freshAddress();
    expect((await get(first, '/GetVisits', client)).statusCode).toBe(200);
    expect((await get(second, '/GetVisits', client)).statusCode).toBe(200);
    expect((await get(first, '/GetVisits', client)).statusCode).toBe(200);
    const refused = await get(second, '/GetVisits', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Closing an app that uses the shared test database would close it: only Redis is let go.
    for (const app of [first, second]) await app.limits.close();
  });
});

describe('a route with a limit of its own', () => {
  it('counts page views apart from the rest of the API: a fifth of its budget', async () => {
    const app = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10' } });
    const client = freshAddress();
    const view = () => app.inject({ method: 'POST', url: '/api/analytics/page-view', remoteAddress: client, payload: { path: '/' } });
    expect((await view()).statusCode).toBe(204);
    expect((await view()).statusCode).toBe(204);
    const refused = await view();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The page views did not use up the API-wide count.
    for (let i = 0; i < 10; i++) expect((await get(app, '/GetVisits', client)).statusCode).toBe(200);
    expect((await get(app, '/GetVisits', client)).statusCode).toBe(429);
  });
});

describe('routeMayBeCounted', () => {
  const prefixes = ['/api/', '/GetVisits'];
  it('takes the routes under the counted paths and those whose parameters may lead there', () => {
    expect(routeMayBeCounted('/api/auth/get-session', prefixes)).toBe(true);
    expect(routeMayBeCounted('/GetVisits', prefixes)).toBe(true);
    expect(routeMayBeCounted('/api/reader-checks/:checkId', prefixes)).toBe(true);
    expect(routeMayBeCounted('/*', prefixes)).toBe(true);
    expect(routeMayBeCounted('/:page', prefixes)).toBe(true);
    expect(routeMayBeCounted('/ap*', prefixes)).toBe(true);
  });
  it('leaves out the files and pages, which no counted path can reach', () => {
    expect(routeMayBeCounted('/assets/index-abc.js', prefixes)).toBe(false);
    expect(routeMayBeCounted('/health', prefixes)).toBe(false);
    expect(routeMayBeCounted('/share/:id', prefixes)).toBe(false);
    expect(routeMayBeCounted('/apidocs', prefixes)).toBe(false);
  });
});

// The two anonymous write endpoints — the widget's domain registration and page views — are
// bounded per client and in size, so nobody can fill their tables from one machine.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { NEW_DOMAINS_PER_CLIENT, pageViewsPerMinute } from '../limits/limit-rules.ts';

describe('anonymous write limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '50' } });
  });

  const register = (domain: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/registerDomain', remoteAddress, payload: { domain } });

  it('lets one client add only a few new host names per hour, while known ones keep counting', async () => {
    const client = '198.51.100.41';
    const known = `known-${randomUUID()}.example.org`;
    expect((await register(known, client)).statusCode).toBe(200);
    for (let i = 1; i < NEW_DOMAINS_PER_CLIENT; i++) {
      expect((await register(`site-${i}-${randomUUID()}.example.org`, client)).statusCode).toBe(
        200,
      );
    }
    const refused = await register(`one-too-many-${randomUUID()}.example.org`, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await register(known, client)).statusCode).toBe(200);
    expect((await register(`other-${randomUUID()}.example.org`, '198.51.100.42')).statusCode).toBe(
      200,
    );
  });

  it('serves the locale files of the widget package, found through its exports, at /locale/', async () => {
    const hebrew = await app.inject({ method: 'GET', url: '/locale/he.json' });
    expect(hebrew.statusCode).toBe(200);
    expect(Object.keys(hebrew.json() as object).length).toBeGreaterThan(10);
    expect((await app.inject({ method: 'GET', url: '/locale/xx.json' })).statusCode).toBe(404);
  });

  it('refuses bodies over 2 KB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/registerDomain',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ domain: 'a.example.org', padding: 'x'.repeat(4000) }),
    });
    expect(res.statusCode).toBe(413);
    const view = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', padding: 'x'.repeat(4000) }),
    });
    expect(view.statusCode).toBe(413);
  });

  it('records at most a fifth of the API budget of page views per client per minute', async () => {
    const limit = pageViewsPerMinute(50);
    const view = () =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        remoteAddress: '198.51.100.43',
        cookies: { cookie_consent: 'true' },
        payload: { path: '/de-jargonizer' },
      });
    for (let i = 0; i < limit; i++) expect((await view()).statusCode).toBe(204);
    const refused = await view();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

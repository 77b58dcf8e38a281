// The footer's page-view count: it grows by one per view recorded with cookie consent, and
// views without consent are neither stored nor counted.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyTablesBeforeEachTest, getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});
// Each test starts on empty tables: it counts views from zero.
emptyTablesBeforeEachTest();

const count = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/analytics/page-views' });
  expect(res.statusCode).toBe(200);
  return res.json<{ pageViews: number }>().pageViews;
};

describe('GET /api/analytics/page-views', () => {
  it('counts the views recorded with consent, not the others', async () => {
    expect(await count()).toBe(0);
    const view = (consent: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        payload: { path: '/page-views-test' },
        ...(consent ? { cookies: { cookie_consent: 'true' } } : {}),
      });
    await view(true);
    await view(false);
    await view(true);
    expect(await count()).toBe(2);
  });

  it('answers a plain object with a non-negative integer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analytics/page-views' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(res.json())).toEqual(['pageViews']);
    expect(Number.isInteger(res.json().pageViews)).toBe(true);
  });
});

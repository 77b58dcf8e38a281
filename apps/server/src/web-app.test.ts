// The built web app is served to any client: every GET outside /api that is not a file gets
// index.html whatever its Accept header; unknown API paths and missing files stay JSON 404s.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCustomTestApp } from './test/custom-test-app.ts';

const page = '<!doctype html><html><body><div id="root"></div>page-marker</body></html>';
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-web-'));
  writeFileSync(path.join(dist, 'index.html'), page);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
});

describe('the web app for any client', () => {
  it.each([
    ['curl', '*/*'],
    ['wget', undefined],
    ['a health checker', 'application/json'],
    ['a browser', 'text/html,application/xhtml+xml'],
  ])('serves index.html on / and app routes to %s', async (_client, accept) => {
    for (const url of ['/', '/de-jargonizer', '/half-life?x=1', '/share/abc']) {
      const res = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('page-marker');
    }
  });

  it('answers HEAD on an app route with 200 and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/de-jargonizer' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves existing files as files and missing files as a JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-9999.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such path: GET /assets/gone-9999.js' } });
  });

  it('keeps unknown API paths JSON 404s, even for a client that asks for HTML', async () => {
    for (const url of ['/api/no-such-thing', '/api']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('does not answer other methods with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/de-jargonizer', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

// The built web app is served to any client: every GET outside /api that is not a file gets
// index.html whatever its Accept header; unknown API paths and missing files stay JSON 404s.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutePatterns } from '@scicomm/shared';
import { buildCustomTestApp } from './test/custom-test-app.ts';

const page = '<!doctype html><html><body><div id="root"></div>page-marker</body></html>';
/** The reader's page's own entry (docs/reader-check.md "Weight"). */
const readerPage = '<!doctype html><html><body><div id="root"></div>page-marker reader-marker</body></html>';
let app: FastifyInstance;
const RESEARCH_UUID = '0b6a2c1e-7d4f-4a9b-8c3e-5f1d2a7b9c40';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-web-'));
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'read.html'), readerPage);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist, RESEARCH_UUID } });
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

  it("sends a reader's link its own light page, and no other path", async () => {
    for (const url of ['/read/AbC_-123', '/read/AbC_-123/', '/read/AbC_-123?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).toContain('reader-marker');
    }
    for (const url of ['/', '/reader-checks', '/reader-checks/x1', '/read/a/b']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('reader-marker');
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

  it('answers every page of the shared route list with 200 (the researchers\', admins\' and a course\'s own pages: 401 to a visitor, sign in)', async () => {
    for (const pattern of appRoutePatterns) {
      const url = pattern.replace(/:[a-z]+/gi, 'x1');
      const res = await app.inject({ method: 'GET', url });
      // Researchers and admins only (research/research.test.ts, coach-reports): a visitor is asked to sign in.
      const restricted = url === '/research' || url.startsWith('/research/') || url.startsWith('/admin/');
      // A course's own pages: its members only (courses/course-pages.test.ts); the list, the join
      // pages and a co-trainer's invitation (it offers sign-in or registration) are public.
      const courseOwn = url.startsWith('/courses/') && !url.startsWith('/courses/join') && !url.startsWith('/courses/trainer-invitations/');
      // A participant link no study has: 404 with its not-found view (studies/participation-page.ts).
      const noSuchStudy = url.startsWith('/study/');
      // A visitor without a session is asked to sign in for a page that signing in could open (401).
      expect(res.statusCode, url).toBe(courseOwn || restricted ? 401 : noSuchStudy ? 404 : 200);
      expect(res.body).toContain('page-marker');
    }
  });

  it('answers an unknown path with the page (it shows "not found") and 404', async () => {
    for (const url of ['/no-such-page', '/de-jargonizer/nope', '/share/a/b', '/half-life/extra?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('page-marker');
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('answers the configured research editions with 200 and any other uuid with 404', async () => {
    expect((await app.inject({ method: 'GET', url: `/${RESEARCH_UUID}-halflife-full` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/${RESEARCH_UUID}-halflife-slim` })).statusCode).toBe(200);
    const other = '1b6a2c1e-7d4f-4a9b-8c3e-5f1d2a7b9c40';
    expect((await app.inject({ method: 'GET', url: `/${other}-halflife-full` })).statusCode).toBe(404);
  });
});

// The security headers of every reply (docs/deployment.md "HTTPS"): HSTS only where the site is
// served over HTTPS, which PUBLIC_URL says (on plain http://localhost it would make browsers
// refuse the site's plain address for a year); no plugins (object-src 'none'); the API's JSON
// replies get a stricter policy than the pages (default-src 'none', frame-ancestors 'none').
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from './test/custom-test-app.ts';
import { getTestApp } from './test/test-app.ts';

const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });
/** A reply outside the API (a missing file): the page's headers, whether or not the web app is built. */
const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/no-such-file.txt' });

describe('security headers', () => {
  let plain: FastifyInstance;
  let https: FastifyInstance;
  let http: FastifyInstance;
  beforeAll(async () => {
    plain = await getTestApp();
    https = await buildCustomTestApp({ env: { PUBLIC_URL: 'https://scicomm.test' } });
    http = await buildCustomTestApp({ env: { PUBLIC_URL: 'http://scicomm.test' } });
  });

  it('sends no HSTS without PUBLIC_URL or with an http:// one, nor asks to upgrade requests', async () => {
    for (const app of [plain, http]) {
      const res = await health(app);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https://', async () => {
    const res = await health(https);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("allows no plugins: object-src 'none' on pages, default-src 'none' (nothing at all) on the API's JSON", async () => {
    for (const app of [plain, https]) {
      const pageCsp = String((await page(app)).headers['content-security-policy']);
      expect(pageCsp).toContain("object-src 'none'");
      expect(pageCsp).not.toContain("object-src 'self'");
      const apiCsp = String((await health(app)).headers['content-security-policy']);
      expect(apiCsp.split(';')[0]).toBe("default-src 'none'");
      expect(apiCsp).not.toContain('object-src');
    }
  });

  it('gives a JSON reply of the API a stricter policy than a page: nothing loads, nobody frames it', async () => {
    for (const app of [plain, https]) {
      const api = (await health(app)).headers;
      expect(api['content-type']).toMatch(/^application\/json/);
      expect(String(api['content-security-policy']).split(';').slice(0, 2)).toEqual([
        "default-src 'none'",
        "frame-ancestors 'none'",
      ]);
      expect(api['x-frame-options']).toBe('DENY');
      // The page's protections that apply to any reply stay as they are.
      const pageHeaders = (await page(app)).headers;
      for (const name of [
        'x-content-type-options',
        'cross-origin-resource-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-permitted-cross-domain-policies',
        'strict-transport-security',
      ]) {
        expect(api[name], name).toBe(pageHeaders[name]);
      }
      expect(api['x-content-type-options']).toBe('nosniff');
      expect(api['cross-origin-resource-policy']).toBe('same-origin');
      // Only what acts on a page that shows markup or runs scripts is left out.
      for (const name of [
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-xss-protection',
      ]) {
        expect(api[name], name).toBeUndefined();
        expect(pageHeaders[name], name).toBeDefined();
      }
    }
  });

  it("gives an API reply that is not JSON (the gauge's SVG, which a browser can open as a page) the page's headers", async () => {
    const svg = await plain.inject({ method: 'GET', url: '/api/TextGrading/Scala?score=5' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const pageHeaders = (await page(plain)).headers;
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-content-type-options',
    ]) {
      expect(svg.headers[name], name).toBe(pageHeaders[name]);
    }
    expect(svg.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

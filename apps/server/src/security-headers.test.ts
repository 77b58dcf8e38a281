// The security headers of every reply (docs/deployment.md "HTTPS"): HSTS only where the site is
// served over HTTPS, which PUBLIC_URL says (on plain http://localhost it would make browsers
// refuse the site's plain address for a year); no plugins (object-src 'none').
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from './test/custom-test-app.ts';
import { getTestApp } from './test/test-app.ts';

const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

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

  it("allows no plugins: object-src 'none'", async () => {
    for (const app of [plain, https]) {
      const csp = String((await health(app)).headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("object-src 'self'");
    }
  });
});

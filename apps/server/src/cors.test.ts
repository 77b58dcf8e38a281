// Pages of other origins calling the API from the browser (CORS): off by default, and then no
// CORS headers at all; with CORS_ORIGINS, exactly those origins, without cookies. A copy of the
// original's client served on its own origin is the case it is for (docs/server.md "Other origins").
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp } from './test/custom-test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

const COPY = 'http://127.0.0.1:5177';
const OTHER = 'https://elsewhere.example';

let plain: FastifyInstance;
let allowing: FastifyInstance;
beforeAll(async () => {
  [plain, allowing] = await Promise.all([
    buildCustomTestApp(),
    buildCustomTestApp({ env: { CORS_ORIGINS: `${COPY}, https://second.example` } }),
  ]);
});

/** The browser's preflight for the original client's exercise call (JSON with a bearer). */
const preflight = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/HalfLife',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const turn = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/HalfLife',
    headers: { origin, authorization: 'Bearer null' },
    payload: { messages: [], currentStage: 0, copyPasteCheck: false, Messages: [] },
  });

describe('CORS', () => {
  it('is off by default: no origin is allowed, not even in a preflight', async () => {
    const pre = await preflight(plain, COPY);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await turn(plain, COPY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the configured origins, their preflight included, and no other', async () => {
    const pre = await preflight(allowing, COPY);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(COPY);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const res = await turn(allowing, COPY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(COPY);
    expect(res.headers.vary).toContain('Origin');
    expect((await turn(allowing, 'https://second.example')).headers['access-control-allow-origin']).toBe('https://second.example');

    expect((await preflight(allowing, OTHER)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await turn(allowing, OTHER)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never lets another origin use the session cookie', async () => {
    const res = await turn(allowing, COPY);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("lets the allowed copy show the gauge as an image (its Cross-Origin-Resource-Policy), and only then", async () => {
    const url = '/api/TextGrading/Scala?score=3';
    expect((await plain.inject({ method: 'GET', url })).headers['cross-origin-resource-policy']).toBe('same-origin');
    const gauge = await allowing.inject({ method: 'GET', url });
    expect(gauge.statusCode).toBe(200);
    expect(gauge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(gauge.body).toMatch(/^<svg /);
  });
});

describe('CORS_ORIGINS', () => {
  const origins = (value: string) => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: value }).CORS_ORIGINS;

  it('is a list of origins, written as browsers send them', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual([]);
    expect(origins('')).toEqual([]);
    expect(origins('HTTPS://Example.org:443/, http://127.0.0.1:5177')).toEqual(['https://example.org', COPY]);
  });

  it.each(['*', 'example.org', 'https://example.org/app', 'ftp://example.org', 'https://user@example.org', 'https://example.org?x=1'])(
    'refuses %s: an origin alone or nothing',
    (value) => {
      expect(() => origins(value)).toThrow(ConfigError);
    },
  );
});

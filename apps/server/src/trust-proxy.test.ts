// Behind a reverse proxy every request comes from the proxy's address: with TRUST_PROXY the
// per-client limits key on the client the proxy forwarded for, and without it a forged
// X-Forwarded-For changes nothing.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import { buildCustomTestApp } from './test/custom-test-app.ts';
import { uniqueEmail } from './auth/testing.ts';

const PROXY = '10.0.0.2';

const resetRequest = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('proxy'), redirectTo: '/reset-password' },
  });

const visits = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({ method: 'GET', url: '/GetVisits', remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });

describe('TRUST_PROXY', () => {
  it('parses off, a hop count and a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.example.org', '10.0.0.0/33', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('with a hop count, limits two clients behind one proxy separately', async () => {
    const app = await buildCustomTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT: '2', RATE_LIMIT_PER_MINUTE: '3' } });
    for (let i = 0; i < 2; i++) expect((await resetRequest(app, '203.0.113.1')).statusCode).toBe(200);
    expect((await resetRequest(app, '203.0.113.1')).statusCode).toBe(429);
    const other = await resetRequest(app, '203.0.113.2');
    expect(other.statusCode, other.body).toBe(200);

    // The API rate limit (RATE_LIMIT_PER_MINUTE) too, on two more clients.
    for (let i = 0; i < 3; i++) expect((await visits(app, '203.0.113.11')).statusCode).toBe(200);
    expect((await visits(app, '203.0.113.11')).statusCode).toBe(429);
    expect((await visits(app, '203.0.113.12')).statusCode).toBe(200);
  });

  it('with a CIDR list, believes only the listed proxies', async () => {
    const app = await buildCustomTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT: '2' } });
    for (let i = 0; i < 2; i++) expect((await resetRequest(app, '203.0.113.3')).statusCode).toBe(200);
    expect((await resetRequest(app, '203.0.113.3')).statusCode).toBe(429);
    expect((await resetRequest(app, '203.0.113.4')).statusCode).toBe(200);
  });

  it('off by default: a forged X-Forwarded-For does not make a new client', async () => {
    const app = await buildCustomTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    expect((await resetRequest(app, '203.0.113.5')).statusCode).toBe(200);
    expect((await resetRequest(app, '203.0.113.6')).statusCode).toBe(200);
    expect((await resetRequest(app, '203.0.113.7')).statusCode).toBe(429);

    const limited = await buildCustomTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    for (let i = 0; i < 3; i++) expect((await visits(limited, `203.0.113.${10 + i}`)).statusCode).toBe(200);
    expect((await visits(limited, '203.0.113.20')).statusCode).toBe(429);
  });
});

// Several server processes on one PostgreSQL database behave as one: they enforce one login
// attempt limit and one API rate limit between them, and a restart does not reset either —
// with the limits in the database, and with them in Redis (REDIS_URL).
// (Runs in the server-postgres project; PGlite is one process by construction.)
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { testDatabaseUrl } from './test/test-app.ts';

// Server processes start slowly on a loaded machine (PGlite, migrations): a generous limit,
// never a timing assertion.
const PROCESS_TEST_TIMEOUT = 120_000;

// This worker's database: the processes migrate and share it.
const databaseUrl = testDatabaseUrl();
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

const env = {
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'test',
  // One secret for all, as in production: the processes must hash keys alike.
  AUTH_SECRET: 'scale-out-test-secret-0123456789abcdef',
  AUTH_RATE_LIMIT: '4',
  RATE_LIMIT_PER_MINUTE: '6',
  // The test sets the client's address in X-Forwarded-For, so each part has its own client.
  TRUST_PROXY: '127.0.0.1',
};

const redisUrl = process.env.REDIS_URL;
const redisPrefix = `scicomm-test-${randomUUID()}:`;

async function start(backend: Record<string, string>): Promise<string> {
  const server = startServerProcess({ ...env, ...backend });
  started.push(server);
  return `http://127.0.0.1:${await server.port}`;
}

const signIn = (base: string, client: string) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, origin: base },
    body: JSON.stringify({ email: `nobody-${Math.random().toString(36).slice(2)}@example.org`, password: 'wrong password' }),
  });

const visits = (base: string, client: string) => fetch(`${base}/GetVisits`, { headers: { 'x-forwarded-for': client } });

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL database', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('share one login attempt limit and one API rate limit in the database, and keep them across a restart', () =>
    sharesLimits({}));

  it.skipIf(!redisUrl)('share them in Redis with REDIS_URL, and keep them across a restart', () =>
    sharesLimits({ REDIS_URL: redisUrl ?? '', REDIS_PREFIX: redisPrefix }));

  async function sharesLimits(backend: Record<string, string>) {
    const usesRedis = Boolean(backend.REDIS_URL);
    // One after the other: the first one migrates the fresh database.
    const first = await start(backend);
    const second = await start(backend);

    // Failed sign-ins of one client, alternating between the processes: 4 in all, then 429 on both.
    // (Each backend's run has clients of its own: the database keeps the other run's counts.)
    const net = usesRedis ? '198.51.100' : '203.0.113';
    const signInClient = `${net}.50`;
    for (let i = 0; i < 4; i++) {
      expect((await signIn(i % 2 === 0 ? first : second, signInClient)).status).toBe(401);
    }
    expect((await signIn(first, signInClient)).status).toBe(429);
    expect((await signIn(second, signInClient)).status).toBe(429);
    // Another client is not affected.
    expect((await signIn(second, `${net}.51`)).status).toBe(401);

    // API requests of one client: 6 per minute in all, whichever process answers.
    const apiClient = `${net}.60`;
    for (let i = 0; i < 6; i++) {
      expect((await visits(i % 2 === 0 ? first : second, apiClient)).status).toBe(200);
    }
    const refused = await visits(second, apiClient);
    expect(refused.status).toBe(429);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await visits(first, apiClient)).status).toBe(429);

    // Restart: stop both, start a new one; the limits hold.
    expect(await Promise.all(started.splice(0).map((server) => server.stop()))).toEqual([0, 0]);
    const restarted = await start(backend);
    expect((await signIn(restarted, signInClient)).status).toBe(429);
    expect((await visits(restarted, apiClient)).status).toBe(429);
    expect((await visits(restarted, `${net}.61`)).status).toBe(200);

    if (usesRedis) {
      // The counts really are in Redis, under the configured prefix.
      const redis = new Redis(redisUrl!);
      try {
        const keys = await redis.keys(`${redisPrefix}*`);
        expect(keys.some((key) => key.startsWith(`${redisPrefix}limit:auth-client:`))).toBe(true);
        expect(keys.some((key) => key.startsWith(`${redisPrefix}limit:api:`))).toBe(true);
        await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
    await Promise.all(started.splice(0).map((server) => server.stop()));
  }
});

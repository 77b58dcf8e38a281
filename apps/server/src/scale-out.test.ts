// Several server processes on one PostgreSQL database behave as one: they enforce one login
// attempt limit and one API rate limit between them, and a restart does not reset either.
// (Runs in the server-postgres project; PGlite is one process by construction.)
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

// Server processes start slowly on a loaded machine (PGlite, migrations): a generous limit,
// never a timing assertion.
const PROCESS_TEST_TIMEOUT = 120_000;

const databaseUrl = inject('testDatabaseUrl');
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

async function start(): Promise<string> {
  const server = startServerProcess(env);
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
  it('share one login attempt limit and one API rate limit, and keep them across a restart', async () => {
    // One after the other: the first one migrates the fresh database.
    const first = await start();
    const second = await start();

    // Failed sign-ins of one client, alternating between the processes: 4 in all, then 429 on both.
    const signInClient = '203.0.113.50';
    for (let i = 0; i < 4; i++) {
      expect((await signIn(i % 2 === 0 ? first : second, signInClient)).status).toBe(401);
    }
    expect((await signIn(first, signInClient)).status).toBe(429);
    expect((await signIn(second, signInClient)).status).toBe(429);
    // Another client is not affected.
    expect((await signIn(second, '203.0.113.51')).status).toBe(401);

    // API requests of one client: 6 per minute in all, whichever process answers.
    const apiClient = '203.0.113.60';
    for (let i = 0; i < 6; i++) {
      expect((await visits(i % 2 === 0 ? first : second, apiClient)).status).toBe(200);
    }
    const refused = await visits(second, apiClient);
    expect(refused.status).toBe(429);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await visits(first, apiClient)).status).toBe(429);

    // Restart: stop both, start a new one; the limits hold.
    expect(await Promise.all(started.splice(0).map((server) => server.stop()))).toEqual([0, 0]);
    const restarted = await start();
    expect((await signIn(restarted, signInClient)).status).toBe(429);
    expect((await visits(restarted, apiClient)).status).toBe(429);
    expect((await visits(restarted, '203.0.113.61')).status).toBe(200);
  });
});

// A sign-in attempt is counted before its password is checked (docs/accounts.md "Abuse"), so
// wrong passwords sent all at once get no more password checks than the limits allow: every 401
// is a password the library checked and refused, every other reply a 429 with Retry-After that
// reached no check. A right password is not counted against the client or the address. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';
import { ACCOUNT_SIGN_IN_LIMIT, PAIR_SIGN_IN_LIMIT } from './auth-limits.ts';
import { registerTestUser } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const signInFrom = (server: FastifyInstance, remoteAddress: string, email: string, password: string) =>
  server.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, payload: { email, password } });

/** The password checks among the replies (401: checked and wrong), and that every other one is a 429 with Retry-After. */
function passwordChecks(replies: LightMyRequestResponse[]): number {
  for (const reply of replies.filter((res) => res.statusCode !== 401)) {
    expect(reply.statusCode, reply.body).toBe(429);
    expect(reply.json().error.code).toBe('RATE_LIMITED');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  }
  return replies.filter((res) => res.statusCode === 401).length;
}

describe('wrong passwords sent all at once', () => {
  it(`for one address from ${ACCOUNT_SIGN_IN_LIMIT + 50} clients get at most ${ACCOUNT_SIGN_IN_LIMIT} password checks, the rest 429`, async () => {
    const alice = await registerTestUser(app);
    const replies = await Promise.all(
      Array.from({ length: ACCOUNT_SIGN_IN_LIMIT + 50 }, (_, i) =>
        signInFrom(app, `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}`, alice.email, `wrong ${i}`),
      ),
    );
    const checks = passwordChecks(replies);
    expect(checks).toBeLessThanOrEqual(ACCOUNT_SIGN_IN_LIMIT);
    // The limit is reached, not undershot: every attempt up to it was checked.
    expect(checks).toBe(ACCOUNT_SIGN_IN_LIMIT);
    expect((await signInFrom(app, '10.21.0.1', alice.email, alice.password)).statusCode).toBe(429);
  });

  it(`for one address from ${ACCOUNT_SIGN_IN_LIMIT * 4} clients, ${ACCOUNT_SIGN_IN_LIMIT} at a time, get exactly ${ACCOUNT_SIGN_IN_LIMIT} password checks`, async () => {
    const alice = await registerTestUser(app);
    const replies: LightMyRequestResponse[] = [];
    for (let round = 0; round < 4; round++) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: ACCOUNT_SIGN_IN_LIMIT }, (_, i) =>
            signInFrom(app, `10.22.${round}.${i + 1}`, alice.email, `wrong ${round}-${i}`),
          ),
        )),
      );
    }
    expect(passwordChecks(replies)).toBe(ACCOUNT_SIGN_IN_LIMIT);
  });

  it(`for one address from one client get at most ${PAIR_SIGN_IN_LIMIT} password checks, the rest 429`, async () => {
    const alice = await registerTestUser(app);
    const replies = await Promise.all(
      Array.from({ length: PAIR_SIGN_IN_LIMIT * 3 }, (_, i) => signInFrom(app, '198.51.100.40', alice.email, `wrong ${i}`)),
    );
    expect(passwordChecks(replies)).toBe(PAIR_SIGN_IN_LIMIT);
  });
});

describe.skipIf(!process.env.REDIS_URL)('wrong passwords sent all at once, limits in Redis', () => {
  it(`to two processes, for one address from one client, get at most ${PAIR_SIGN_IN_LIMIT} password checks`, async () => {
    // One AUTH_SECRET, as processes of one site share it: the limits' keys are hashed with it.
    const env = { AUTH_SECRET: 's'.repeat(40), REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `test-${randomUUID()}:` };
    const processes = [await buildCustomTestApp({ env }), await buildCustomTestApp({ env })];
    const alice = await registerTestUser(processes[0]!);
    const replies = await Promise.all(
      Array.from({ length: PAIR_SIGN_IN_LIMIT * 3 }, (_, i) => signInFrom(processes[i % 2]!, '198.51.100.42', alice.email, `wrong ${i}`)),
    );
    expect(passwordChecks(replies)).toBe(PAIR_SIGN_IN_LIMIT);
    // Closing an app that uses the shared test database would close it: only Redis is let go.
    for (const app of processes) await app.limits.close();
  });
});

describe('a right password', () => {
  it("is not counted against the client's limit of failures, nor the address's", async () => {
    const strict = await buildCustomTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    const alice = await registerTestUser(strict);
    // No trusted-device cookie is sent back: each sign-in is an untrusted client's, counted by
    // the client, the pair and the address limits until the password is found right.
    for (let i = 0; i < 6; i++) expect((await signInFrom(strict, '198.51.100.41', alice.email, alice.password)).statusCode).toBe(200);
    const failures = await Promise.all(Array.from({ length: 3 }, (_, i) => signInFrom(strict, '198.51.100.41', alice.email, `wrong ${i}`)));
    expect(failures.map((res) => res.statusCode)).toEqual([401, 401, 401]);
    expect((await signInFrom(strict, '198.51.100.41', alice.email, alice.password)).statusCode).toBe(429);
  });
});

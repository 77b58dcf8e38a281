import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import {
  createAttemptLimiter,
  limiterKey,
  type AttemptLimiter,
  type AttemptRule,
} from './attempt-limiter.ts';
import { createDatabaseAttemptLimiter, deleteExpiredLimits } from './limits-repository.ts';
import { createRedisAttemptLimiter } from './redis-attempt-limiter.ts';

const MINUTE = 60_000;
const rule = { max: 3, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE };

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

// With REDIS_URL (CI sets it) the same behaviours are checked on the Redis limiter.
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
const redisPrefix = `scicomm-test-${randomUUID()}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

let limiterCount = 0;
const stores: Array<[string, (rule: AttemptRule) => AttemptLimiter]> = [
  ['in memory', (r) => createAttemptLimiter(r)],
  // A fresh limiter name each time: the shared test database keeps earlier tests' rows.
  ['in the database', (r) => createDatabaseAttemptLimiter(app.db, `test-${++limiterCount}-${Date.now()}`, r, 'a'.repeat(32))],
  ...(redis
    ? [
        [
          'in Redis',
          (r: AttemptRule) => createRedisAttemptLimiter(redis, redisPrefix, `test-${++limiterCount}`, r, 'a'.repeat(32)),
        ] satisfies [string, (rule: AttemptRule) => AttemptLimiter],
      ]
    : []),
];

describe.each(stores)('attempt limiter %s', (_store, create) => {
  it('allows max attempts per window, then blocks for the window', async () => {
    const limiter = create(rule);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check('k', 0)).allowed).toBe(true);
      await limiter.record('k', 0);
    }
    expect(await limiter.check('k', 1000)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    expect((await limiter.check('k', 15 * MINUTE)).allowed).toBe(true);
  });

  it('backs off: each further lock-out lasts twice as long, up to the ceiling', async () => {
    const limiter = create(rule);
    let now = 0;
    const lockOut = async () => {
      for (let i = 0; i < 3; i++) await limiter.record('k', now);
      const check = await limiter.check('k', now);
      if (check.allowed) throw new Error('expected a block');
      now += check.retryAfterMs;
      return check.retryAfterMs;
    };
    expect([await lockOut(), await lockOut(), await lockOut(), await lockOut()]).toEqual([
      15 * MINUTE,
      30 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });

  it('forgives earlier lock-outs after a quiet stretch as long as the ceiling', async () => {
    const limiter = create(rule);
    for (let i = 0; i < 3; i++) await limiter.record('k', 0);
    const later = 15 * MINUTE + 60 * MINUTE;
    for (let i = 0; i < 3; i++) await limiter.record('k', later);
    expect(await limiter.check('k', later)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
  });

  it('keeps keys apart and clears one on reset (a right password)', async () => {
    const limiter = create(rule);
    for (let i = 0; i < 3; i++) await limiter.record('a', 0);
    expect((await limiter.check('a', 0)).allowed).toBe(false);
    expect((await limiter.check('b', 0)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.check('a', 0)).allowed).toBe(true);
  });

  it('counts every one of many attempts made at once', async () => {
    const limiter = create({ max: 20, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE });
    await Promise.all(Array.from({ length: 19 }, () => limiter.record('k', 0)));
    expect((await limiter.check('k', 0)).allowed).toBe(true);
    await limiter.record('k', 0);
    expect((await limiter.check('k', 0)).allowed).toBe(false);
  });

  it('counts 200 attempts on one key at the same instant (a hot key), none failing', async () => {
    const limiter = create({ max: 201, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE });
    await Promise.all(Array.from({ length: 200 }, () => limiter.record('hot', 0)));
    expect((await limiter.check('hot', 0)).allowed).toBe(true);
    await limiter.record('hot', 0);
    expect((await limiter.check('hot', 0)).allowed).toBe(false);
  });
});

describe.each(stores)('attempt limiter %s, checking and counting at once (attempt)', (_store, create) => {
  it('allows max attempts per window, then refuses without counting until the block ends', async () => {
    const limiter = create(rule);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('k', 0)).toEqual({ allowed: true });
    expect(await limiter.attempt('k', 1000)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    // The refused attempt was not counted: the block is still the first one's.
    expect(await limiter.check('k', 2000)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 2000 });
    expect(await limiter.attempt('k', 15 * MINUTE)).toEqual({ allowed: true });
  });

  it('backs off as record does, and forgives after a quiet stretch as long as the ceiling', async () => {
    const limiter = create(rule);
    let now = 0;
    const lockOut = async () => {
      for (let i = 0; i < 3; i++) expect((await limiter.attempt('k', now)).allowed).toBe(true);
      const refused = await limiter.attempt('k', now);
      if (refused.allowed) throw new Error('expected a block');
      now += refused.retryAfterMs;
      return refused.retryAfterMs;
    };
    expect([await lockOut(), await lockOut(), await lockOut(), await lockOut()]).toEqual([15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 60 * MINUTE]);
    now += 60 * MINUTE + 15 * MINUTE;
    expect(await lockOut()).toBe(15 * MINUTE);
  });

  it('counts 200 attempts on one key at the same instant, none failing', async () => {
    const limiter = create({ max: 201, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE });
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.attempt('hot', 0)));
    expect(results.every((result) => result.allowed)).toBe(true);
    expect(await limiter.attempt('hot', 0)).toEqual({ allowed: true });
    expect((await limiter.attempt('hot', 0)).allowed).toBe(false);
  });

  it('allows no more than max of many attempts made at once on one key', async () => {
    const limiter = create(rule);
    const replies = await Promise.all(Array.from({ length: 20 }, () => limiter.attempt('crowd', 0)));
    expect(replies.filter((reply) => reply.allowed)).toHaveLength(3);
    expect(replies.filter((reply) => !reply.allowed)).toHaveLength(17);
  });

  it('releases one counted attempt (a right password), within the window it was counted in, never a block', async () => {
    const limiter = create(rule);
    expect((await limiter.attempt('k', 0)).allowed).toBe(true);
    expect((await limiter.attempt('k', 0)).allowed).toBe(true);
    await limiter.release('k', 0);
    await limiter.release('k', 0);
    await limiter.release('k', 0);
    // Both released, and no further: three more are allowed, the third blocks.
    for (let i = 0; i < 3; i++) expect((await limiter.attempt('k', 1000)).allowed).toBe(true);
    expect((await limiter.attempt('k', 2000)).allowed).toBe(false);
    await limiter.release('k', 1000);
    expect(await limiter.check('k', 2000)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    // An attempt of a window that has ended is not taken off the next one's count.
    const later = create(rule);
    await later.attempt('k', 0);
    await later.attempt('k', 15 * MINUTE);
    await later.attempt('k', 15 * MINUTE);
    await later.release('k', 0);
    expect((await later.attempt('k', 15 * MINUTE)).allowed).toBe(true);
    expect(await later.check('k', 15 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
    await limiter.release('never counted', 0);
    expect(await limiter.check('never counted', 0)).toEqual({ allowed: true });
  });

  it('agrees with check-then-record in memory over a long run of attempts at uneven times', async () => {
    const limiter = create(rule);
    const reference = createAttemptLimiter(rule);
    const steps = [0, 0, MINUTE, 5 * MINUTE, 16 * MINUTE, 61 * MINUTE, 130 * MINUTE];
    let seed = 7;
    let now = 0;
    for (let i = 0; i < 80; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      now += steps[seed % steps.length]!;
      const expected = await reference.check('k', now);
      if (expected.allowed) await reference.record('k', now);
      expect(await limiter.attempt('k', now), `attempt ${i} at ${now}`).toEqual(expected);
    }
  });
});

describe('attempt limits in the database', () => {
  it('allow no more than max of attempts made at once on one key from two processes', async () => {
    const name = `test-crowd-${Date.now()}`;
    const processes = [0, 1].map(() => createDatabaseAttemptLimiter(app.db, name, rule, 'b'.repeat(32)));
    const replies = await Promise.all(processes.flatMap((limiter) => Array.from({ length: 10 }, () => limiter.attempt('crowd', 0))));
    expect(replies.filter((reply) => reply.allowed)).toHaveLength(3);
  });

  it('share one count between two limiters of the same name and secret (two processes)', async () => {
    const name = `test-shared-${Date.now()}`;
    const one = createDatabaseAttemptLimiter(app.db, name, rule, 'b'.repeat(32));
    const other = createDatabaseAttemptLimiter(app.db, name, rule, 'b'.repeat(32));
    await one.record('k', 0);
    await other.record('k', 0);
    expect((await one.check('k', 0)).allowed).toBe(true);
    await one.record('k', 0);
    expect((await other.check('k', 0)).allowed).toBe(false);
  });

  it('count every attempt on one key from eight processes at once: the losers of the race wait for the row lock', async () => {
    const name = `test-hot-${Date.now()}`;
    const processes = Array.from({ length: 8 }, () =>
      createDatabaseAttemptLimiter(app.db, name, { max: 161, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE }, 'b'.repeat(32)),
    );
    await Promise.all(processes.flatMap((limiter) => Array.from({ length: 20 }, () => limiter.record('hot', 0))));
    const [row] = await app.db.select().from(rateLimits).where(sql`${rateLimits.limiter} = ${name}`);
    expect(row?.count).toBe(160);
    await processes[3]!.record('hot', 0);
    expect((await processes[5]!.check('hot', 0)).allowed).toBe(false);
  });

  it('store only a keyed hash, never the address or e-mail itself', async () => {
    const name = `test-hash-${Date.now()}`;
    const limiter = createDatabaseAttemptLimiter(app.db, name, rule, 'c'.repeat(32));
    await limiter.record(limiterKey('email', 'ada@example.org'), 0);
    await limiter.record(limiterKey('client', '198.51.100.23'), 0);
    const rows = await app.db.select().from(rateLimits).where(sql`${rateLimits.limiter} = ${name}`);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('ada');
    expect(stored).not.toContain('198.51');
    // Another secret (another deployment) gives other keys.
    const elsewhere = createDatabaseAttemptLimiter(app.db, name, rule, 'd'.repeat(32));
    await elsewhere.record(limiterKey('email', 'ada@example.org'), 0);
    expect(await app.db.select().from(rateLimits).where(sql`${rateLimits.limiter} = ${name}`)).toHaveLength(3);
  });

  it('delete expired rows, and only those', async () => {
    const name = `test-expiry-${Date.now()}`;
    const limiter = createDatabaseAttemptLimiter(app.db, name, rule, 'e'.repeat(32));
    await limiter.record('old', 0);
    await limiter.record('new', 10 * 60 * MINUTE);
    // 'old' says nothing any more after its window and the longest block (15 + 60 minutes).
    await deleteExpiredLimits(app.db, 10 * 60 * MINUTE);
    const keys = await app.db.select().from(rateLimits).where(sql`${rateLimits.limiter} = ${name}`);
    expect(keys).toHaveLength(1);
    expect((await limiter.check('new', 10 * 60 * MINUTE)).allowed).toBe(true);
  });
});

describe.skipIf(!redis)('attempt limits in Redis', () => {
  it('allow no more than max of attempts made at once on one key from two processes', async () => {
    const name = `test-crowd-${randomUUID()}`;
    const secondConnection = new Redis(redisUrl!);
    const processes = [redis!, secondConnection].map((connection) => createRedisAttemptLimiter(connection, redisPrefix, name, rule, 'b'.repeat(32)));
    const replies = await Promise.all(processes.flatMap((limiter) => Array.from({ length: 10 }, () => limiter.attempt('crowd', 0))));
    secondConnection.disconnect();
    expect(replies.filter((reply) => reply.allowed)).toHaveLength(3);
  });

  it('share one count between two limiters of the same name and secret (two processes), under a hashed key that expires', async () => {
    const name = `test-shared-${randomUUID()}`;
    const one = createRedisAttemptLimiter(redis!, redisPrefix, name, rule, 'b'.repeat(32));
    const secondConnection = new Redis(redisUrl!);
    const other = createRedisAttemptLimiter(secondConnection, redisPrefix, name, rule, 'b'.repeat(32));
    await one.record(limiterKey('email', 'ada@example.org'));
    await other.record(limiterKey('email', 'ada@example.org'));
    expect((await one.check(limiterKey('email', 'ada@example.org'))).allowed).toBe(true);
    await one.record(limiterKey('email', 'ada@example.org'));
    expect((await other.check(limiterKey('email', 'ada@example.org'))).allowed).toBe(false);
    secondConnection.disconnect();

    const keys = await redis!.keys(`${redisPrefix}limit:${name}:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('ada');
    // Redis drops the state once it says nothing any more: after the block and the longest block.
    const ttl = await redis!.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(rule.windowMs);
    expect(ttl).toBeLessThanOrEqual(rule.windowMs + rule.maxBlockMs);
  });
});

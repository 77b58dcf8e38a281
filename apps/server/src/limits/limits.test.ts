// The attempt limits' rules on each store: the count per window, the back-off and its
// forgiveness, release and reset, and that attempts made at once are all counted and no more than
// the limit allowed (one atomic counter), in memory, in the database (PGlite, or PostgreSQL on
// that project) and, with REDIS_URL, in Redis. Time is the test's own clock (Date) where the
// store reads it; Redis counts time itself, so only the counting is checked there.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { like } from 'drizzle-orm';
import { limitCounters } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { LimitRule } from './limit-rules.ts';
import { createLimiter, createLimits, limiterKey, memoryStore, RateLimitedError, redisStore, type CounterStore, type Limiter } from './limits.ts';
import { databaseCounter, deleteExpiredLimits } from './limits-repository.ts';

const MINUTE = 60_000;
const rule: LimitRule = { points: 3, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE };
const secret = 'a'.repeat(32);

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

// With REDIS_URL (CI sets it) the counting is checked on Redis too.
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
const redisPrefix = `scicomm-test-${randomUUID()}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

// A fresh name each time: the shared test database and Redis keep earlier tests' counts.
const fresh = (what: string) => `test-${what}-${randomUUID()}`;
const inDatabase: CounterStore = (name, points, windowMs) => databaseCounter(app.db, { keyPrefix: name, points, duration: windowMs / 1000 });
const clocked: Array<[string, () => CounterStore]> = [
  ['in memory', () => memoryStore],
  ['in the database', () => inDatabase],
];
const all: Array<[string, () => CounterStore]> = [...clocked, ...(redis ? [['in Redis', () => redisStore(redis, redisPrefix)] as [string, () => CounterStore]] : [])];

const limiterOn = (store: CounterStore, r: LimitRule = rule, name = fresh('limit')) => createLimiter(name, r, store, secret);

describe.each(clocked)('an attempt limit %s, in time', (_store, store) => {
  let now = 0;
  const at = (ms: number) => vi.setSystemTime((now = start + ms));
  // Ahead of the real clock: the app's cleanup (real time) deletes nothing of these tests'.
  const start = Date.now() + 60 * MINUTE;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
  });
  afterEach(() => at(0));
  afterAll(() => {
    vi.useRealTimers();
  });

  it('allows the points per window, then blocks for the window', async () => {
    const limiter = limiterOn(store());
    at(0);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check('k')).allowed).toBe(true);
      await limiter.record('k');
    }
    at(1000);
    expect(await limiter.check('k')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    at(15 * MINUTE);
    expect((await limiter.check('k')).allowed).toBe(true);
  });

  it('backs off: each further lock-out lasts twice as long, up to the ceiling, and a quiet stretch forgives them', async () => {
    const limiter = limiterOn(store());
    let elapsed = 0;
    const lockOut = async () => {
      at(elapsed);
      for (let i = 0; i < 3; i++) expect((await limiter.attempt('k')).allowed).toBe(true);
      const refused = await limiter.attempt('k');
      if (refused.allowed) throw new Error('expected a block');
      elapsed += refused.retryAfterMs;
      return refused.retryAfterMs;
    };
    expect([await lockOut(), await lockOut(), await lockOut(), await lockOut()]).toEqual([15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 60 * MINUTE]);
    elapsed += 60 * MINUTE;
    expect(await lockOut()).toBe(15 * MINUTE);
  });

  it('refuses without counting while blocked: the block stays the first one', async () => {
    const limiter = limiterOn(store());
    at(0);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('k')).toEqual({ allowed: true });
    at(1000);
    expect(await limiter.attempt('k')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    at(2000);
    expect(await limiter.check('k')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 2000 });
    at(15 * MINUTE);
    expect(await limiter.attempt('k')).toEqual({ allowed: true });
  });

  it('releases a counted attempt (a right password) within its window, never a block', async () => {
    const limiter = limiterOn(store());
    at(0);
    expect((await limiter.attempt('k')).allowed).toBe(true);
    expect((await limiter.attempt('k')).allowed).toBe(true);
    await limiter.release('k', now);
    await limiter.release('k', now);
    await limiter.release('k', now);
    // Both released, and no further: three more are allowed, the third blocks.
    at(1000);
    for (let i = 0; i < 3; i++) expect((await limiter.attempt('k')).allowed).toBe(true);
    await limiter.release('k', now);
    at(2000);
    expect(await limiter.check('k')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    // An attempt of a window that has ended is not taken off the next one's count.
    const later = limiterOn(store());
    at(0);
    await later.attempt('k');
    const countedAt = now;
    at(15 * MINUTE);
    await later.attempt('k');
    await later.attempt('k');
    await later.release('k', countedAt);
    expect((await later.attempt('k')).allowed).toBe(true);
    expect(await later.check('k')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
    await limiter.release('never counted', now);
    expect(await limiter.check('never counted')).toEqual({ allowed: true });
  });

  it('keeps keys apart and forgets one on reset (a right password), lock-outs too', async () => {
    const limiter = limiterOn(store());
    at(0);
    for (let i = 0; i < 3; i++) await limiter.record('a');
    expect((await limiter.check('a')).allowed).toBe(false);
    expect((await limiter.check('b')).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.check('a')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.record('a');
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
  });
});

describe.each(all)('an attempt limit %s, at once', (_store, store) => {
  it('allows no more than the points of many attempts made at once on one key, from two processes', async () => {
    const name = fresh('crowd');
    const processes = [limiterOn(store(), rule, name), limiterOn(store(), rule, name)];
    const replies = await Promise.all(processes.flatMap((limiter) => Array.from({ length: 10 }, () => limiter.attempt('crowd'))));
    // In memory each process has its own count: 3 each; in a shared store 3 in all.
    const shared = store !== clocked[0]![1];
    expect(replies.filter((reply) => reply.allowed)).toHaveLength(shared ? 3 : 6);
    for (const reply of replies.filter((r) => !r.allowed)) expect(reply.allowed || reply.retryAfterMs > 0).toBe(true);
  });

  it('counts every one of 200 attempts on one key at the same instant, none failing', async () => {
    const limiter = limiterOn(store(), { points: 201, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE });
    const results = await Promise.all(Array.from({ length: 200 }, () => limiter.attempt('hot')));
    expect(results.every((result) => result.allowed)).toBe(true);
    expect(await limiter.attempt('hot')).toEqual({ allowed: true });
    expect((await limiter.attempt('hot')).allowed).toBe(false);
  });

  it('counts every one of many failures recorded at once', async () => {
    const limiter = limiterOn(store(), { points: 20, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE });
    await Promise.all(Array.from({ length: 19 }, () => limiter.record('k')));
    expect((await limiter.check('k')).allowed).toBe(true);
    await limiter.record('k');
    expect((await limiter.check('k')).allowed).toBe(false);
  });
});

describe('attempt limits in the database', () => {
  const rowsOf = (name: string) => app.db.select().from(limitCounters).where(like(limitCounters.key, `${name}%`));

  it('store only the key’s code, never the address or e-mail itself', async () => {
    const name = fresh('code');
    const limiter: Limiter = limiterOn(inDatabase, rule, name);
    await limiter.record(limiterKey('email', 'quill@example.org'));
    await limiter.record(limiterKey('client', '198.51.100.23'));
    const rows = await rowsOf(name);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    // Letters no hex code or random name can hold (a random hex prefix once held "ada").
    expect(stored).not.toMatch(/quill|example/);
    expect(stored).not.toContain('198.51');
    // Another secret (another deployment) gives other keys.
    await createLimiter(name, rule, inDatabase, 'd'.repeat(32)).record(limiterKey('email', 'quill@example.org'));
    expect(await rowsOf(name)).toHaveLength(3);
  });

  it('delete expired rows, and only those', async () => {
    const name = fresh('expiry');
    const limiter = limiterOn(inDatabase, rule, name);
    await limiter.record('old');
    await limiter.record('new');
    await app.db.update(limitCounters).set({ expire: new Date(Date.now() - MINUTE) }).where(like(limitCounters.key, `${name}:%`)).returning();
    await limiter.record('newer');
    await deleteExpiredLimits(app.db);
    expect(await rowsOf(name)).toHaveLength(1);
    expect((await limiter.check('newer')).allowed).toBe(true);
  });
});

describe.skipIf(!redis)('attempt limits in Redis', () => {
  it('keep the key’s code under the prefix and the rule’s name, and let Redis expire it', async () => {
    const name = fresh('redis');
    const limiter = limiterOn(redisStore(redis!, redisPrefix), rule, name);
    for (let i = 0; i < 3; i++) await limiter.record(limiterKey('email', 'quill@example.org'));
    const keys = await redis!.keys(`${redisPrefix}limit:${name}:*`);
    expect(keys).toHaveLength(1);
    // The address never reaches Redis: only its code follows the name (the random hex of the
    // prefix held "ada" once).
    expect(keys[0]!.slice(`${redisPrefix}limit:${name}:`.length)).not.toMatch(/quill|example/);
    // Blocked for the window; the lock-out is remembered past the block for the longest block.
    expect(await redis!.pttl(keys[0]!)).toBeLessThanOrEqual(rule.windowMs);
    const [strikes] = await redis!.keys(`${redisPrefix}limit:${name}-strikes:*`);
    expect(await redis!.pttl(strikes!)).toBeGreaterThan(rule.windowMs);
  });
});

describe('the store a configuration asks for', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is the database without REDIS_URL', async () => {
    expect((await createLimits(config({}), app.database)).kind).toBe('database');
  });

  it('refuses to start when Redis does not answer', async () => {
    await expect(createLimits(config({ REDIS_URL: 'redis://127.0.0.1:9' }), app.database)).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });

  it.skipIf(!redisUrl)('is Redis with REDIS_URL', async () => {
    const limits = await createLimits(config({ REDIS_URL: redisUrl! }), app.database);
    expect(limits.kind).toBe('redis');
    await limits.ping();
    await limits.close();
  });
});

describe('a refusal (429)', () => {
  it('says the same wait from one refusal to the next while the block counts down, and sends that wait as Retry-After', () => {
    const [first, second] = [15 * MINUTE, 15 * MINUTE - 1000].map((ms) => new RateLimitedError(ms));
    expect(second!.message).toBe(first!.message);
    expect(first!.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(second!.retryAfterSeconds).toBe(900);
  });
});

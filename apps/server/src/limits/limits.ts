// The site's one limits module (docs/deployment.md "Limits"): every rule of limit-rules.ts is
// counted here, with one mechanism — rate-limiter-flexible's atomic counters — in one store for
// all server processes: Redis with REDIS_URL, else the database (`limit_counters`,
// limits-repository.ts); the per-request rules stay in memory on the one-process PGlite, where a
// write per request would cost more than most requests.
//
// Two kinds of rule:
// - request rules (no back-off: `api`, `page-views`, `coach-reports`) are counted before the
//   handler, per client, by the hook of plugins/app/request-limits.ts: every request under
//   /api/ and /GetVisits counts against `api` unless its route names a rule of its own
//   (`config.limit`) or none (`config.limit: false`);
// - attempt rules are counted by handlers through a `Limiter` (`attempt`, or `check` then
//   `record` once the outcome is known), and a key that uses them up is blocked with back-off.
//
// Keys are stored as their code (security/signer.ts 'limit-key'): no address or e-mail is kept
// as such, and every process with the same AUTH_SECRET computes the same key. A refusal is a 429
// in the one error shape with Retry-After.
import { formatDuration, waitToSay } from '@scicomm/shared/durations';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ConfigError, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { limitRules, type LimitName, type LimitRule, type LimitRules } from './limit-rules.ts';
import { databaseCounter, scheduleLimitCleanup } from './limits-repository.ts';
import { sign } from '../security/signer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own request rule (limits/limit-rules.ts) instead of `api`; false: not limited. */
    limit?: LimitName | false;
  }
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One rule's counts, shared by every process on the store. */
export interface Limiter {
  readonly name: string;
  readonly rule: LimitRule;
  /** Checks and counts one attempt at once (atomic): refused while the key is blocked. */
  attempt(key: string): Promise<LimitCheck>;
  /** Whether the key may make an attempt now, counting nothing. */
  check(key: string): Promise<LimitCheck>;
  /** Counts one attempt whose outcome is known (a failure), whatever the key's state. */
  record(key: string): Promise<void>;
  /**
   * Takes back one attempt counted by the time `countedAt` (the attempt succeeded), while the
   * window it was counted in lasts; a block it caused stays.
   */
  release(key: string, countedAt: number): Promise<void>;
  /** Forgets the key: its count and its lock-outs (a right password). */
  reset(key: string): Promise<void>;
}

export interface Limits {
  /** Where the counts are: Redis, or the database (the per-request rules in memory on PGlite). */
  readonly kind: 'database' | 'redis';
  readonly rules: LimitRules;
  /** The limiter of a rule (one per rule and app). */
  limiter(name: LimitName): Limiter;
  /** A rule's bare counter, for the request hook (its keys are codes already: requestKeyGenerator). */
  counter(name: LimitName): RateLimiterAbstract;
  /** Resolves when the store answers (readiness). */
  ping(): Promise<void>;
  /** Starts what the store needs while the app runs and ends it when the app closes. */
  attach(app: FastifyInstance): void;
  /** Lets the store's connection go (Redis); the app's close does it too. */
  close(): Promise<void>;
}

/** A counter of rate-limiter-flexible for a name, points and window, in one store. */
export type CounterStore = (name: string, points: number, windowMs: number) => RateLimiterAbstract;

/** The key of one kind of thing (a client, an e-mail address …); the limiter keeps only its code. */
export const limiterKey = (kind: string, value: string) => `${kind}\u0000${value}`;

/** The stored form of a key: its code (security/signer.ts), so neither addresses nor e-mails are kept as such. */
export const hashLimiterKey = (secret: string | Buffer, key: string) => sign(secret, 'limit-key', [key]);

/** rate-limiter-flexible refuses with its result, and fails with an Error. */
function refusedAfter(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return Math.max(1, Math.round(rejection.msBeforeNext));
  throw rejection;
}

/** A live state (the memory store keeps an expired one until its timer runs). */
const live = (res: RateLimiterRes | null): res is RateLimiterRes => res !== null && res.msBeforeNext > 0;

/**
 * An attempt rule over two counters: the attempts of the current window (`points` of them; the
 * one that uses the last blocks the key by writing the counter over for the block's length) and
 * the key's lock-outs, which set how long the next block lasts and are forgotten after a quiet
 * stretch of `maxBlockMs` past the block.
 */
export function createLimiter(name: string, rule: LimitRule, store: CounterStore, secret: string | Buffer, counts = store(name, rule.points, rule.windowMs)): Limiter {
  const strikes = rule.maxBlockMs === undefined ? undefined : store(`${name}-strikes`, Number.MAX_SAFE_INTEGER, rule.maxBlockMs);
  const hash = (key: string) => hashLimiterKey(secret, key);

  // Only one attempt uses the last point (the counter is atomic), so a key locks out once a window.
  async function lockOut(hashed: string): Promise<void> {
    if (!strikes || rule.maxBlockMs === undefined) return;
    const previous = await strikes.get(hashed);
    const struck = live(previous) ? previous.consumedPoints : 0;
    const blockMs = Math.min(rule.windowMs * 2 ** struck, rule.maxBlockMs);
    await counts.block(hashed, blockMs / 1000);
    await strikes.set(hashed, struck + 1, (blockMs + rule.maxBlockMs) / 1000);
  }

  async function count(hashed: string): Promise<LimitCheck> {
    try {
      const res = await counts.consume(hashed);
      if (res.consumedPoints === rule.points) await lockOut(hashed);
      return { allowed: true };
    } catch (rejection) {
      return { allowed: false, retryAfterMs: refusedAfter(rejection) };
    }
  }

  return {
    name,
    rule,
    attempt: (key) => count(hash(key)),
    async check(key) {
      const res = await counts.get(hash(key));
      return live(res) && res.consumedPoints >= rule.points
        ? { allowed: false, retryAfterMs: Math.max(1, Math.round(res.msBeforeNext)) }
        : { allowed: true };
    },
    async record(key) {
      await count(hash(key));
    },
    async release(key, countedAt) {
      const hashed = hash(key);
      const res = await counts.get(hashed);
      // Nothing counted, or blocked (the block stays).
      if (!live(res) || res.consumedPoints <= 0 || res.consumedPoints > rule.points) return;
      // A window that began after the attempt does not hold it (a second of slack: the store's
      // clock and round trips).
      const windowStart = Date.now() + res.msBeforeNext - rule.windowMs;
      if (windowStart > countedAt + 1000) return;
      await counts.reward(hashed, 1);
    },
    async reset(key) {
      const hashed = hash(key);
      await Promise.all([counts.delete(hashed), strikes?.delete(hashed)]);
    },
  };
}

export const memoryStore: CounterStore = (name, points, windowMs) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 });

export function redisStore(redis: Redis, prefix: string): CounterStore {
  return (name, points, windowMs) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}limit:${name}`, points, duration: windowMs / 1000 });
}

function limitsOver(
  config: Config,
  kind: Limits['kind'],
  stores: { requests: CounterStore; attempts: CounterStore },
  lifecycle: Pick<Limits, 'ping' | 'attach' | 'close'>,
): Limits {
  const rules = limitRules(config);
  const storeOf = (rule: LimitRule) => (rule.maxBlockMs === undefined ? stores.requests : stores.attempts);
  const counters = new Map<LimitName, RateLimiterAbstract>();
  const limiters = new Map<LimitName, Limiter>();
  const counter = (name: LimitName) => {
    let made = counters.get(name);
    if (!made) {
      const rule: LimitRule = rules[name];
      made = storeOf(rule)(name, rule.points, rule.windowMs);
      counters.set(name, made);
    }
    return made;
  };
  return {
    kind,
    rules,
    counter,
    limiter(name) {
      let made = limiters.get(name);
      if (!made) {
        const rule: LimitRule = rules[name];
        made = createLimiter(name, rule, storeOf(rule), config.authSecret, counter(name));
        limiters.set(name, made);
      }
      return made;
    },
    ...lifecycle,
  };
}

/** The limits in the database: PostgreSQL shares them between processes; PGlite keeps per-request counts in memory. */
export function databaseLimits(config: Config, database: DatabaseHandle): Limits {
  const inDatabase: CounterStore = (name, points, windowMs) => databaseCounter(database.db, { keyPrefix: name, points, duration: windowMs / 1000 });
  return limitsOver(
    config,
    'database',
    { requests: database.kind === 'postgres' ? inDatabase : memoryStore, attempts: inDatabase },
    { ping: () => database.ping(), attach: (app) => scheduleLimitCleanup(app, database.db), close: async () => {} },
  );
}

export function redisLimits(config: Config, redis: Redis): Limits {
  const store = redisStore(redis, config.REDIS_PREFIX);
  const close = async () => {
    if (redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
  };
  return limitsOver(config, 'redis', { requests: store, attempts: store }, {
    ping: async () => {
      await redis.ping();
    },
    attach: (app) => app.addHook('onClose', close),
    close,
  });
}

/**
 * The limits the configuration asks for. A Redis that does not answer at start stops the start
 * with a clear message instead of a server that would fail every limited request.
 */
export async function createLimits(config: Config, database: DatabaseHandle): Promise<Limits> {
  if (!config.REDIS_URL) return databaseLimits(config, database);
  // Imported only here: a site without Redis does not carry the client (~13 MB resident).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000, enableOfflineQueue: true });
  // ioredis reconnects by itself; failed commands reject and reach the request's error handler.
  // The last connection error is kept for the message below ("Connection is closed" says little).
  let lastError: unknown;
  redis.on('error', (error: unknown) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = lastError ?? error;
    throw new ConfigError([`REDIS_URL: cannot reach Redis (${reason instanceof Error ? reason.message : String(reason)})`]);
  }
  return redisLimits(config, redis);
}

// ---- Refusing: one 429 for every limit ----

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, what: 'attempts' | 'requests' = 'attempts') {
    // Retry-After and the sentence carry the same wait, as it is said (one wording per refusal).
    const seconds = waitToSay(retryAfterMs / 1000);
    super(429, 'RATE_LIMITED', `Too many ${what}. Please wait ${formatDuration(seconds, 'en')} and try again.`);
    this.retryAfterSeconds = seconds;
  }
}

/** Throws a 429 (with Retry-After on the reply) for a refused attempt. */
export function refuse(reply: FastifyReply, retryAfterMs: number): never {
  const error = new RateLimitedError(retryAfterMs);
  reply.header('retry-after', String(error.retryAfterSeconds));
  throw error;
}

/** Checks and counts one attempt of `key` at once; a 429 when it is refused. */
export async function countAttempt(reply: FastifyReply, limiter: Limiter, key: string): Promise<void> {
  const result = await limiter.attempt(key);
  if (!result.allowed) refuse(reply, result.retryAfterMs);
}

/** Throws a 429 (with Retry-After on the reply) when any of the keys is blocked. */
export async function assertAttemptAllowed(reply: FastifyReply, checks: ReadonlyArray<readonly [Limiter, string]>): Promise<void> {
  const results = await Promise.all(checks.map(([limiter, key]) => limiter.check(key)));
  for (const result of results) if (!result.allowed) refuse(reply, result.retryAfterMs);
}

/**
 * Counts one attempt of each key at once, before the work they limit (a password check), so that
 * attempts sent together cannot all pass a check made before any of them was counted: a 429
 * (with Retry-After on the reply) when any key refuses, and then none of them stays counted.
 * Returns what takes the attempts back (the work succeeded).
 */
export async function reserveAttempts(
  reply: FastifyReply,
  reservations: ReadonlyArray<readonly [Limiter, string]>,
): Promise<() => Promise<void>> {
  const results = await Promise.all(reservations.map(([limiter, key]) => limiter.attempt(key)));
  const countedAt = Date.now();
  const release = (which: ReadonlyArray<readonly [Limiter, string]>) => async () => {
    await Promise.all(which.map(([limiter, key]) => limiter.release(key, countedAt)));
  };
  const refused = results.find((result) => !result.allowed);
  if (!refused || refused.allowed) return release(reservations);
  await release(reservations.filter((_, index) => results[index]!.allowed))();
  refuse(reply, refused.retryAfterMs);
}

/**
 * Counts one attempt of `key` before `work` runs (a 429 with Retry-After when refused), so that
 * requests sent at once cannot all pass; the attempt is taken back when the work fails, so only
 * what was done stays counted (a creation).
 */
export async function countWhatSucceeds<T>(reply: FastifyReply, limiter: Limiter, key: string, work: () => Promise<T>): Promise<T> {
  const release = await reserveAttempts(reply, [[limiter, key]]);
  try {
    return await work();
  } catch (error) {
    await release();
    throw error;
  }
}

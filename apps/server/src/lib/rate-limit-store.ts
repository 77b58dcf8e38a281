// The per-client API rate limit (RATE_LIMIT_PER_MINUTE, @fastify/rate-limit) kept in the
// `rate_limits` table on PostgreSQL, so that N server processes allow a client the configured
// number of requests together, not N times it, and a restart does not reset the count. One
// atomic upsert per counted request: a fixed window per key, begun by its first request.
// (On the embedded PGlite there is one process by construction, and the plugin's memory store
// is used: a write per request would cost more than most requests themselves.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { hashLimiterKey } from './attempt-limiter.ts';
import { countRequest, deleteExpiredLimits } from './limits-repository.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: { url?: string; path?: string }): RateLimitStore;
}

/** How many clients' keys a process remembers; past it the memory starts over. */
const REMEMBERED_KEYS = 10_000;
/** How long a remembered key is kept: the limit's window. */
const REMEMBER_MS = 60_000;

/**
 * The client's key for the limit: its address, hashed with AUTH_SECRET (never stored or logged
 * as such). An HMAC costs more than the rest of a small request's checks together, and a client
 * sends many requests a minute, so each process keeps the keys of the last minute's addresses
 * in memory (at most REMEMBERED_KEYS, all forgotten every minute).
 */
export function rateLimitKeyGenerator(secret: string, now: () => number = Date.now): (request: FastifyRequest) => string {
  let keys = new Map<string, string>();
  let forgetAt = now() + REMEMBER_MS;
  return (request) => {
    const address = request.ip;
    const time = now();
    if (time >= forgetAt || keys.size >= REMEMBERED_KEYS) {
      keys = new Map();
      forgetAt = time + REMEMBER_MS;
    }
    let key = keys.get(address);
    if (key === undefined) {
      key = hashLimiterKey(secret, `api-client\u0000${address}`);
      keys.set(address, key);
    }
    return key;
  };
}

/** A store class for @fastify/rate-limit's `store` option, on the given database. */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements RateLimitStore {
    readonly limiter: string;

    // The plugin passes its options first; a child passes its own namespace.
    constructor(_options?: unknown, limiter = 'api') {
      this.limiter = limiter;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countRequest(db, this.limiter, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // A route with its own limit (page views) counts in its own namespace.
    child(routeOptions: { url?: string; path?: string }): RateLimitStore {
      return new DatabaseRateLimitStore(undefined, `api-route:${routeOptions.url ?? routeOptions.path ?? ''}`);
    }
  };
}

/** How often each process deletes expired limit rows (any process may; it is idempotent). */
export const LIMIT_CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Deletes expired rows of `rate_limits` at start and every LIMIT_CLEANUP_INTERVAL_MS until close. */
export function scheduleLimitCleanup(app: FastifyInstance, db: Database): void {
  const run = () =>
    deleteExpiredLimits(db).then(
      (deleted) => {
        if (deleted > 0) app.log.debug({ deleted }, 'expired rate-limit rows deleted');
      },
      (err: unknown) => app.log.warn({ err }, 'could not delete expired rate-limit rows'),
    );
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), LIMIT_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}

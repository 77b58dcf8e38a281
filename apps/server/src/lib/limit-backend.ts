// Where the site keeps its limits (docs/deployment.md "Shared limits"): the attempt limits of
// sign-in, registration, reset mail, shares and widget sites, and the per-client API rate limit.
// With REDIS_URL in Redis; otherwise in the database's `rate_limits` table (the API rate limit in
// memory on the one-process PGlite). Either way every process on the same store shares one count.
import type { FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ConfigError, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AttemptLimiter, AttemptRule } from './attempt-limiter.ts';
import { createDatabaseAttemptLimiter } from './limits-repository.ts';
import { createRedisAttemptLimiter } from './redis-attempt-limiter.ts';
import { databaseRateLimitStore, scheduleLimitCleanup } from './rate-limit-store.ts';

export interface LimitBackend {
  readonly kind: 'database' | 'redis';
  /** A limiter whose state is shared under `name` by every process on this backend. */
  attemptLimiter(name: string, rule: AttemptRule): AttemptLimiter;
  /** What @fastify/rate-limit needs to count in this backend. */
  rateLimitOptions(): Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Resolves when the backend answers (readiness). */
  ping(): Promise<void>;
  /** Starts what the backend needs while the app runs (expired rows' cleanup) and ends it on close. */
  attach(app: FastifyInstance): void;
}

export function databaseLimitBackend(database: DatabaseHandle, secret: string): LimitBackend {
  return {
    kind: 'database',
    attemptLimiter: (name, rule) => createDatabaseAttemptLimiter(database.db, name, rule, secret),
    rateLimitOptions: () => (database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
    ping: () => database.ping(),
    attach: (app) => scheduleLimitCleanup(app, database.db),
  };
}

export function redisLimitBackend(redis: Redis, prefix: string, secret: string): LimitBackend {
  return {
    kind: 'redis',
    attemptLimiter: (name, rule) => createRedisAttemptLimiter(redis, prefix, name, rule, secret),
    rateLimitOptions: () => ({ redis, nameSpace: `${prefix}api-rate:` }),
    ping: async () => {
      await redis.ping();
    },
    attach: (app) => {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    },
  };
}

/**
 * The backend the configuration asks for. A Redis that does not answer at start stops the start
 * with a clear message instead of a server that would fail every limited request.
 */
export async function createLimitBackend(config: Config, database: DatabaseHandle): Promise<LimitBackend> {
  if (!config.REDIS_URL) return databaseLimitBackend(database, config.authSecret);
  // Imported only here: a site without Redis does not carry the client (~13 MB resident).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  });
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
  return redisLimitBackend(redis, config.REDIS_PREFIX, config.authSecret);
}

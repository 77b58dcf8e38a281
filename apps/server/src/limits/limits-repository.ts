// The `limit_counters` table: the limits' counters in the database (limits/limits.ts), shared by
// every server process on it. rate-limiter-flexible's Drizzle store counts with one upsert per
// attempt (atomic: the row's lock orders attempts sent at once); expired rows are deleted here.
import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { limitCounters } from '../db/schema.ts';

/** A counter of `points` per `duration` seconds under `keyPrefix`, in the database. */
export function databaseCounter(db: Database, options: { keyPrefix: string; points: number; duration: number }): RateLimiterDrizzle {
  // Expired rows are deleted by scheduleLimitCleanup, once per process, not by a timer per counter.
  return new RateLimiterDrizzle({ storeClient: db, schema: limitCounters, clearExpiredByTimeout: false, ...options });
}

/** Deletes the rows that have expired; returns how many. */
export async function deleteExpiredLimits(db: Database, now = new Date()): Promise<number> {
  const deleted = await db.delete(limitCounters).where(lt(limitCounters.expire, now)).returning({ key: limitCounters.key });
  return deleted.length;
}

/** How often each process deletes expired rows (any process may; it is idempotent). */
export const LIMIT_CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Deletes expired rows at start and every LIMIT_CLEANUP_INTERVAL_MS until close. */
export function scheduleLimitCleanup(app: FastifyInstance, db: Database): void {
  const run = () =>
    deleteExpiredLimits(db).then(
      (deleted) => {
        if (deleted > 0) app.log.debug({ deleted }, 'expired limit counters deleted');
      },
      (err: unknown) => app.log.warn({ err }, 'could not delete expired limit counters'),
    );
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), LIMIT_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}

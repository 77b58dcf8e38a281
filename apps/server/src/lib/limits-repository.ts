// The `rate_limits` table: the attempt limiters' state (attempt-limiter.ts) and the API rate
// limit's windows (rate-limit-store.ts), shared by every server process on the database.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { rateLimits } from '../db/schema.ts';
import {
  attemptStateExpiry,
  hashLimiterKey,
  nextAttemptState,
  type AttemptLimiter,
  type AttemptRule,
} from './attempt-limiter.ts';

/**
 * A limiter whose state lives in the `rate_limits` table under `name`, shared by every process
 * on the database. An attempt is written only over the state it was computed from (compare and
 * set), so attempts from several processes at once are all counted.
 */
/** Tries before an attempt on a key that other processes keep changing gives up (never seen). */
const MAX_RECORD_RETRIES = 50;

const stateColumns = {
  count: rateLimits.count,
  windowStart: rateLimits.windowStart,
  blockedUntil: rateLimits.blockedUntil,
  strikes: rateLimits.strikes,
  expiresAt: rateLimits.expiresAt,
};

export function createDatabaseAttemptLimiter(db: Database, name: string, rule: AttemptRule, secret: string): AttemptLimiter {
  const where = (hashed: string) => and(eq(rateLimits.limiter, name), eq(rateLimits.key, hashed));
  return {
    async check(key, now = Date.now()) {
      const [row] = await db
        .select({ blockedUntil: rateLimits.blockedUntil })
        .from(rateLimits)
        .where(where(hashLimiterKey(secret, key)));
      return row && row.blockedUntil > now ? { allowed: false, retryAfterMs: row.blockedUntil - now } : { allowed: true };
    },
    async record(key, now = Date.now()) {
      const hashed = hashLimiterKey(secret, key);
      // Compare-and-set: read the row, write the next state only if nobody changed the row
      // meanwhile (another process's attempt), else read again. Two statements per attempt
      // instead of a locking transaction's five (the embedded database runs on our thread).
      for (let attempt = 0; attempt < MAX_RECORD_RETRIES; attempt++) {
        const [row] = await db.select(stateColumns).from(rateLimits).where(where(hashed));
        // A row past its expiry (not yet cleaned up) counts as none.
        const previous = row && row.expiresAt > now ? row : undefined;
        const next = nextAttemptState(previous, rule, now);
        const values = { ...next, expiresAt: attemptStateExpiry(next, rule) };
        const written = row
          ? await db
              .update(rateLimits)
              .set(values)
              .where(
                and(
                  where(hashed),
                  eq(rateLimits.count, row.count),
                  eq(rateLimits.windowStart, row.windowStart),
                  eq(rateLimits.blockedUntil, row.blockedUntil),
                  eq(rateLimits.strikes, row.strikes),
                  eq(rateLimits.expiresAt, row.expiresAt),
                ),
              )
              .returning({ key: rateLimits.key })
          : await db
              .insert(rateLimits)
              .values({ limiter: name, key: hashed, ...values })
              .onConflictDoNothing()
              .returning({ key: rateLimits.key });
        if (written.length > 0) return;
      }
      throw new Error(`attempt limiter ${name}: too much contention on one key`);
    },
    async reset(key) {
      await db.delete(rateLimits).where(where(hashLimiterKey(secret, key)));
    },
  };
}

/** Deletes the rows of every limiter that have expired; returns how many. */
export async function deleteExpiredLimits(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.expiresAt} < ${now}`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * The upsert that counts a request, built and prepared once (db/prepared.ts): every API request
 * runs it on PostgreSQL without Redis. `now` and `windowMs` are the request's.
 */
function countStatement(db: Database) {
  const now = sql.placeholder('now');
  const windowMs = sql.placeholder('windowMs');
  const windowEnd = sql.placeholder('windowEnd');
  // The parameters' types are told: a prepared statement has no values to infer them from.
  const expired = sql`${rateLimits.windowStart} + ${windowMs}::bigint <= ${now}::bigint`;
  return db
    .insert(rateLimits)
    .values({ limiter: sql.placeholder('limiter'), key: sql.placeholder('key'), count: 1, windowStart: now, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimits.limiter, rateLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now}::bigint else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${windowEnd}::bigint else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare('rate_limit_count');
}

/** Counts one request of `key` in `limiter`'s current window; returns the count and the ms left. */
export async function countRequest(
  db: Database,
  limiter: string,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const [row] = await preparedOnce(db, 'rate_limit_count', () => countStatement(db)).execute({ limiter, key, now, windowMs, windowEnd: now + windowMs });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.count, ttl: Math.max(0, row.windowStart + windowMs - now) };
}

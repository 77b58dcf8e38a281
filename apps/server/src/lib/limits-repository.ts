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
  oneAtATimePerKey,
  type AttemptLimiter,
  type AttemptRule,
} from './attempt-limiter.ts';

const stateColumns = {
  count: rateLimits.count,
  windowStart: rateLimits.windowStart,
  blockedUntil: rateLimits.blockedUntil,
  strikes: rateLimits.strikes,
  expiresAt: rateLimits.expiresAt,
};

type StoredState = { [K in keyof typeof stateColumns]: number };

/** Compare-and-set tries before an attempt waits for the row's lock instead. */
const COMPARE_AND_SET_TRIES = 3;

/**
 * A limiter whose state lives in the `rate_limits` table under `name`, shared by every process
 * on the database. An attempt is written only over the state it was computed from (compare and
 * set: two statements, no transaction, what an uncontended key costs). Within a process the
 * attempts on one key queue (oneAtATimePerKey); when other processes keep winning the race, the
 * attempt takes the row's lock and waits its turn, so it is always counted and never fails.
 */
export function createDatabaseAttemptLimiter(db: Database, name: string, rule: AttemptRule, secret: string): AttemptLimiter {
  const where = (hashed: string) => and(eq(rateLimits.limiter, name), eq(rateLimits.key, hashed));
  const nextValues = (row: StoredState | undefined, now: number) => {
    // A row past its expiry (not yet cleaned up) counts as none.
    const next = nextAttemptState(row && row.expiresAt > now ? row : undefined, rule, now);
    return { ...next, expiresAt: attemptStateExpiry(next, rule) };
  };

  async function compareAndSet(hashed: string, now: number): Promise<boolean> {
    const [row] = await db.select(stateColumns).from(rateLimits).where(where(hashed));
    const values = nextValues(row, now);
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
    return written.length > 0;
  }

  async function underLock(hashed: string, now: number): Promise<void> {
    await db.transaction(async (tx) => {
      // The state of no attempt yet, so that there is a row to lock; the same transaction
      // overwrites it, and nobody else sees it.
      const empty = { count: 0, windowStart: now, blockedUntil: 0, strikes: 0, expiresAt: now + rule.windowMs };
      await tx.insert(rateLimits).values({ limiter: name, key: hashed, ...empty }).onConflictDoNothing();
      const [row] = await tx.select(stateColumns).from(rateLimits).where(where(hashed)).for('update');
      await tx.update(rateLimits).set(nextValues(row, now)).where(where(hashed));
    });
  }

  const queue = oneAtATimePerKey();
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
      await queue(hashed, async () => {
        for (let attempt = 0; attempt < COMPARE_AND_SET_TRIES; attempt++) {
          if (await compareAndSet(hashed, now)) return;
        }
        await underLock(hashed, now);
      });
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

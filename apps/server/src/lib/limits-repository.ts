// The `rate_limits` table: the attempt limiters' state (attempt-limiter.ts) and the API rate
// limit's windows (rate-limit-store.ts), shared by every server process on the database.
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
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
  const blockedUntil = async (hashed: string) =>
    (await db.select({ blockedUntil: rateLimits.blockedUntil }).from(rateLimits).where(where(hashed)))[0]?.blockedUntil ?? 0;
  return {
    async attempt(key, now = Date.now()) {
      const hashed = hashLimiterKey(secret, key);
      // The state of a first attempt, for a new row or one past its expiry.
      const fresh = nextValues(undefined, now);
      const counted = await preparedOnce(db, 'attempt_limiter_attempt', () => attemptStatement(db)).execute({
        limiter: name,
        key: hashed,
        now,
        windowMs: rule.windowMs,
        maxBlockMs: rule.maxBlockMs,
        max: rule.max,
        ...fresh,
      });
      if (counted.length > 0) return { allowed: true };
      // No row written: the key is blocked (the rare path reads how long).
      const until = await blockedUntil(hashed);
      return { allowed: false, retryAfterMs: Math.max(1, until - now) };
    },
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
    // releasedAttemptState in one statement: no read, so nothing to race.
    async release(key, countedAt) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(where(hashLimiterKey(secret, key)), gt(rateLimits.count, 0), lte(rateLimits.windowStart, countedAt)));
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
 * An attempt limiter's check and count in one statement (`attempt`), built and prepared once: the
 * row's next state is nextAttemptState (attempt-limiter.ts) written in SQL, computed on the row
 * under its lock, so there is no compare-and-set to lose; a row past its expiry counts as none
 * (the first attempt's state, `excluded`), and a blocked row is left alone and returns nothing.
 * attempt-limiter.test.ts runs the same cases on it as on the other limiters.
 */
function attemptStatement(db: Database) {
  const p = (name: string) => sql.placeholder(name);
  const now = sql`${p('now')}::bigint`;
  const windowMs = sql`${p('windowMs')}::bigint`;
  const maxBlockMs = sql`${p('maxBlockMs')}::bigint`;
  const max = sql`${p('max')}::integer`;
  const row = {
    count: sql`${rateLimits.count}`,
    windowStart: sql`${rateLimits.windowStart}`,
    blockedUntil: sql`${rateLimits.blockedUntil}`,
    strikes: sql`${rateLimits.strikes}`,
  };
  const windowOver = sql`(${now} - ${row.windowStart} >= ${windowMs})`;
  const strikes = sql`(case when ${windowOver} and ${row.blockedUntil} <= ${now} and ${now} - greatest(${row.windowStart}, ${row.blockedUntil}) >= ${maxBlockMs} then 0 else ${row.strikes} end)`;
  const count = sql`((case when ${windowOver} then 0 else ${row.count} end) + 1)`;
  const windowStart = sql`(case when ${windowOver} then ${now} else ${row.windowStart} end)`;
  const locks = sql`(${count} >= ${max})`;
  const block = sql`least(${windowMs}::numeric * power(2::numeric, ${strikes}), ${maxBlockMs})::bigint`;
  const next = {
    count: sql`(case when ${locks} then 0 else ${count} end)`,
    windowStart: sql`(case when ${locks} then ${now} + ${block} else ${windowStart} end)`,
    blockedUntil: sql`(case when ${locks} then ${now} + ${block} else ${row.blockedUntil} end)`,
    strikes: sql`(case when ${locks} then ${strikes} + 1 else ${strikes} end)`,
  };
  const expiresAt = sql`greatest(${next.windowStart} + ${windowMs}, greatest(${next.windowStart}, ${next.blockedUntil}) + ${maxBlockMs})`;
  const live = sql`${rateLimits.expiresAt} > ${now}`;
  const orFresh = (value: SQL, column: string) => sql`case when ${live} then ${value} else excluded.${sql.raw(column)} end`;
  return db
    .insert(rateLimits)
    .values({
      limiter: p('limiter'),
      key: p('key'),
      count: p('count'),
      windowStart: p('windowStart'),
      blockedUntil: p('blockedUntil'),
      strikes: p('strikes'),
      expiresAt: p('expiresAt'),
    })
    .onConflictDoUpdate({
      target: [rateLimits.limiter, rateLimits.key],
      set: {
        count: orFresh(next.count, 'count'),
        windowStart: orFresh(next.windowStart, 'window_start'),
        blockedUntil: orFresh(next.blockedUntil, 'blocked_until'),
        strikes: orFresh(next.strikes, 'strikes'),
        expiresAt: orFresh(expiresAt, 'expires_at'),
      },
      // A blocked key is refused and not counted.
      setWhere: sql`not (${live} and ${row.blockedUntil} > ${now})`,
    })
    .returning({ key: rateLimits.key })
    .prepare('attempt_limiter_attempt');
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

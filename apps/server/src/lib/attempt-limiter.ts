// Rate limits with exponential back-off for sign-in, registration and password reset
// (docs/accounts.md "Abuse"). The authentication library's own limiter keys on IP addresses,
// which we switch off (docs/decisions.md: no IP address is ever collected), so this one keys on
// strings that the limiter hashes before keeping them: an HMAC keyed with AUTH_SECRET, the same
// in every process, so that several processes share one count (docs/deployment.md). Each time
// a key uses up its attempts it is blocked for the window, then twice as long, four times … up
// to a ceiling; a success can clear a key (a right password).
//
// Two stores keep the same rules (`nextAttemptState`): the database (`rate_limits`), which every
// server process shares and which outlives a restart, and memory (unit tests, one process).
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface AttemptRule {
  /** Attempts allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
  /** The longest a key stays blocked after repeated lock-outs. */
  maxBlockMs: number;
}

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AttemptState {
  count: number;
  windowStart: number;
  blockedUntil: number;
  strikes: number;
}

export interface AttemptLimiter {
  check(key: string, now?: number): Promise<AttemptCheck>;
  record(key: string, now?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The key of one kind of thing (a client, an e-mail address …); the limiter hashes it. */
export const limiterKey = (kind: string, value: string) => `${kind}\u0000${value}`;

/** The stored form of a key: an HMAC, so neither addresses nor e-mails are kept as such. */
export const hashLimiterKey = (secret: string | Buffer, key: string) =>
  createHmac('sha256', secret).update(key).digest('base64url');

export function checkAttemptState(state: AttemptState | undefined, now: number): AttemptCheck {
  if (state && state.blockedUntil > now) return { allowed: false, retryAfterMs: state.blockedUntil - now };
  return { allowed: true };
}

/** The state after one more attempt at `now`. */
export function nextAttemptState(previous: AttemptState | undefined, rule: AttemptRule, now: number): AttemptState {
  const entry = previous ? { ...previous } : { count: 0, windowStart: now, blockedUntil: 0, strikes: 0 };
  if (now - entry.windowStart >= rule.windowMs) {
    // A quiet stretch as long as the longest block forgives earlier lock-outs.
    if (entry.blockedUntil <= now && now - Math.max(entry.windowStart, entry.blockedUntil) >= rule.maxBlockMs) {
      entry.strikes = 0;
    }
    entry.count = 0;
    entry.windowStart = now;
  }
  entry.count += 1;
  if (entry.count >= rule.max) {
    const block = Math.min(rule.windowMs * 2 ** entry.strikes, rule.maxBlockMs);
    entry.strikes += 1;
    entry.blockedUntil = now + block;
    entry.count = 0;
    entry.windowStart = now + block;
  }
  return entry;
}

/** From this moment on the state is the same as no state at all (the row can go). */
export function attemptStateExpiry(state: AttemptState, rule: AttemptRule): number {
  return Math.max(state.windowStart + rule.windowMs, Math.max(state.windowStart, state.blockedUntil) + rule.maxBlockMs);
}

const MAX_ENTRIES = 50_000;

/** One process's limiter in memory (unit tests; the database one is what the server uses). */
export function createAttemptLimiter(rule: AttemptRule, secret: string | Buffer = randomBytes(32)): AttemptLimiter {
  const entries = new Map<string, AttemptState>();

  const prune = (now: number) => {
    if (entries.size < MAX_ENTRIES) return;
    for (const [key, entry] of entries) {
      if (attemptStateExpiry(entry, rule) <= now) entries.delete(key);
    }
    // Still full (a flood of distinct keys): drop the oldest; Map keeps insertion order.
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  };

  return {
    check: async (key, now = Date.now()) => checkAttemptState(entries.get(hashLimiterKey(secret, key)), now),
    record: async (key, now = Date.now()) => {
      const hashed = hashLimiterKey(secret, key);
      const previous = entries.get(hashed);
      if (!previous) prune(now);
      entries.set(hashed, nextAttemptState(previous, rule, now));
    },
    reset: async (key) => void entries.delete(hashLimiterKey(secret, key)),
  };
}

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

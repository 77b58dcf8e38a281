// Rate limits with exponential back-off for sign-in, registration and password reset
// (docs/accounts.md "Abuse"). The authentication library's own limiter keys on IP addresses,
// which we switch off (docs/decisions.md: no IP address is ever collected), so this one keys on
// strings that the limiter hashes before keeping them: an HMAC keyed with AUTH_SECRET, the same
// in every process, so that several processes share one count (docs/deployment.md). Each time
// a key uses up its attempts it is blocked for the window, then twice as long, four times … up
// to a ceiling; a success can clear a key (a right password).
//
// Two stores keep the same rules (`nextAttemptState`): the database (`rate_limits`), which every
// server process shares and which outlives a restart (limits-repository.ts), Redis
// (redis-attempt-limiter.ts) and memory (unit tests, one process).
import { randomBytes } from 'node:crypto';
import { sign } from './signer.ts';

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
  /**
   * check and record at once, for a limit that counts every attempt: refused, and not counted,
   * while the key is blocked; counted otherwise. One statement in the database (a hot path: the
   * reader's responses, docs/reader-check.md "Load").
   */
  attempt(key: string, now?: number): Promise<AttemptCheck>;
  /**
   * Takes back one attempt that `attempt` counted at `countedAt` (a limit of failures counts an
   * attempt before its outcome is known, and the attempt succeeded): only while the window it was
   * counted in lasts; a block it caused stays.
   */
  release(key: string, countedAt: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The key of one kind of thing (a client, an e-mail address …); the limiter hashes it. */
export const limiterKey = (kind: string, value: string) => `${kind}\u0000${value}`;

/** The stored form of a key: its code (signer.ts), so neither addresses nor e-mails are kept as such. */
export const hashLimiterKey = (secret: string | Buffer, key: string) => sign(secret, 'limit-key', [key]);

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

/** The state once one attempt counted at `countedAt` is taken back; undefined: nothing to take back. */
export function releasedAttemptState(state: AttemptState | undefined, countedAt: number): AttemptState | undefined {
  // A window that started after the attempt (a new one, or the end of a block) does not hold it.
  if (!state || state.count <= 0 || state.windowStart > countedAt) return undefined;
  return { ...state, count: state.count - 1 };
}

/** From this moment on the state is the same as no state at all (the row can go). */
export function attemptStateExpiry(state: AttemptState, rule: AttemptRule): number {
  return Math.max(state.windowStart + rule.windowMs, Math.max(state.windowStart, state.blockedUntil) + rule.maxBlockMs);
}

/**
 * Runs tasks on one key one after another, within this process. A shared limiter's record reads
 * and writes a row; many requests on one hot key (200 readers on one link) would otherwise race
 * each other through the store's compare-and-set, all but one losing each round. Queued here,
 * only one write per key is in flight per process, and the store settles the few processes.
 */
export function oneAtATimePerKey(): (key: string, task: () => Promise<void>) => Promise<void> {
  const tails = new Map<string, Promise<void>>();
  return async (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(task);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
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
    attempt: async (key, now = Date.now()) => {
      const hashed = hashLimiterKey(secret, key);
      const previous = entries.get(hashed);
      const checked = checkAttemptState(previous, now);
      if (!checked.allowed) return checked;
      if (!previous) prune(now);
      entries.set(hashed, nextAttemptState(previous, rule, now));
      return checked;
    },
    record: async (key, now = Date.now()) => {
      const hashed = hashLimiterKey(secret, key);
      const previous = entries.get(hashed);
      if (!previous) prune(now);
      entries.set(hashed, nextAttemptState(previous, rule, now));
    },
    release: async (key, countedAt) => {
      const hashed = hashLimiterKey(secret, key);
      const released = releasedAttemptState(entries.get(hashed), countedAt);
      if (released) entries.set(hashed, released);
    },
    reset: async (key) => void entries.delete(hashLimiterKey(secret, key)),
  };
}

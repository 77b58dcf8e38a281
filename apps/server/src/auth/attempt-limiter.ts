// Rate limits with exponential back-off for sign-in, registration and password reset (issue 5
// "Abuse"). The authentication library's own limiter keys on IP addresses, which we switch off
// (DECISIONS.md: no IP address is ever collected), so this one keys on hashed strings: the
// client's connection address, kept in memory only for the window, and the e-mail address a
// request targets. Each time a key uses up its attempts it is blocked for the window, then
// twice as long, four times … up to a ceiling; a success can clear a key (a right password).
import { createHmac, randomBytes } from 'node:crypto';

export interface AttemptRule {
  /** Attempts allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
  /** The longest a key stays blocked after repeated lock-outs. */
  maxBlockMs: number;
}

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

interface Entry {
  count: number;
  windowStart: number;
  blockedUntil: number;
  strikes: number;
}

export interface AttemptLimiter {
  check(key: string, now?: number): AttemptCheck;
  record(key: string, now?: number): void;
  reset(key: string): void;
}

const MAX_ENTRIES = 50_000;
// Keys are hashed with a per-process salt: neither addresses nor e-mails sit in the map as such.
const salt = randomBytes(16);
export const limiterKey = (kind: string, value: string) =>
  createHmac('sha256', salt).update(`${kind}\u0000${value}`).digest('base64url');

export function createAttemptLimiter(rule: AttemptRule): AttemptLimiter {
  const entries = new Map<string, Entry>();

  const prune = (now: number) => {
    if (entries.size < MAX_ENTRIES) return;
    for (const [key, entry] of entries) {
      if (entry.blockedUntil <= now && now - entry.windowStart > rule.maxBlockMs)
        entries.delete(key);
    }
    // Still full (a flood of distinct keys): drop the oldest; Map keeps insertion order.
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  };

  return {
    check(key, now = Date.now()) {
      const entry = entries.get(key);
      if (entry && entry.blockedUntil > now)
        return { allowed: false, retryAfterMs: entry.blockedUntil - now };
      return { allowed: true };
    },
    record(key, now = Date.now()) {
      let entry = entries.get(key);
      if (!entry) {
        prune(now);
        entry = { count: 0, windowStart: now, blockedUntil: 0, strikes: 0 };
        entries.set(key, entry);
      }
      if (now - entry.windowStart >= rule.windowMs) {
        // A quiet stretch as long as the longest block forgives earlier lock-outs.
        if (
          entry.blockedUntil <= now &&
          now - Math.max(entry.windowStart, entry.blockedUntil) >= rule.maxBlockMs
        ) {
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
    },
    reset(key) {
      entries.delete(key);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, limiterKey } from './attempt-limiter.ts';

const MINUTE = 60_000;
const rule = { max: 3, windowMs: 15 * MINUTE, maxBlockMs: 60 * MINUTE };

describe('attempt limiter', () => {
  it('allows max attempts per window, then blocks for the window', () => {
    const limiter = createAttemptLimiter(rule);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('k', 0).allowed).toBe(true);
      limiter.record('k', 0);
    }
    expect(limiter.check('k', 1000)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE - 1000 });
    expect(limiter.check('k', 15 * MINUTE).allowed).toBe(true);
  });

  it('backs off: each further lock-out lasts twice as long, up to the ceiling', () => {
    const limiter = createAttemptLimiter(rule);
    let now = 0;
    const lockOut = () => {
      for (let i = 0; i < 3; i++) limiter.record('k', now);
      const check = limiter.check('k', now);
      if (check.allowed) throw new Error('expected a block');
      now += check.retryAfterMs;
      return check.retryAfterMs;
    };
    expect([lockOut(), lockOut(), lockOut(), lockOut()]).toEqual([
      15 * MINUTE,
      30 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });

  it('forgives earlier lock-outs after a quiet stretch as long as the ceiling', () => {
    const limiter = createAttemptLimiter(rule);
    for (let i = 0; i < 3; i++) limiter.record('k', 0);
    const later = 15 * MINUTE + 60 * MINUTE;
    for (let i = 0; i < 3; i++) limiter.record('k', later);
    expect(limiter.check('k', later)).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
  });

  it('keeps keys apart and clears one on reset (a right password)', () => {
    const limiter = createAttemptLimiter(rule);
    for (let i = 0; i < 3; i++) limiter.record('a', 0);
    expect(limiter.check('a', 0).allowed).toBe(false);
    expect(limiter.check('b', 0).allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.check('a', 0).allowed).toBe(true);
  });

  it('hashes keys, so neither addresses nor e-mails are kept as such', () => {
    const key = limiterKey('email', 'ada@example.org');
    expect(key).not.toContain('ada');
    expect(key).toBe(limiterKey('email', 'ada@example.org'));
    expect(key).not.toBe(limiterKey('client', 'ada@example.org'));
  });
});

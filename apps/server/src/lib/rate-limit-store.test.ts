// The rate limit's client key: the HMAC of the address, remembered for a minute at most.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashLimiterKey } from './attempt-limiter.ts';
import { getTestApp } from '../test/test-app.ts';
import { countRequest } from './limits-repository.ts';
import { rateLimitKeyGenerator } from './rate-limit-store.ts';

const from = (ip: string) => ({ ip }) as FastifyRequest;

describe('the rate limit key of a client', () => {
  it('is the HMAC of its address, the same on every call and in every process', () => {
    const keyOf = rateLimitKeyGenerator('s'.repeat(32));
    const expected = hashLimiterKey('s'.repeat(32), 'api-client\u0000203.0.113.7');
    expect(keyOf(from('203.0.113.7'))).toBe(expected);
    expect(keyOf(from('203.0.113.7'))).toBe(expected);
    expect(rateLimitKeyGenerator('s'.repeat(32))(from('203.0.113.7'))).toBe(expected);
    expect(keyOf(from('203.0.113.8'))).not.toBe(expected);
  });

  it('stays right across the minute after which remembered keys are forgotten', () => {
    let now = 0;
    const keyOf = rateLimitKeyGenerator('t'.repeat(32), () => now);
    const first = keyOf(from('198.51.100.1'));
    now = 61_000;
    expect(keyOf(from('198.51.100.1'))).toBe(first);
    expect(keyOf(from('198.51.100.2'))).toBe(hashLimiterKey('t'.repeat(32), 'api-client\u0000198.51.100.2'));
  });
});

describe('a request counted in the database', () => {
  it('counts within its window, starts a new window once it has passed, and keeps keys and limiters apart', async () => {
    const { db } = await getTestApp();
    const start = 1_800_000_000_000;
    const count = (key: string, now: number, limiter = 'api') => countRequest(db, limiter, key, 60_000, now);
    expect(await count('client-a', start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await count('client-a', start + 1_000)).toEqual({ current: 2, ttl: 59_000 });
    expect(await count('client-b', start + 2_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await count('client-a', start + 2_000, 'api-route:/GetVisits')).toEqual({ current: 1, ttl: 60_000 });
    expect(await count('client-a', start + 59_999)).toEqual({ current: 3, ttl: 1 });
    // The window ended at start + 60 s: the next request opens a new one.
    expect(await count('client-a', start + 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await count('client-a', start + 61_000)).toEqual({ current: 2, ttl: 59_000 });
  });
});

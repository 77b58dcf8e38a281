// The rate limit's client key: the HMAC of the address, remembered for a minute at most.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashLimiterKey } from './attempt-limiter.ts';
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

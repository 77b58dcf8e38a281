// The attempt limiter of attempt-limiter.ts with its state in Redis (REDIS_URL): the same
// rule (`nextAttemptState`), one key per limited thing holding its state as JSON, written only
// over the state it was computed from (a compare-and-set script), so that attempts from several
// processes at once are all counted. Redis deletes a key itself once its state has expired.
import type { Redis } from 'ioredis';
import {
  attemptStateExpiry,
  checkAttemptState,
  hashLimiterKey,
  nextAttemptState,
  oneAtATimePerKey,
  type AttemptLimiter,
  type AttemptRule,
  type AttemptState,
} from './attempt-limiter.ts';

/**
 * Tries before an attempt on a key that other processes keep changing gives up. Within a process
 * the attempts on one key queue (oneAtATimePerKey), so only one per process races here: each
 * round one process wins, and 50 is far more than the processes of a site.
 */
const MAX_RECORD_RETRIES = 50;

// KEYS[1]: the key; ARGV[1]: the value it was read with ('' for none); ARGV[2]: the new value;
// ARGV[3]: its time to live in ms. Returns 1 when written, 0 when someone wrote first.
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
`;

type CompareAndSet = (key: string, expected: string, next: string, ttlMs: number) => Promise<number>;

function compareAndSet(redis: Redis): CompareAndSet {
  // ioredis sends EVALSHA and falls back to EVAL once per connection.
  if (!('limiterCompareAndSet' in redis)) redis.defineCommand('limiterCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  const command = (redis as unknown as Record<string, (...args: Array<string | number>) => Promise<number>>)
    .limiterCompareAndSet!;
  return (key, expected, next, ttlMs) => command.call(redis, key, expected, next, ttlMs);
}

function parseState(raw: string | null): AttemptState | undefined {
  return raw === null ? undefined : (JSON.parse(raw) as AttemptState);
}

export function createRedisAttemptLimiter(
  redis: Redis,
  prefix: string,
  name: string,
  rule: AttemptRule,
  secret: string,
): AttemptLimiter {
  const keyOf = (key: string) => `${prefix}limit:${name}:${hashLimiterKey(secret, key)}`;
  const write = compareAndSet(redis);
  const queue = oneAtATimePerKey();
  return {
    async check(key, now = Date.now()) {
      return checkAttemptState(parseState(await redis.get(keyOf(key))), now);
    },
    async record(key, now = Date.now()) {
      const stored = keyOf(key);
      await queue(stored, async () => {
        for (let attempt = 0; attempt < MAX_RECORD_RETRIES; attempt++) {
          const raw = await redis.get(stored);
          const next = nextAttemptState(parseState(raw), rule, now);
          const ttlMs = Math.max(1, attemptStateExpiry(next, rule) - now);
          if ((await write(stored, raw ?? '', JSON.stringify(next), ttlMs)) === 1) return;
        }
        throw new Error(`attempt limiter ${name}: too much contention on one key`);
      });
    },
    // Two round trips here: Redis is not the hot path's store without a script of its own.
    async attempt(key, now = Date.now()) {
      const checked = await this.check(key, now);
      if (checked.allowed) await this.record(key, now);
      return checked;
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

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
  releasedAttemptState,
  type AttemptCheck,
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
  /**
   * Writes change(state) over the state it was computed from, reading again whenever another
   * process wrote in between, so a decision made on the state (attempt's check) holds when it is
   * written; change returning undefined writes nothing.
   */
  const update = (key: string, now: number, change: (state: AttemptState | undefined) => AttemptState | undefined) => {
    const stored = keyOf(key);
    return queue(stored, async () => {
      for (let attempt = 0; attempt < MAX_RECORD_RETRIES; attempt++) {
        const raw = await redis.get(stored);
        const next = change(parseState(raw));
        if (!next) return;
        const ttlMs = Math.max(1, attemptStateExpiry(next, rule) - now);
        if ((await write(stored, raw ?? '', JSON.stringify(next), ttlMs)) === 1) return;
      }
      throw new Error(`attempt limiter ${name}: too much contention on one key`);
    });
  };
  return {
    async check(key, now = Date.now()) {
      return checkAttemptState(parseState(await redis.get(keyOf(key))), now);
    },
    async record(key, now = Date.now()) {
      await update(key, now, (state) => nextAttemptState(state, rule, now));
    },
    // Checked and counted in one compare-and-set: two round trips, and no attempt is allowed on
    // a state that changed before it was counted.
    async attempt(key, now = Date.now()) {
      let checked: AttemptCheck = { allowed: true };
      await update(key, now, (state) => {
        checked = checkAttemptState(state, now);
        return checked.allowed ? nextAttemptState(state, rule, now) : undefined;
      });
      return checked;
    },
    // The expiry is counted from the attempt's time: a few milliseconds longer than needed.
    async release(key, countedAt) {
      await update(key, countedAt, (state) => releasedAttemptState(state, countedAt));
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limit';

/**
 * One fixed window per key in a Redis hash {count, reset}, updated by one Lua script so
 * concurrent hits from several platform processes count exactly. The window is judged by the
 * app's clock (passed in), like the database limiter; Redis's own expiry only collects keys,
 * relative to real time, once a window can no longer matter. The count moves by a delta and
 * never goes below 0, exactly as the database limiter's upsert.
 */
const addScript = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local delta = tonumber(ARGV[3])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
local count
if (not reset) or reset <= now then
  reset = now + window
  count = math.max(0, delta)
  redis.call('HSET', KEYS[1], 'count', count, 'reset', reset)
  redis.call('PEXPIRE', KEYS[1], window)
else
  count = math.max(0, tonumber(redis.call('HGET', KEYS[1], 'count')) + delta)
  redis.call('HSET', KEYS[1], 'count', count)
end
return {count, reset - now}
`;

export interface RedisLimiterOptions {
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
}

export function redisRateLimiter(redis: Redis, { prefix = 'hireloop:rate:' }: RedisLimiterOptions = {}): RateLimiter {
  const add: RateLimiter['add'] = async (key, delta, limit, windowSeconds, now) => {
    const [count, remainingMs] = (await redis.eval(
      addScript,
      1,
      `${prefix}${key}`,
      now.getTime(),
      windowSeconds * 1000,
      Math.trunc(delta),
    )) as [number, number];
    return count <= limit
      ? { allowed: true, retryAfter: 0 }
      : { allowed: false, retryAfter: Math.max(1, Math.ceil(remainingMs / 1000)) };
  };
  return {
    hit: (key, limit, windowSeconds, now) => add(key, 1, limit, windowSeconds, now),
    add,
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

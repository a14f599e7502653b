import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limit';

/**
 * One fixed window per key in a Redis hash {count, reset}, updated by one Lua script so
 * concurrent hits from several platform processes count exactly. The window is judged by the
 * app's clock (passed in), like the database limiter; Redis's own expiry only collects keys,
 * relative to real time, once a window can no longer matter.
 */
const hitScript = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
local count
if (not reset) or reset <= now then
  reset = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', reset)
  redis.call('PEXPIRE', KEYS[1], window)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return {count, reset - now}
`;

export interface RedisLimiterOptions {
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
}

export function redisRateLimiter(redis: Redis, { prefix = 'hireloop:rate:' }: RedisLimiterOptions = {}): RateLimiter {
  return {
    async hit(key, limit, windowSeconds, now) {
      const [count, remainingMs] = (await redis.eval(hitScript, 1, `${prefix}${key}`, now.getTime(), windowSeconds * 1000)) as [
        number,
        number,
      ];
      return count <= limit
        ? { allowed: true, retryAfter: 0 }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

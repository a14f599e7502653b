import type { Database } from '../db/client';
import { deleteRateLimit, upsertRateLimit } from '../db/queries/rate-limits';

export interface LimitResult {
  allowed: boolean;
  retryAfter: number;
}

/** A fixed-window rate limit: Redis when REDIS_URL is set, the database otherwise. */
export interface RateLimiter {
  /**
   * Counts one hit on `key`. Allowed while the window holds at most `limit` hits; otherwise
   * `retryAfter` is the whole seconds until the window resets.
   */
  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<LimitResult>;
  /**
   * Moves `key`'s count by `delta` (negative gives back, 0 only reads), never below 0, and
   * judges it like `hit`. A key with no live window starts one, counting max(0, delta).
   * An address's standing (docs/decisions/0065) goes up on a failure and down on a success.
   */
  add(key: string, delta: number, limit: number, windowSeconds: number, now: Date): Promise<LimitResult>;
  /** Forgets `key`'s hits (a successful login clears the failures counted against an account). */
  reset(key: string): Promise<void>;
}

/**
 * Counters in the `rate_limits` table: one atomic upsert per hit, so several platform
 * processes on one PostgreSQL share them.
 */
export function databaseRateLimiter(db: Database): RateLimiter {
  const add: RateLimiter['add'] = async (key, delta, limit, windowSeconds, now) => {
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    const row = await upsertRateLimit(db, key, delta, resetAt, now);
    if (!row) throw new Error('rate limit upsert returned no row');
    const count = Number(row.count);
    const windowEnds = new Date(row.reset_at).getTime();
    return count <= limit
      ? { allowed: true, retryAfter: 0 }
      : { allowed: false, retryAfter: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
  };
  return {
    hit: (key, limit, windowSeconds, now) => add(key, 1, limit, windowSeconds, now),
    add,
    async reset(key) {
      await deleteRateLimit(db, key);
    },
  };
}

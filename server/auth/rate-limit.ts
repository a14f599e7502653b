import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

/** A fixed-window rate limit: Redis when REDIS_URL is set, the database otherwise. */
export interface RateLimiter {
  /**
   * Counts one hit on `key`. Allowed while the window holds at most `limit` hits; otherwise
   * `retryAfter` is the whole seconds until the window resets.
   */
  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Forgets `key`'s hits (a successful login clears the failures counted against an account). */
  reset(key: string): Promise<void>;
}

/**
 * Counters in the `rate_limits` table: one atomic upsert per hit, so several platform
 * processes on one PostgreSQL share them.
 */
export function databaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds, now) {
      const resetAt = new Date(now.getTime() + windowSeconds * 1000);
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`);
      const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      const count = Number(row.count);
      const windowEnds = new Date(row.reset_at).getTime();
      return count <= limit
        ? { allowed: true, retryAfter: 0 }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

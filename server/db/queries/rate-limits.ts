import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The database rate limiter's counters (`rate_limits`, server/auth/rate-limit.ts), moved as written (decision 0087). */

export interface RateLimitRow {
  count: number;
  reset_at: string | Date;
}

/**
 * Moves `key`'s count by `delta` (never below 0) in one atomic upsert and answers the count and
 * the window's end; a window ended at `now` starts again at max(0, delta), ending at `resetAt`.
 */
export async function upsertRateLimit(db: Database, key: string, delta: number, resetAt: Date, now: Date): Promise<RateLimitRow | undefined> {
  const [row] = rowsOf<RateLimitRow>(
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, greatest(0, ${delta}::int), ${resetAt.toISOString()})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.count
                     else greatest(0, rate_limits.count + ${delta}::int) end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`),
  );
  return row;
}

export async function deleteRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

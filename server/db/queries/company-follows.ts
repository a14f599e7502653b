import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { companyFollows } from '../schema';

/** A seeker's followed companies (`company_follows` aliased `f`), moved from the route (decision 0087). */

/**
 * Follows the company while the user follows fewer than `max`; true when a follow was written
 * (false when it existed or the cap was reached). The caller holds the user's row lock.
 */
export async function insertFollowUnderCap(tx: Database, userId: number, companyId: number, max: number, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const inserted = rowsOf<{ company_id: number }>(
    await tx.execute(sql`insert into company_follows (user_id, company_id, notified_through, created_at)
      select ${userId}, ${companyId}, ${stamp}::timestamptz, ${stamp}::timestamptz
      where (select count(*) from company_follows where user_id = ${userId}) < ${max}
      on conflict do nothing returning company_id`),
  );
  return inserted.length > 0;
}

/** Unfollows the company; false when it was not followed. */
export async function deleteFollow(db: Database, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .delete(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)))
    .returning({ companyId: companyFollows.companyId });
  return rows.length > 0;
}

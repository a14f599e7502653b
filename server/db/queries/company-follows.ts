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

/*
 * Telling followers of new jobs (server/domain/company-follows.ts), moved as written (decision 0087).
 */

/** One follow's news: how many open jobs were posted since its mark, and the newest of them. */
export interface FollowerNewsRow {
  user_id: number;
  company_id: number;
  company_name: string;
  job_id: number;
  job_title: string;
  count: number;
  latest: string | Date;
}

/**
 * Up to `batch` follows with open public jobs posted after their mark and not after `now` (all
 * companies, or only `companyId`; blocked companies left out), their marks moved to the newest
 * such job in the same statement. Answers only the follows whose mark it moved.
 */
export async function takeFollowerNews(db: Database, now: Date, companyId: number | undefined, batch: number): Promise<FollowerNewsRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const onlyCompany = companyId === undefined ? sql`` : sql`and f.company_id = ${companyId}`;
  return rowsOf<FollowerNewsRow>(
    await db.execute(sql`
        with news as (
          select f.user_id, f.company_id, count(*)::int as count, max(j.posted_at) as latest,
            (array_agg(j.id order by j.posted_at desc, j.id desc))[1] as job_id,
            (array_agg(j.title order by j.posted_at desc, j.id desc))[1] as job_title
          from company_follows f
          join jobs j on j.company_id = f.company_id and j.status = 'active' and not j.verified_only
            and j.posted_at > f.notified_through and j.posted_at <= ${at} and j.expires_at > ${at}
          where not exists (select 1 from blocked_companies b where b.user_id = f.user_id and b.company_id = f.company_id) ${onlyCompany}
          group by f.user_id, f.company_id
          order by f.user_id, f.company_id
          limit ${batch}),
        moved as (
          update company_follows f set notified_through = news.latest
          from news where f.user_id = news.user_id and f.company_id = news.company_id and f.notified_through < news.latest
          returning f.user_id, f.company_id)
        select news.user_id, news.company_id, c.name as company_name, news.job_id, news.job_title, news.count, news.latest
        from news join moved using (user_id, company_id) join companies c on c.id = news.company_id`),
  );
}

export interface FollowerNote {
  user_id: number;
  payload: Record<string, unknown>;
}

/**
 * Writes the notes as `job_alert` notifications created at `now`, for active users whose in-app
 * choice for job alerts is on (or never made).
 */
export async function insertFollowerNotifications(db: Database, notes: readonly FollowerNote[], now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
      insert into notifications (user_id, kind, payload, created_at)
      select n.user_id, 'job_alert', n.payload, ${at}
      from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(user_id int, payload jsonb)
      where exists (select 1 from users u where u.id = n.user_id and u.status = 'active')
        and coalesce((select (p.channels -> 'job_alert' ->> 'app')::boolean from notification_preferences p where p.user_id = n.user_id), true)`);
}

/**
 * Ids of the open public jobs in the country of the companies the user follows (and has not
 * blocked), posted after `since` and after the follow, and not after `now`; newest first.
 */
export async function followedCompanyJobIds(
  db: Database,
  userId: number,
  countryKey: string,
  window: { since: Date; now: Date },
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from company_follows f
      join jobs j on j.company_id = f.company_id
      where f.user_id = ${userId} and j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only
        and j.posted_at > greatest(${window.since.toISOString()}::timestamptz, f.created_at) and j.posted_at <= ${window.now.toISOString()}::timestamptz
        and not exists (select 1 from blocked_companies b where b.user_id = f.user_id and b.company_id = f.company_id)
      order by j.posted_at desc, j.id desc limit ${limit}`),
  );
  return rows.map((row) => Number(row.id));
}

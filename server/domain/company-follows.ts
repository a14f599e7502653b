import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

/**
 * Telling followers of a company's new jobs (issue 35 item 4). Each follow keeps
 * `notified_through`, the posting time up to which its follower has been told; a run finds the
 * open jobs posted after it (and not after now), writes one notification per follow naming the
 * newest job and how many there are, and moves the mark on, in one statement. Run by the
 * background schedule for every follow, so jobs from any source are told; a follow made after a
 * job was posted is never told of it (the mark starts at the follow). Blocked companies stay
 * silent; the in-app job-alert preference is honoured.
 */
export interface FollowerNews {
  user_id: number;
  company_id: number;
  count: number;
}

/** Follows examined per statement, so one run's statement stays small however many there are. */
export const followBatch = 500;

export async function tellFollowers(db: Database, now: Date, options: { companyId?: number; batch?: number } = {}): Promise<FollowerNews[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const onlyCompany = options.companyId === undefined ? sql`` : sql`and f.company_id = ${options.companyId}`;
  const told: FollowerNews[] = [];
  for (;;) {
    const rows = rowsOf<{ user_id: number; company_id: number; company_name: string; job_id: number; job_title: string; count: number; latest: string | Date }>(
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
          limit ${options.batch ?? followBatch}),
        moved as (
          update company_follows f set notified_through = news.latest
          from news where f.user_id = news.user_id and f.company_id = news.company_id and f.notified_through < news.latest
          returning f.user_id, f.company_id)
        select news.user_id, news.company_id, c.name as company_name, news.job_id, news.job_title, news.count, news.latest
        from news join moved using (user_id, company_id) join companies c on c.id = news.company_id`),
    );
    if (rows.length === 0) return told;
    const notes = rows.map((row) => ({
        user_id: Number(row.user_id),
        payload: {
          event: 'followed_company',
          company_id: Number(row.company_id),
          company_name: row.company_name,
          job_id: Number(row.job_id),
          job_title: row.job_title,
          count: Number(row.count),
        },
      }));
    // The seeker's in-app choice for job alerts covers followed companies' jobs too.
    await db.execute(sql`
      insert into notifications (user_id, kind, payload, created_at)
      select n.user_id, 'job_alert', n.payload, ${at}
      from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(user_id int, payload jsonb)
      where exists (select 1 from users u where u.id = n.user_id and u.status = 'active')
        and coalesce((select (p.channels -> 'job_alert' ->> 'app')::boolean from notification_preferences p where p.user_id = n.user_id), true)`);
    for (const row of rows) told.push({ user_id: Number(row.user_id), company_id: Number(row.company_id), count: Number(row.count) });
  }
}

/**
 * New jobs of the companies a seeker follows, posted in (since, now], newest first, for the job
 * alert digest: at most `limit`, leaving out `except` (the alert's own matches).
 */
export async function followedCompanyJobs(
  db: Database,
  userId: number,
  countryKey: string,
  since: Date,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from company_follows f
      join jobs j on j.company_id = f.company_id
      where f.user_id = ${userId} and j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only
        and j.posted_at > greatest(${since.toISOString()}::timestamptz, f.created_at) and j.posted_at <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from blocked_companies b where b.user_id = f.user_id and b.company_id = f.company_id)
      order by j.posted_at desc, j.id desc limit ${limit}`),
  );
  return rows.map((row) => Number(row.id));
}

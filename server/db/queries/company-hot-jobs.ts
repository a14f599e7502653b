import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { ActivityRanking } from './home-discovery';

/** A company's hot hiring (server/domain/company-hot-jobs.ts), moved as written (decision 0087). */

/** The home lists' activity ranking (since, weights, size), at a given time, with no client minimum. */
export interface HotJobRanking extends Omit<ActivityRanking, 'minClients'> {
  now: Date;
}

/**
 * The company's open public jobs with weighted activity (views, clicks, saves, applications)
 * since `since`, or marked urgent: most activity first, then urgent, then newest; at most `size`.
 */
export async function hotCompanyJobIds(db: Database, companyId: number, ranking: HotJobRanking): Promise<number[]> {
  const now = ranking.now.toISOString();
  const since = ranking.since.toISOString();
  const w = ranking.weights;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with open_jobs as (
        select j.id, j.is_urgent, j.posted_at from jobs j
        where j.company_id = ${companyId} and j.status = 'active' and not j.verified_only and j.expires_at > ${now}::timestamptz
      ), activity as (
        select job_id, count(*) * ${w.view} as score from job_views
          where viewed_on >= ${since.slice(0, 10)}::date and job_id in (select id from open_jobs) group by job_id
        union all
        select job_id, count(*) * ${w.click} from job_tracking_events
          where kind = 'click' and received_at > ${since}::timestamptz and job_id in (select id from open_jobs) group by job_id
        union all
        select job_id, count(*) * ${w.save} from saved_jobs
          where created_at > ${since}::timestamptz and job_id in (select id from open_jobs) group by job_id
        union all
        select job_id, count(*) * ${w.apply} from job_applications
          where created_at > ${since}::timestamptz and job_id in (select id from open_jobs) group by job_id
      )
      select o.id from open_jobs o left join activity a on a.job_id = o.id
      group by o.id, o.is_urgent, o.posted_at
      having coalesce(sum(a.score), 0) > 0 or o.is_urgent
      order by coalesce(sum(a.score), 0) desc, o.is_urgent desc, o.posted_at desc, o.id desc
      limit ${ranking.size}`),
  );
  return rows.map((row) => Number(row.id));
}

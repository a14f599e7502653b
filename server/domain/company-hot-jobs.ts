import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { loadJobCards } from '../search/job-cards';
import { rowsOf } from '../search/rows';
import { activityWeights } from './home-discovery';
import { dayjs } from '@/lib/dayjs';

export const companyHotJobsSize = 5;

/**
 * A company's hot hiring (platform spec §2 Company detail, About): its open jobs with the most
 * activity over the last 7 days (views, card clicks, saves and applications, weighted as the
 * home page's hot jobs are), then its urgent ones, newest first. A job nobody looked at and
 * nobody marked urgent is not hot, so a quiet company has none.
 */
export async function companyHotJobs(db: Database, companyId: number, input: { language: Language; now: Date }): Promise<JobCard[]> {
  const now = input.now.toISOString();
  const since = dayjs.utc(input.now).subtract(7, 'day').toISOString();
  const w = activityWeights;
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
      limit ${companyHotJobsSize}`),
  );
  return loadJobCards(db, rows.map((row) => Number(row.id)), input.language);
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';

/** What a job is compared by for its similar jobs. */
export interface SimilarJobKeyRow {
  id: number;
  title: string;
  main_function_id: number;
  job_function_id: number;
  function_title_id: number;
  location_id: number | null;
}

/** The job with this id, if it is the country's and not deleted. */
export async function findSimilarJobKey(db: Database, jobId: number, countryKey: string): Promise<SimilarJobKeyRow | undefined> {
  const found = await db.execute(sql`
    select id, title, main_function_id, job_function_id, function_title_id, location_id
    from jobs where id = ${jobId} and country_key = ${countryKey} and status <> 'deleted'`);
  return rowsOf<SimilarJobKeyRow>(found)[0];
}

/**
 * The ids of the country's open jobs (not for verified seekers only) of the job's main function,
 * never the job itself nor the excluded companies': the same job title first, then the same
 * sub-function, then the same place, then a title that reads alike, then the newest.
 */
export async function listSimilarJobIds(
  db: Database,
  job: SimilarJobKeyRow,
  input: { countryKey: string; now: Date; size: number; excludeCompanyIds: readonly number[] },
): Promise<number[]> {
  const excluded = input.excludeCompanyIds;
  const notBlocked = excluded.length
    ? sql`and j.company_id not in (${sql.join(
        excluded.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select j.id from jobs j
    where j.country_key = ${input.countryKey} and j.status = 'active' and not j.verified_only
      and j.expires_at > ${input.now.toISOString()}::timestamptz
      and j.main_function_id = ${job.main_function_id} and j.id <> ${job.id}
      ${notBlocked}
    order by (j.function_title_id = ${job.function_title_id}) desc,
      (j.job_function_id = ${job.job_function_id}) desc,
      (j.location_id is not distinct from ${job.location_id}::int) desc,
      similarity(j.title, ${job.title}) desc,
      j.posted_at desc, j.id desc
    limit ${input.size}`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

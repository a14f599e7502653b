import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { loadJobCards } from './job-cards';
import { rowsOf } from './rows';

/**
 * Open jobs of the same country like the given one, never the job itself: same main function,
 * ranked by the same job title, then the same sub-function, then the same place, then a title
 * that reads alike (trigram similarity), then the newest. Null when the job is not the country's.
 */
export async function similarJobs(
  db: Database,
  input: {
    jobId: number;
    size: number;
    country: Country;
    language: Language;
    now: Date;
    /** Companies the signed-in seeker blocked: their jobs are never offered (platform spec §6). */
    excludeCompanyIds?: readonly number[];
  },
): Promise<JobCard[] | null> {
  const found = await db.execute(sql`
    select id, title, main_function_id, job_function_id, function_title_id, location_id
    from jobs where id = ${input.jobId} and country_key = ${input.country.key} and status <> 'deleted'`);
  const job = rowsOf<{
    id: number;
    title: string;
    main_function_id: number;
    job_function_id: number;
    function_title_id: number;
    location_id: number | null;
  }>(found)[0];
  if (!job) return null;
  const excluded = input.excludeCompanyIds ?? [];
  const notBlocked = excluded.length
    ? sql`and j.company_id not in (${sql.join(
        excluded.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select j.id from jobs j
    where j.country_key = ${input.country.key} and j.status = 'active' and not j.verified_only
      and j.expires_at > ${input.now.toISOString()}::timestamptz
      and j.main_function_id = ${job.main_function_id} and j.id <> ${job.id}
      ${notBlocked}
    order by (j.function_title_id = ${job.function_title_id}) desc,
      (j.job_function_id = ${job.job_function_id}) desc,
      (j.location_id is not distinct from ${job.location_id}::int) desc,
      similarity(j.title, ${job.title}) desc,
      j.posted_at desc, j.id desc
    limit ${input.size}`);
  const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  return loadJobCards(db, ids, input.language);
}

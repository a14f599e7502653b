import { and, eq, ne, sql } from 'drizzle-orm';
import { jobs, type Labels, type ScreeningQuestion } from '../schema';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Statements on one job as the seeker's side reads it (applying, saving, My Jobs), moved from the
 * routes as written (decision 0087).
 */

export interface JobTargetRow {
  id: number;
  status: string;
  expires_at: string | Date;
  industry_id: number;
  main_function_id: number;
  job_function_id: number;
  screening_questions: ScreeningQuestion[] | null;
  external_url: string | null;
  verified_only: boolean;
}

/** The job on this country's site unless deleted, with what applying to it needs. */
export async function findJobTarget(db: Database, jobId: number, countryKey: string): Promise<JobTargetRow | undefined> {
  const [row] = rowsOf<JobTargetRow>(
    await db.execute(sql`
      select j.id, j.status, j.expires_at, c.industry_id, j.main_function_id, j.job_function_id,
        o.screening_questions, o.external_url, j.verified_only
      from jobs j
      join companies c on c.id = j.company_id
      left join job_apply_options o on o.job_id = j.id
      where j.id = ${jobId} and j.country_key = ${countryKey} and j.status <> 'deleted'`),
  );
  return row;
}

export interface JobStateRow {
  id: number;
  status: string;
  expires_at: string | Date;
}

export async function jobStates(db: Database, ids: number[]): Promise<JobStateRow[]> {
  return rowsOf<JobStateRow>(await db.execute(sql`select id, status, expires_at from jobs where id in ${ids}`));
}

export interface JobCategoryLabelsRow {
  main: Labels | null;
  sub: Labels | null;
  industry: Labels | null;
}

/** The labels of a job's main and sub-function and its company's industry, in one round trip. */
export async function jobCategoryLabels(
  db: Database,
  ids: { mainFunctionId: number; jobFunctionId: number; companyIndustryId: number },
): Promise<JobCategoryLabelsRow | undefined> {
  const [row] = rowsOf<JobCategoryLabelsRow>(
    await db.execute(sql`
      select (select labels from job_functions where id = ${ids.mainFunctionId}) as main,
        (select labels from job_functions where id = ${ids.jobFunctionId}) as sub,
        (select labels from ref_items where list = 'industries' and id = ${ids.companyIndustryId}) as industry`),
  );
  return row;
}

/** Whether the job is on this country's site and not deleted. */
export async function jobOnSite(db: Database, jobId: number, countryKey: string): Promise<boolean> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.countryKey, countryKey), ne(jobs.status, 'deleted')));
  return job !== undefined;
}


/** Every column a posting writes (the search columns are derived by triggers and generated). */
const postedColumns = sql.raw(`country_key, company_id, recruiter_id, language, description, requirements, skills, benefits,
  main_function_id, job_function_id, function_title_id, industry_id, job_type_id, xp_lvl_id, degree_id, salary_type, salary_from,
  salary_to, currency, work_arrangement, location_id, is_urgent, verified_only, open_to, timezone, language_requirement, japan_details`);

/**
 * Posts a copy of the company's newest open public job under a new title, open for 30 days from
 * now; undefined when the company has none. Development only (server/routes/dev/jobs.ts).
 */
export async function copyNewestOpenJob(db: Database, companyId: number, title: string, now: Date): Promise<number | undefined> {
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into jobs (${postedColumns}, title, posted_at, expires_at, status, updated_at)
      select ${postedColumns}, ${title}, ${stamp}, ${stamp} + interval '30 days', 'active', ${stamp}
      from jobs where company_id = ${companyId} and status = 'active' and not verified_only
      order by posted_at desc, id desc limit 1
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

/** Whether the job is this recruiter's (and open, with `openOnly`). */
export async function recruitersJob(db: Database, jobId: number, recruiterId: number, { openOnly = false } = {}): Promise<boolean> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.recruiterId, recruiterId), openOnly ? eq(jobs.status, 'active') : undefined));
  return job !== undefined;
}

export interface SkillCountRow {
  value: string;
  count: number;
}

/** The skills open jobs in this language ask for most, with how many ask for each. */
export async function skillCounts(db: Database, languageCode: string, limit: number): Promise<SkillCountRow[]> {
  return rowsOf<SkillCountRow>(
    await db.execute(sql`
      select skill as value, count(*)::int as count
      from jobs, unnest(jobs.skills) as skill
      where jobs.language = ${languageCode} and jobs.status = 'active'
      group by skill
      order by count desc, skill asc
      limit ${limit}`),
  );
}

/** Counts a click on a job's external link. */
export async function insertExternalJobClick(db: Database, click: { jobId: number; userId: number | null; deviceUuid: string | null; now: Date }): Promise<void> {
  await db.execute(sql`
    insert into external_job_clicks (job_id, user_id, device_uuid, created_at)
    values (${click.jobId}, ${click.userId}, ${click.deviceUuid}, ${click.now.toISOString()}::timestamptz)`);
}

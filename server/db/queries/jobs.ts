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

/** Whether the job is this recruiter's and open. */
export async function recruitersOpenJob(db: Database, jobId: number, recruiterId: number): Promise<boolean> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.recruiterId, recruiterId), eq(jobs.status, 'active')));
  return job !== undefined;
}

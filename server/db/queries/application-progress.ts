import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/lib/schemas/applications';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Where applications stand: the states each entered (`job_application_events`), the first offer
 * for a seeker and job, and how many applied to a job. The statements of
 * server/domain/application-progress.ts moved as written (decision 0087).
 */

/** Writes that an application entered a state. */
export async function insertApplicationEvent(db: Database, applicationId: number, status: ApplicationStatus, now: Date): Promise<void> {
  await db.execute(sql`insert into job_application_events (application_id, status, created_at)
    values (${applicationId}, ${status}, ${now.toISOString()}::timestamptz)`);
}

export interface ApplicationEventRow {
  application_id: number;
  status: ApplicationStatus;
  created_at: string | Date;
}

/** Every state the applications entered (ids not empty). */
export async function applicationEvents(db: Database, ids: number[]): Promise<ApplicationEventRow[]> {
  return rowsOf<ApplicationEventRow>(
    await db.execute(sql`select application_id, status, created_at from job_application_events where application_id in ${ids}`),
  );
}

export interface FirstOfferRow {
  jobseeker_id: number;
  job_id: number;
  at: string | Date;
}

/** The first offer of each (seeker, job) pair that has one (pairs not empty). */
export async function firstOffers(db: Database, pairs: readonly { userId: number; jobId: number }[]): Promise<FirstOfferRow[]> {
  const values = pairs.map((pair) => sql`(${pair.userId}::int, ${pair.jobId}::int)`);
  return rowsOf<FirstOfferRow>(
    await db.execute(sql`select jobseeker_id, job_id, min(created_at) as at from job_offers
      where (jobseeker_id, job_id) in (${sql.join(values, sql`, `)}) group by jobseeker_id, job_id`),
  );
}

export interface ApplicantCountRow {
  job_id: number;
  n: number;
}

/** How many applied to each job, withdrawn applications left out (job ids not empty). */
export async function applicantCounts(db: Database, jobIds: number[]): Promise<ApplicantCountRow[]> {
  return rowsOf<ApplicantCountRow>(
    await db.execute(sql`select job_id, count(*)::int as n from job_applications
      where job_id in ${jobIds} and status <> 'cancelled' group by job_id`),
  );
}

import type { JobTrackingStats } from '@/lib/schemas/event';
import type { Database } from '../db/client';
import { recruitersJob } from '../db/queries/jobs';
import { jobTrackingCounts } from '../events/tracking';
import { AppError } from '../http/app-error';

/** A job's views, exposures, clicks and click-through rate, to its own recruiter only; another's job is a 404 as if absent. */
export async function recruiterJobStats(db: Database, recruiterId: number, jobId: number): Promise<JobTrackingStats> {
  if (!(await recruitersJob(db, jobId, recruiterId))) throw AppError.notFound('Job');
  return { job_id: jobId, ...(await jobTrackingCounts(db, jobId)) };
}

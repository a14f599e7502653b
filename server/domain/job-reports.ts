import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { insertJobReport, reportReasonExists } from '../db/queries/job-reports';
import { jobOnSite } from '../db/queries/jobs';
import { AppError } from '../http/app-error';
import { assertJobReachable } from './job-visibility';

/**
 * Reports a job of this site with one of the preset reasons; a second report of the same job by
 * the same reporter is refused with 40001 naming the job (the catalogue has no code of its own).
 */
export async function reportJob(
  db: Database,
  report: { jobId: number; countryKey: string; session: ResolvedSession | null; reasonId: number; reporterKey: string | null; now: Date },
) {
  const { jobId, reasonId } = report;
  if (!(await jobOnSite(db, jobId, report.countryKey))) throw AppError.notFound('Job');
  await assertJobReachable(db, jobId, report.session);
  if (!(await reportReasonExists(db, reasonId))) throw AppError.validation({ report_reason_id: ['Choose one of the report reasons'] });
  const row = await insertJobReport(db, { jobId, countryKey: report.countryKey, reasonId, reporterKey: report.reporterKey, now: report.now });
  if (!row) throw AppError.validation({ id: ['You have already reported this job'] });
  return { id: Number(row.id), job_id: jobId, report_reason_id: reasonId, created_at: new Date(row.created_at).toISOString() };
}

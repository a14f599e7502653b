import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** Job reports (`job_reports`), moved from the route as written (decision 0087). */

export async function reportReasonExists(db: Database, reasonId: number): Promise<boolean> {
  const reason = rowsOf<{ id: number }>(await db.execute(sql`select id from ref_items where list = 'report_job_reasons' and id = ${reasonId}`))[0];
  return reason !== undefined;
}

/** Records the report unless this reporter reported the job already (then undefined). */
export async function insertJobReport(
  db: Database,
  report: { jobId: number; countryKey: string; reasonId: number; reporterKey: string | null; now: Date },
): Promise<{ id: number; created_at: string | Date } | undefined> {
  const [row] = rowsOf<{ id: number; created_at: string | Date }>(
    await db.execute(sql`
      insert into job_reports (job_id, country_key, reason_id, reporter_key, created_at)
      values (${report.jobId}, ${report.countryKey}, ${report.reasonId}, ${report.reporterKey}, ${report.now.toISOString()}::timestamptz)
      on conflict (job_id, reporter_key) where reporter_key is not null do nothing
      returning id, created_at`),
  );
  return row;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** Who may reach a job by its id (server/domain/job-visibility.ts), moved as written (decision 0087). */

export interface JobVerifiedOnlyRow {
  /** A boolean, or 't'/'f' where the driver answers text. */
  verified_only: boolean | string;
}

/** The job's verified_only flag; undefined for an unknown id. */
export async function findJobVerifiedOnly(db: Database, jobId: number): Promise<JobVerifiedOnlyRow | undefined> {
  const [row] = rowsOf<JobVerifiedOnlyRow>(await db.execute(sql`select verified_only from jobs where id = ${jobId}`));
  return row;
}

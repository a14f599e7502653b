import { maxId } from '@/lib/schemas/params';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { findJobVerifiedOnly } from '../db/queries/job-visibility';
import { AppError } from '../http/app-error';
import { isVerifiedSeeker } from '../identity/verifications';

/**
 * The one rule of who may reach a job by its id (issue 30; docs/decisions/0044, 0066): a job for
 * verified seekers only does not exist for anyone else, so every route taking a job id answers
 * 404 40004 for it, exactly as for an unknown id, and says nothing of it (not even its title).
 */
export async function mayReachJob(db: Database, verifiedOnly: boolean, session: ResolvedSession | null): Promise<boolean> {
  return !verifiedOnly || (await isVerifiedSeeker(db, session));
}

/** Throws 40004 when the job is for verified seekers and the session is not one; unknown ids pass (the caller's own lookup answers those). */
export async function assertJobReachable(db: Database, jobId: number, session: ResolvedSession | null): Promise<void> {
  // An id no job can have (past the id column's range) is an unknown id: no lookup to fail on.
  if (!Number.isSafeInteger(jobId) || jobId < 1 || jobId > maxId) return;
  const row = await findJobVerifiedOnly(db, jobId);
  const verifiedOnly = row?.verified_only === true || row?.verified_only === 't';
  if (!(await mayReachJob(db, verifiedOnly, session))) throw AppError.notFound('Job');
}

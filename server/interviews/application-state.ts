import type { ApplicationStatus } from '@/lib/schemas/applications';
import type { Database } from '../db/client';
import { findApplicationOfJob } from '../db/queries/applications';
import { canMove, moveApplication } from '../domain/applications';

/**
 * The seeker's application for the job follows the interview and the offer (platform spec §4):
 * an invitation moves it to interview, an accepted offer to accepted, a declined one to declined.
 * A seeker who chatted without applying has no application: nothing to move. A move the
 * application's life does not allow (it was withdrawn or already decided) is left alone.
 */
async function applicationOf(db: Database, jobseekerId: number, jobId: number) {
  const row = await findApplicationOfJob(db, jobseekerId, jobId);
  return row ? { id: Number(row.id), status: row.status } : null;
}

async function moveTo(db: Database, jobseekerId: number, jobId: number, path: ApplicationStatus[], now: Date) {
  for (const to of path) {
    const application = await applicationOf(db, jobseekerId, jobId);
    if (!application || application.status === to || !canMove(application.status, to)) continue;
    await moveApplication(db, application.id, to, now);
  }
}

export function followInterview(db: Database, interview: { jobseekerId: number; jobId: number }, now: Date) {
  return moveTo(db, interview.jobseekerId, interview.jobId, ['interview'], now);
}

/** An accepted offer passes through the interview stage when the application had not reached it. */
export function followOffer(db: Database, offer: { jobseekerId: number; jobId: number }, answer: 'accepted' | 'declined', now: Date) {
  return moveTo(db, offer.jobseekerId, offer.jobId, answer === 'accepted' ? ['interview', 'accepted'] : ['declined'], now);
}

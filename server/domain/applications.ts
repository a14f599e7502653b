import type { ApplicationStatus } from '@/lib/schemas/applications';
import type { Database } from '../db/client';
import { appliedJobNames, findApplicationStatus, type MovedApplicationRow, moveApplicationRow } from '../db/queries/applications';
import { AppError } from '../http/app-error';
import { recordApplicationEvent } from './application-progress';
import { notify } from './notifications';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * The life of a job application (platform spec §4, docs/decisions/0016). A seeker applies
 * (pending); the employer's side moves it on; the seeker may withdraw it (cancelled) while the
 * outcome is still open. accepted, declined and not_accepted are outcomes: nothing follows them.
 */
export const applicationTransitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: ['viewed', 'communicated', 'exchanged', 'interview', 'declined', 'not_accepted', 'cancelled'],
  viewed: ['communicated', 'exchanged', 'interview', 'declined', 'not_accepted', 'cancelled'],
  communicated: ['exchanged', 'interview', 'declined', 'not_accepted', 'cancelled'],
  exchanged: ['interview', 'declined', 'not_accepted', 'cancelled'],
  interview: ['accepted', 'declined', 'not_accepted', 'cancelled'],
  accepted: [],
  declined: [],
  not_accepted: [],
  // Applying again to the same job reopens a withdrawn application (applyToJob), nothing else.
  cancelled: [],
};

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationTransitions[from].includes(to);
}

/** The seeker may withdraw while the application is still open: every state that can become cancelled. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return canMove(status, 'cancelled');
}

export const withdrawableStatuses = (Object.keys(applicationTransitions) as ApplicationStatus[]).filter(canWithdraw);

/**
 * Moves an application on, as the employer's side does (a recruiter opens it, invites to an
 * interview, decides). Opening it also stamps viewed_at once. An impossible move is a 409.
 */
export async function moveApplication(db: Database, id: number, to: ApplicationStatus, now: Date): Promise<void> {
  const status = await findApplicationStatus(db, id);
  if (!status) throw AppError.notFound('Application');
  if (!canMove(status, to)) throw new AppError(apiCode.withdrawClosed, { message: `An application cannot move from ${status} to ${to}` });
  const application = await moveApplicationRow(db, id, status, to, now);
  if (application) await recordApplicationEvent(db, id, to, now);
  // The seeker hears of the employer's moves (a withdrawal is their own).
  if (application && to !== 'cancelled') await notifyMove(db, id, application, to, now);
}

async function notifyMove(db: Database, id: number, application: MovedApplicationRow, to: ApplicationStatus, now: Date) {
  try {
    const job = await appliedJobNames(db, application.job_id);
    await notify(
      db,
      Number(application.user_id),
      'application',
      { event: to === 'viewed' ? 'viewed' : 'moved', status: to, application_id: id, job_id: Number(application.job_id), job_title: job?.title ?? '', company_name: job?.company_name ?? '' },
      now,
    );
  } catch {
    // A notification never undoes the move it tells of.
  }
}

import type { ApplicantsBucket, ApplicationStatus, TimelineEntry, TimelineStep } from '@/lib/schemas/applications';
import type { Database } from '../db/client';
import { applicantCounts, applicationEvents, firstOffers, insertApplicationEvent } from '../db/queries/application-progress';
import type { ApplicationRow } from '../db/queries/applications';

/**
 * Where an application stands (issue 35 item 3): its timeline from the states it entered
 * (job_application_events), the day the employer first opened it (viewed_at) and the first offer
 * for its job; and how many applied to the job, in buckets so no exact count leaks.
 */

/** The step of the timeline each status shows as: exchanging numbers is still communicating. */
export const stepOfStatus: Readonly<Record<ApplicationStatus, TimelineStep>> = {
  pending: 'applied',
  viewed: 'viewed',
  communicated: 'communicated',
  exchanged: 'communicated',
  interview: 'interview',
  accepted: 'offer',
  declined: 'not_suitable',
  not_accepted: 'not_suitable',
  cancelled: 'withdrawn',
};

/** The steps of an application still open, in order; one of the last three ends it. */
export const openSteps: readonly TimelineStep[] = ['applied', 'viewed', 'communicated', 'interview', 'offer'];
const order: readonly TimelineStep[] = [...openSteps, 'not_suitable', 'withdrawn'];

export interface ProgressFacts {
  status: ApplicationStatus;
  createdAt: Date;
  /** The last change: when the current state began if no event tells (an application older than the events). */
  updatedAt: Date;
  viewedAt: Date | null;
  /** The states entered, any order; those before createdAt belong to an earlier, withdrawn application. */
  events: readonly { status: ApplicationStatus; at: Date }[];
  /** The first offer made for the job to this seeker, if any. */
  offerAt: Date | null;
}

/**
 * The steps reached, each with the first time it was reached, in the order an application moves.
 * Applied is always there (at createdAt); a step the application went past without an event of
 * its own (moved straight to interview) is not invented. An outcome ends the list.
 */
export function applicationTimeline(facts: ProgressFacts): TimelineEntry[] {
  const first = new Map<TimelineStep, Date>();
  const reach = (step: TimelineStep, at: Date | null) => {
    if (!at || at < facts.createdAt) return;
    const known = first.get(step);
    if (!known || at < known) first.set(step, at);
  };
  reach('applied', facts.createdAt);
  reach('viewed', facts.viewedAt);
  for (const event of facts.events) reach(stepOfStatus[event.status], event.at);
  reach('offer', facts.offerAt);
  // The current state is always shown, even when its event predates the events table.
  if (!first.has(stepOfStatus[facts.status])) reach(stepOfStatus[facts.status], facts.updatedAt);
  // A reopened application (applied again after withdrawing) is not withdrawn any more.
  if (facts.status !== 'cancelled') first.delete('withdrawn');
  return order.flatMap((step) => {
    const at = first.get(step);
    return at ? [{ step, at: at.toISOString() }] : [];
  });
}

/** How many applied, said as a range: fewer than 10, 10 to 50, more than 50. */
export function applicantsBucket(count: number): ApplicantsBucket {
  if (count < 10) return 'under_10';
  if (count <= 50) return '10_to_50';
  return 'over_50';
}

/** Writes that an application entered a state (applying, a move, withdrawing). */
export async function recordApplicationEvent(db: Database, applicationId: number, status: ApplicationStatus, now: Date): Promise<void> {
  await insertApplicationEvent(db, applicationId, status, now);
}

/** What the timeline reads of an application row. */
type ProgressRow = Pick<ApplicationRow, 'id' | 'job_id' | 'user_id' | 'status' | 'created_at' | 'updated_at' | 'viewed_at'>;

/**
 * The timeline of each application and the applicants bucket of each job, in three queries for a
 * whole page: events, first offers, counts. Withdrawn applications do not count as applicants.
 */
export async function loadProgress(
  db: Database,
  applications: readonly ProgressRow[],
): Promise<Map<number, { timeline: TimelineEntry[]; applicants: ApplicantsBucket }>> {
  const result = new Map<number, { timeline: TimelineEntry[]; applicants: ApplicantsBucket }>();
  if (applications.length === 0) return result;
  const ids = applications.map((row) => Number(row.id));
  const jobIds = [...new Set(applications.map((row) => Number(row.job_id)))];
  const pairs = applications.map((row) => ({ userId: Number(row.user_id), jobId: Number(row.job_id) }));
  const [events, offers, counts] = await Promise.all([applicationEvents(db, ids), firstOffers(db, pairs), applicantCounts(db, jobIds)]);
  const byApplication = new Map<number, { status: ApplicationStatus; at: Date }[]>();
  for (const row of events) {
    const list = byApplication.get(Number(row.application_id)) ?? [];
    list.push({ status: row.status, at: new Date(row.created_at) });
    byApplication.set(Number(row.application_id), list);
  }
  const offerAt = new Map<string, Date>();
  for (const row of offers) {
    offerAt.set(`${Number(row.jobseeker_id)}:${Number(row.job_id)}`, new Date(row.at));
  }
  const applicants = new Map<number, number>();
  for (const row of counts) applicants.set(Number(row.job_id), Number(row.n));
  for (const row of applications) {
    const timeline = applicationTimeline({
      status: row.status,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at),
      events: byApplication.get(Number(row.id)) ?? [],
      offerAt: offerAt.get(`${Number(row.user_id)}:${Number(row.job_id)}`) ?? null,
    });
    result.set(Number(row.id), { timeline, applicants: applicantsBucket(applicants.get(Number(row.job_id)) ?? 0) });
  }
  return result;
}

import type { InterviewListItem } from '@/lib/schemas/interview-views';
import type { Database } from '../db/client';
import { interviewNames } from '../db/queries/interviews';
import {
  type ActionAvailability,
  interviewStateAt,
  interviewWindows,
  invitationExpiresAt,
  type NoShowRecord,
  recruiterActions,
  seekerActions,
} from '../domain/interviews';
import type { InterviewOwner, StoredInterview } from './interview-rows';
import { personName } from '@/lib/person-name';

const availability = (value: ActionAvailability) =>
  value.allowed ? { allowed: true, code: null, data: null } : { allowed: false, code: value.code, data: value.data };

function mapValues<K extends string>(record: Record<K, ActionAvailability>) {
  return Object.fromEntries(Object.entries<ActionAvailability>(record).map(([key, value]) => [key, availability(value)]));
}

interface JobNames {
  job_title: string;
  company_name: string;
  jobseeker_name: string;
}

/** The job's title and company and the seeker's name, for cards and lists. */
export async function jobNamesOf(db: Database, interviews: StoredInterview[]): Promise<Map<number, JobNames>> {
  const ids = [...new Set(interviews.map((interview) => interview.id))];
  if (ids.length === 0) return new Map();
  const rows = await interviewNames(db, ids);
  return new Map(
    rows.map((row) => [Number(row.id), { job_title: row.job_title, company_name: row.company_name, jobseeker_name: personName(row.first_name, row.last_name) }]),
  );
}

/**
 * The interview as the caller sees it: the state derived at `now`, the windows for the check-in
 * countdown, and what the caller's side can do now (the domain's rules, so a button is offered
 * exactly when the platform would allow it).
 */
export function interviewView(
  interview: StoredInterview,
  owner: InterviewOwner,
  noShows: readonly NoShowRecord[],
  now: Date,
  names?: JobNames,
): InterviewListItem {
  const windows = interviewWindows(interview);
  const actions = owner.role === 'jobseeker' ? mapValues(seekerActions(interview, noShows, now)) : mapValues(recruiterActions(interview, now));
  return {
    id: interview.id,
    chat_id: interview.chatId,
    job_id: interview.jobId,
    proposed_times: interview.proposedTimes.map((time) => time.toISOString()),
    chosen_time: interview.chosenTime?.toISOString() ?? null,
    time_zone: interview.timeZone,
    mode: interview.mode,
    address: interview.address,
    video_link: interview.videoLink,
    contact_name: interview.contactName,
    contact_phone: interview.contactPhone,
    instructions: interview.instructions,
    state: interviewStateAt(interview, now),
    attendance: interview.attendance,
    result: interview.result,
    reason: interview.reason,
    reason_text: interview.reasonText,
    cancelled_by: interview.cancelledBy,
    check_in_opens_at: windows?.checkInOpensAt.toISOString() ?? null,
    check_in_closes_at: windows?.checkInClosesAt.toISOString() ?? null,
    change_until: windows?.changeUntil.toISOString() ?? null,
    expires_at: interview.state === 'pending' ? invitationExpiresAt(interview).toISOString() : null,
    actions,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
    job_title: names?.job_title ?? '',
    company_name: names?.company_name ?? '',
    jobseeker_name: owner.role === 'recruiter' ? (names?.jobseeker_name ?? '') : '',
  };
}

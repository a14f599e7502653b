import { checkIn, markAttendance, recordResult, requestResult } from './attendance';
import { cancelInterview } from './cancel';
import type { Interview } from './interview';
import { acceptInterview, modifyInterview, rejectInterview } from './invitation';
import type { NoShowRecord } from './no-show-ban';
import type { Outcome } from './refusal';
import { openProposals } from './windows';

export type SeekerAction = 'accept' | 'reject' | 'cancel' | 'check_in' | 'request_result';
export type RecruiterAction = 'modify' | 'cancel' | 'mark_attendance' | 'record_result';

/** Allowed, or the code that says why not (the web shows its message and, with data, when). */
export type ActionAvailability = { allowed: true } | { allowed: false; code: number; data: Record<string, unknown> | null };

const availability = (outcome: Outcome<unknown>): ActionAvailability =>
  outcome.ok ? { allowed: true } : { allowed: false, code: outcome.code, data: outcome.data };

/**
 * What each side can do now, and why not, by running the very rules the actions run, with a
 * representative input (the earliest open proposal, a listed reason, the current details): a
 * card can never offer a button the platform would refuse, nor hide one it would allow.
 */
export function seekerActions(interview: Interview, noShows: readonly NoShowRecord[], now: Date): Record<SeekerAction, ActionAvailability> {
  const proposal = openProposals(interview, now)[0] ?? interview.proposedTimes[0] ?? now;
  const reason = { reason: 'time_conflict' as const };
  return {
    accept: availability(acceptInterview(interview, proposal, noShows, now)),
    reject: availability(rejectInterview(interview, reason, now)),
    cancel: availability(cancelInterview(interview, 'jobseeker', reason, now)),
    check_in: availability(checkIn(interview, now)),
    request_result: availability(requestResult(interview, now)),
  };
}

export function recruiterActions(interview: Interview, now: Date): Record<RecruiterAction, ActionAvailability> {
  // Modifying keeps the details but needs future proposals: the still-open ones (or the chosen time).
  const times = interview.chosenTime ? [interview.chosenTime] : openProposals(interview, now);
  const details = { ...interview, proposedTimes: times };
  return {
    modify: availability(modifyInterview(interview, details, now)),
    cancel: availability(cancelInterview(interview, 'recruiter', { reason: 'time_conflict' }, now)),
    mark_attendance: availability(markAttendance(interview, 'attended', now)),
    record_result: availability(recordResult(interview, 'passed', now)),
  };
}

import { interviewLimits, interviewRuleMessages } from '@/lib/schemas/interview-constants';
import type { Interview, InterviewDetails, InterviewParties } from './interview';
import { type NoShowRecord, seekerBanRefusal } from './no-show-ban';
import { checkReason, isRefusal, type ReasonInput } from './reasons';
import { allow, invalidField, type Outcome, refuse, interviewCodes as codes } from './refusal';
import { canChangeAt, invitationExpiresAt } from './windows';

/**
 * The invitation's life up to an answer (platform spec §4 and §5): the recruiter invites with
 * one to three future times and may modify; the seeker accepts one of them or rejects with a
 * reason; nobody answering lets it expire. Each function returns the next interview or a refusal.
 */

/** The proposals, earliest first, if there are one to three distinct ones all in the future. */
function checkProposals(times: Date[], now: Date): Date[] | ReturnType<typeof invalidField> {
  const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
  if (sorted.length < interviewLimits.minProposals || sorted.length > interviewLimits.maxProposals) {
    return invalidField('times', interviewRuleMessages.proposalCount);
  }
  if (sorted.some((time) => Number.isNaN(time.getTime()))) return invalidField('times', interviewRuleMessages.invalidTime);
  if (sorted.some((time) => time.getTime() <= now.getTime())) return invalidField('times', interviewRuleMessages.timeNotInFuture);
  if (new Set(sorted.map((time) => time.getTime())).size !== sorted.length) {
    return invalidField('times', interviewRuleMessages.duplicateTime);
  }
  return sorted;
}

export function createInterview(parties: InterviewParties, details: InterviewDetails, now: Date): Outcome<Interview> {
  const proposedTimes = checkProposals(details.proposedTimes, now);
  if (isRefusal(proposedTimes)) return proposedTimes;
  return allow({
    ...parties,
    ...details,
    proposedTimes,
    chosenTime: null,
    state: 'pending',
    attendance: 'not_checked_in',
    result: null,
    reason: null,
    reasonText: null,
    cancelledBy: null,
    respondedAt: null,
    cancelledAt: null,
    checkedInAt: null,
    attendanceMarkedAt: null,
    resultRequestedAt: null,
    resultAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

const isExpiredAt = (interview: Interview, now: Date) => now.getTime() >= invitationExpiresAt(interview).getTime();

/**
 * The seeker accepts one of the proposed times, which must still be in the future. A seeker
 * under a no-show ban cannot accept (docs/decisions/0024).
 */
export function acceptInterview(interview: Interview, time: Date, noShows: readonly NoShowRecord[], now: Date): Outcome<Interview> {
  if (interview.state !== 'pending') return refuse(codes.wrongState, { state: interview.state });
  if (isExpiredAt(interview, now)) return refuse(codes.expired);
  const ban = seekerBanRefusal('accept_interview', noShows, now);
  if (ban) return ban;
  const chosen = interview.proposedTimes.find((proposal) => proposal.getTime() === time.getTime());
  if (!chosen) return refuse(codes.notAProposedTime);
  if (chosen.getTime() <= now.getTime()) return refuse(codes.timePassed);
  return allow({ ...interview, state: 'accepted', chosenTime: chosen, respondedAt: now, updatedAt: now });
}

/** The seeker declines the invitation, with a reason, while it is still open. */
export function rejectInterview(interview: Interview, input: ReasonInput, now: Date): Outcome<Interview> {
  if (interview.state !== 'pending') return refuse(codes.wrongState, { state: interview.state });
  if (isExpiredAt(interview, now)) return refuse(codes.expired);
  const reason = checkReason(input);
  if (isRefusal(reason)) return reason;
  return allow({ ...interview, state: 'rejected', reason: reason.reason, reasonText: reason.text, respondedAt: now, updatedAt: now });
}

/**
 * The recruiter changes the invitation. A pending one may change at any time before it expires.
 * An accepted one only up to three hours before its start: if the chosen time is still among the
 * new proposals it stays accepted at that time; otherwise it goes back to the seeker (pending).
 */
export function modifyInterview(interview: Interview, details: InterviewDetails, now: Date): Outcome<Interview> {
  if (interview.state === 'pending') {
    if (isExpiredAt(interview, now)) return refuse(codes.expired);
  } else if (interview.state === 'accepted' && interview.chosenTime) {
    if (!canChangeAt(interview.chosenTime, now)) return refuse(codes.modifyTooLate);
  } else {
    return refuse(codes.wrongState, { state: interview.state });
  }
  const proposedTimes = checkProposals(details.proposedTimes, now);
  if (isRefusal(proposedTimes)) return proposedTimes;
  const kept = interview.chosenTime && proposedTimes.find((time) => time.getTime() === interview.chosenTime?.getTime());
  const next: Interview = { ...interview, ...details, proposedTimes, updatedAt: now };
  if (interview.state === 'accepted' && !kept) {
    return allow({ ...next, state: 'pending', chosenTime: null, respondedAt: null, attendance: 'not_checked_in', checkedInAt: null });
  }
  return allow(next);
}

/** The sweep's step: an unanswered invitation whose last proposed time has started. */
export function expireInvitation(interview: Interview, now: Date): Outcome<Interview> {
  if (interview.state !== 'pending' || !isExpiredAt(interview, now)) return refuse(codes.wrongState, { state: interview.state });
  return allow({ ...interview, state: 'expired', updatedAt: now });
}

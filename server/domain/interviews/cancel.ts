import type { InterviewParty } from '@/lib/schemas/interview-constants';
import type { Interview } from './interview';
import { checkReason, isRefusal, type ReasonInput } from './reasons';
import { allow, type Outcome, refuse, interviewCodes as codes } from './refusal';
import { canChangeAt, invitationExpiresAt } from './windows';

/**
 * Cancelling (platform spec §4), with the reasons of a reject. An accepted interview can be
 * cancelled by either side up to and at three hours before its start, never within them
 * ("Cannot cancel interview within three hours"). A pending invitation has no start yet: the
 * recruiter may withdraw it until it expires; the seeker answers it with a reject instead.
 */
export function cancelInterview(interview: Interview, by: InterviewParty, input: ReasonInput, now: Date): Outcome<Interview> {
  if (interview.state === 'pending') {
    if (by !== 'recruiter') return refuse(codes.wrongState, { state: interview.state });
    if (now.getTime() >= invitationExpiresAt(interview).getTime()) return refuse(codes.expired);
  } else if (interview.state === 'accepted' && interview.chosenTime) {
    if (!canChangeAt(interview.chosenTime, now)) return refuse(codes.cancelTooLate);
  } else {
    return refuse(codes.wrongState, { state: interview.state });
  }
  const reason = checkReason(input);
  if (isRefusal(reason)) return reason;
  return allow({
    ...interview,
    state: 'cancelled',
    reason: reason.reason,
    reasonText: reason.text,
    cancelledBy: by,
    cancelledAt: now,
    updatedAt: now,
  });
}

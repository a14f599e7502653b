import type { InterviewState } from '@/lib/schemas/interview-constants';
import type { Interview } from './interview';
import { invitationExpiresAt, windowsFor } from './windows';

/**
 * The state an interview is in at `now` (platform spec §4), derived from the stored state and
 * the clock, so no sweep has to run for a screen to be right:
 * - pending whose last proposed time has started → expired;
 * - accepted before the start → accepted; from the start until check-in closes (30:00 after,
 *   inclusive) → in_progress; later, with no result and not marked absent → pending_results;
 * - an accepted interview marked not attended is over: completed, with no result to wait for.
 * Stored rejected, cancelled, expired and completed stay as they are.
 */
export function interviewStateAt(interview: Interview, now: Date): InterviewState {
  const t = now.getTime();
  switch (interview.state) {
    case 'pending':
      return t >= invitationExpiresAt(interview).getTime() ? 'expired' : 'pending';
    case 'accepted': {
      const start = interview.chosenTime;
      if (!start) return 'accepted';
      if (interview.attendance === 'not_attended' || interview.result) return 'completed';
      if (t < start.getTime()) return 'accepted';
      if (t <= windowsFor(start).checkInClosesAt.getTime()) return 'in_progress';
      return 'pending_results';
    }
    default:
      return interview.state;
  }
}

/** Whether an interview is over for good: nothing anyone does can change it any more. */
export function isSettled(interview: Interview, now: Date): boolean {
  const state = interviewStateAt(interview, now);
  return state === 'rejected' || state === 'cancelled' || state === 'expired' || state === 'completed';
}

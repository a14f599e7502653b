import type { InterviewResult } from '@/lib/schemas/interview-constants';
import type { Interview } from './interview';
import { allow, type Outcome, refuse, interviewCodes as codes } from './refusal';
import { canMarkAttendanceAt, canRequestResultAt, isCheckInOpen, windowsFor } from './windows';

/**
 * The day of the interview (platform spec §4 and §9): the seeker checks in from two hours before
 * to thirty minutes after the start; the recruiter marks attendance only later than thirty
 * minutes after the start, and records the result; the seeker may ask for the result from the
 * start on, unless marked absent.
 */

export function checkIn(interview: Interview, now: Date): Outcome<Interview> {
  const start = interview.chosenTime;
  if (interview.state !== 'accepted' || !start) return refuse(codes.wrongState, { state: interview.state });
  if (!isCheckInOpen(start, now)) {
    const { checkInOpensAt, checkInClosesAt } = windowsFor(start);
    return refuse(codes.checkInClosed, { opens_at: checkInOpensAt.toISOString(), closes_at: checkInClosesAt.toISOString() });
  }
  // A second tap (or a retry) finds the seeker already checked in: nothing changes.
  if (interview.attendance === 'checked_in') return allow(interview);
  if (interview.attendance !== 'not_checked_in') return refuse(codes.wrongState, { attendance: interview.attendance });
  return allow({ ...interview, attendance: 'checked_in', checkedInAt: now, updatedAt: now });
}

/**
 * The recruiter says whether the seeker came. They may correct it until a result is recorded;
 * "not attended" ends the interview (completed, no result to wait for) and is a no-show record.
 */
export function markAttendance(interview: Interview, attendance: 'attended' | 'not_attended', now: Date): Outcome<Interview> {
  const start = interview.chosenTime;
  const open = interview.state === 'accepted' || (interview.state === 'completed' && interview.result === null);
  if (!open || !start) return refuse(codes.wrongState, { state: interview.state });
  if (!canMarkAttendanceAt(start, now)) return refuse(codes.attendanceTooEarly, { from: windowsFor(start).attendanceAfter.toISOString() });
  return allow({
    ...interview,
    attendance,
    state: attendance === 'not_attended' ? 'completed' : 'accepted',
    attendanceMarkedAt: now,
    updatedAt: now,
  });
}

/** The seeker asks for the result: at or after the start, never when marked not attended. */
export function requestResult(interview: Interview, now: Date): Outcome<Interview> {
  if (interview.attendance === 'not_attended') return refuse(codes.resultNotAttended);
  const start = interview.chosenTime;
  if (interview.state !== 'accepted' || !start) return refuse(codes.wrongState, { state: interview.state });
  if (!canRequestResultAt(start, now)) return refuse(codes.resultTooEarly, { from: start.toISOString() });
  if (interview.resultRequestedAt) return allow(interview);
  return allow({ ...interview, resultRequestedAt: now, updatedAt: now });
}

/**
 * The recruiter's result, once attendance can be marked. A result means the seeker came, so it
 * marks them attended when nobody had; one marked absent has no result.
 */
export function recordResult(interview: Interview, result: InterviewResult, now: Date): Outcome<Interview> {
  if (interview.attendance === 'not_attended') return refuse(codes.resultNotAttended);
  const start = interview.chosenTime;
  if (interview.state !== 'accepted' || !start) return refuse(codes.wrongState, { state: interview.state });
  if (!canMarkAttendanceAt(start, now)) return refuse(codes.attendanceTooEarly, { from: windowsFor(start).attendanceAfter.toISOString() });
  const attended = interview.attendance === 'attended';
  return allow({
    ...interview,
    state: 'completed',
    result,
    resultAt: now,
    attendance: 'attended',
    attendanceMarkedAt: attended ? interview.attendanceMarkedAt : now,
    updatedAt: now,
  });
}

import { interviewWindows as w } from '@/lib/schemas/interview-constants';
import { addMinutes, shiftOnWallClock } from './clock';
import type { Interview } from './interview';

/**
 * The time windows of an interview (platform spec §4 and §9), all anchored on the chosen start.
 * Hours and minutes are elapsed time; "a day before" is the calendar day in the interview's zone.
 * Bounds: cancel/modify up to and at 3:00:00 before; check-in from 2:00:00 before to 30:00
 * after, both inclusive; attendance strictly after 30:00; a result request at or after the start.
 */
export interface InterviewWindows {
  start: Date;
  /** The last instant a cancel or modify is allowed. */
  changeUntil: Date;
  checkInOpensAt: Date;
  checkInClosesAt: Date;
  /** Attendance is marked at instants strictly after this one. */
  attendanceAfter: Date;
  /** A result may be requested from this instant on (the start). */
  resultFrom: Date;
}

export function windowsFor(start: Date): InterviewWindows {
  return {
    start,
    changeUntil: addMinutes(start, -w.changeCutoffMinutes),
    checkInOpensAt: addMinutes(start, -w.checkInOpensMinutesBefore),
    checkInClosesAt: addMinutes(start, w.checkInClosesMinutesAfter),
    attendanceAfter: addMinutes(start, w.attendanceAfterMinutes),
    resultFrom: start,
  };
}

/** The windows of an accepted interview; null while no time has been chosen. */
export function interviewWindows(interview: Interview): InterviewWindows | null {
  return interview.chosenTime ? windowsFor(interview.chosenTime) : null;
}

export const canChangeAt = (start: Date, now: Date) => now.getTime() <= windowsFor(start).changeUntil.getTime();

export function isCheckInOpen(start: Date, now: Date): boolean {
  const { checkInOpensAt, checkInClosesAt } = windowsFor(start);
  return now.getTime() >= checkInOpensAt.getTime() && now.getTime() <= checkInClosesAt.getTime();
}

export const canMarkAttendanceAt = (start: Date, now: Date) => now.getTime() > windowsFor(start).attendanceAfter.getTime();

export const canRequestResultAt = (start: Date, now: Date) => now.getTime() >= start.getTime();

/**
 * When an invitation nobody answered expires: when its last proposed time starts. Until then
 * some proposal is still in the future and can be accepted (docs/decisions/0024).
 */
export function invitationExpiresAt(interview: Pick<Interview, 'proposedTimes'>): Date {
  const last = Math.max(...interview.proposedTimes.map((time) => time.getTime()));
  return new Date(last);
}

/** The proposals still open to acceptance at `now`: strictly in the future. */
export function openProposals(interview: Pick<Interview, 'proposedTimes'>, now: Date): Date[] {
  return interview.proposedTimes.filter((time) => time.getTime() > now.getTime());
}

export interface Reminder {
  kind: 'day_before' | 'hour_before';
  at: Date;
}

/**
 * The reminders of an accepted interview (a notification and an email each): the same
 * wall-clock time a calendar day before in the interview's zone, and one hour before.
 */
export function reminderInstants(interview: Interview): Reminder[] {
  const start = interview.chosenTime;
  if (!start) return [];
  return [
    { kind: 'day_before', at: shiftOnWallClock(start, -w.reminderDaysBefore, 'day', interview.timeZone) },
    { kind: 'hour_before', at: addMinutes(start, -60 * w.reminderHoursBefore) },
  ];
}

/**
 * The reminder to send at `now`, if any. A reminder whose instant came before the seeker accepted
 * is never sent (accepting at 20:00 for 09:00 tomorrow gets no "tomorrow" reminder), and when a
 * sweep finds both due only the hour-before one goes: it supersedes the day-before one.
 */
export function dueReminder(interview: Interview, now: Date, alreadySent: readonly Reminder['kind'][]): Reminder | null {
  const start = interview.chosenTime;
  if (interview.state !== 'accepted' || !start || now.getTime() >= start.getTime()) return null;
  const acceptedAt = interview.respondedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const due = reminderInstants(interview).filter(
    (reminder) => reminder.at.getTime() <= now.getTime() && reminder.at.getTime() >= acceptedAt,
  );
  const latest = due.at(-1);
  if (!latest || alreadySent.includes(latest.kind)) return null;
  return latest;
}

import { describe, expect, it } from 'vitest';
import {
  cancelInterview,
  checkIn,
  interviewCodes as codes,
  interviewStateAt,
  markAttendance,
  modifyInterview,
  recordResult,
  refusalError,
  requestResult,
  wallClock,
  windowsFor,
} from '@/server/domain/interviews';
import { acceptedAt, details, expectAllowed, expectRefused, offset, allowedValue, zones } from './interviews-fixtures';

const reason = { reason: 'time_conflict' as const };

describe.each(zones)('interview windows in $zone', ({ zone, start }) => {
  const interview = acceptedAt(start, zone);

  it('cancels up to and at 3:00:00 before the start, not at 2:59:59', () => {
    expectAllowed(cancelInterview(interview, 'jobseeker', reason, offset(start, -3, 0, -1)));
    expectAllowed(cancelInterview(interview, 'jobseeker', reason, offset(start, -3)));
    expectRefused(cancelInterview(interview, 'jobseeker', reason, offset(start, -2, -59, -59)), codes.cancelTooLate);
    expectRefused(cancelInterview(interview, 'recruiter', reason, offset(start, -2, -59, -59)), codes.cancelTooLate);
    expectRefused(cancelInterview(interview, 'recruiter', reason, offset(start, 1)), codes.cancelTooLate);
  });

  it('modifies an accepted interview up to and at 3:00:00 before, not at 2:59:59', () => {
    const same = details([start], zone, { instructions: 'Bring your ID' });
    const changed = allowedValue(modifyInterview(interview, same, offset(start, -3)));
    expect(changed).toMatchObject({ state: 'accepted', chosenTime: start, instructions: 'Bring your ID' });
    expectRefused(modifyInterview(interview, same, offset(start, -2, -59, -59)), codes.modifyTooLate);
  });

  it('opens check-in at exactly 2:00:00 before, not 2:00:01, and closes after 30:00 past the start', () => {
    expectRefused(checkIn(interview, offset(start, -2, 0, -1)), codes.checkInClosed);
    expectAllowed(checkIn(interview, offset(start, -2)));
    expectAllowed(checkIn(interview, start));
    expectAllowed(checkIn(interview, offset(start, 0, 30)));
    expectRefused(checkIn(interview, offset(start, 0, 30, 1)), codes.checkInClosed);
  });

  it('says when check-in opens and closes when it refuses', () => {
    const refused = checkIn(interview, offset(start, -5));
    expect(refused).toEqual({
      ok: false,
      code: codes.checkInClosed,
      data: { opens_at: offset(start, -2).toISOString(), closes_at: offset(start, 0, 30).toISOString() },
    });
  });

  it('records the check-in once; a second one changes nothing', () => {
    const at = offset(start, -1);
    const checked = allowedValue(checkIn(interview, at));
    expect(checked).toMatchObject({ attendance: 'checked_in', checkedInAt: at });
    expect(allowedValue(checkIn(checked, offset(start, 0, 10)))).toBe(checked);
  });

  it('marks attendance only later than 30:00 after the start', () => {
    expectRefused(markAttendance(interview, 'attended', offset(start, 0, 30)), codes.attendanceTooEarly);
    expectRefused(markAttendance(interview, 'not_attended', start), codes.attendanceTooEarly);
    expect(allowedValue(markAttendance(interview, 'attended', offset(start, 0, 30, 1)))).toMatchObject({ attendance: 'attended', state: 'accepted' });
    expect(allowedValue(markAttendance(interview, 'not_attended', offset(start, 0, 30, 1)))).toMatchObject({
      attendance: 'not_attended',
      state: 'completed',
    });
  });

  it('lets the seeker ask for the result from the start, never before, never when not attended', () => {
    expectRefused(requestResult(interview, offset(start, 0, 0, -1)), codes.resultTooEarly);
    expect(allowedValue(requestResult(interview, start)).resultRequestedAt).toEqual(start);
    const absent = allowedValue(markAttendance(interview, 'not_attended', offset(start, 1)));
    expectRefused(requestResult(absent, offset(start, 2)), codes.resultNotAttended);
  });

  it('records a result after the attendance window, which completes it; none for an absentee', () => {
    expectRefused(recordResult(interview, 'passed', offset(start, 0, 30)), codes.attendanceTooEarly);
    const done = allowedValue(recordResult(interview, 'successful', offset(start, 1)));
    expect(done).toMatchObject({ state: 'completed', result: 'successful', attendance: 'attended' });
    expectRefused(markAttendance(done, 'not_attended', offset(start, 2)), codes.wrongState);
    const absent = allowedValue(markAttendance(interview, 'not_attended', offset(start, 1)));
    expectRefused(recordResult(absent, 'passed', offset(start, 2)), codes.resultNotAttended);
  });

  it('derives accepted, in progress, pending results and completed from the clock', () => {
    expect(interviewStateAt(interview, offset(start, 0, 0, -1))).toBe('accepted');
    expect(interviewStateAt(interview, start)).toBe('in_progress');
    expect(interviewStateAt(interview, offset(start, 0, 30))).toBe('in_progress');
    expect(interviewStateAt(interview, offset(start, 0, 30, 1))).toBe('pending_results');
    const done = allowedValue(recordResult(interview, 'passed', offset(start, 1)));
    expect(interviewStateAt(done, offset(start, 1))).toBe('completed');
  });
});

describe('windows are elapsed time across a DST change', () => {
  const { zone, start } = zones[1];

  it('puts New York’s 3-hour cutoff at midnight EST before a 04:00 EDT start (four hours on the wall clock)', () => {
    const { changeUntil, checkInOpensAt } = windowsFor(start);
    expect(wallClock(start, zone)).toEqual({ date: '2026-03-08', time: '04:00', utcOffset: '-04:00', timeZone: zone });
    expect(wallClock(changeUntil, zone)).toEqual({ date: '2026-03-08', time: '00:00', utcOffset: '-05:00', timeZone: zone });
    expect(wallClock(checkInOpensAt, zone)).toMatchObject({ time: '01:00', utcOffset: '-05:00' });
    // 01:00 on the wall is only two real hours before 04:00 that night: too late to cancel.
    expectRefused(cancelInterview(acceptedAt(start, zone), 'jobseeker', reason, checkInOpensAt), codes.cancelTooLate);
  });
});

describe('refusals on the wire', () => {
  it('map to catalogue codes with the spec’s screen messages', () => {
    const { start, zone } = zones[0];
    const refused = cancelInterview(acceptedAt(start, zone), 'jobseeker', reason, offset(start, -1));
    if (refused.ok) throw new Error('expected a refusal');
    expect(refusalError(refused)).toMatchObject({ code: 41561, status: 422, message: 'Cannot cancel interview within three hours' });
    expect(refusalError({ ok: false, code: codes.checkInClosed, data: null }).message).toBe('You cannot check in now');
    expect(refusalError({ ok: false, code: codes.resultNotAttended, data: null }).message).toBe('unable to request interview result if not attended');
    for (const code of Object.values(codes)) expect(refusalError({ ok: false, code, data: null }).code).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptInterview,
  cancelInterview,
  createInterview,
  dueReminder,
  expireInvitation,
  interviewCodes as codes,
  interviewStateAt,
  invitationExpiresAt,
  modifyInterview,
  recruiterActions,
  rejectInterview,
  reminderInstants,
  seekerActions,
} from '@/server/domain/interviews';
import { acceptedAt, details, expectAllowed, expectRefused, invitation, local, offset, parties, allowedValue, zones } from './interviews-fixtures';

const manila = 'Asia/Manila';
const first = local('2026-05-04 09:00', manila);
const second = local('2026-05-05 14:00', manila);
const third = local('2026-05-06 16:30', manila);
const now = local('2026-04-28 11:00', manila);

describe('inviting', () => {
  it('keeps one to three distinct future proposals, earliest first', () => {
    const created = allowedValue(createInterview(parties, details([third, first, second], manila), now));
    expect(created).toMatchObject({ state: 'pending', attendance: 'not_checked_in', chosenTime: null, createdAt: now });
    expect(created.proposedTimes).toEqual([first, second, third]);
  });

  it('refuses none, four, a past or present time, and a repeated time, naming the field', () => {
    const refusedWith = (times: Date[]) => createInterview(parties, details(times, manila), now);
    const errors = (message: string) => ({ ok: false, code: 40001, data: { errors: { times: [message] } } });
    expect(refusedWith([])).toEqual(errors('Propose 1 to 3 times'));
    expect(refusedWith([first, second, third, offset(third, 1)])).toEqual(errors('Propose 1 to 3 times'));
    expect(refusedWith([now, first])).toEqual(errors('The interview time must be in the future'));
    expect(refusedWith([first, new Date(first.getTime())])).toEqual(errors('Each proposed time must be different'));
  });
});

describe('answering', () => {
  const invite = invitation([first, second], manila);

  it('accepts one of the proposed times while it is in the future', () => {
    expect(allowedValue(acceptInterview(invite, second, [], now))).toMatchObject({ state: 'accepted', chosenTime: second, respondedAt: now });
    expectRefused(acceptInterview(invite, third, [], now), codes.notAProposedTime);
    // The first proposal has started, the second is still open.
    expectRefused(acceptInterview(invite, first, [], first), codes.timePassed);
    expectAllowed(acceptInterview(invite, second, [], first));
  });

  it('refuses a second answer: one outcome only', () => {
    const accepted = allowedValue(acceptInterview(invite, first, [], now));
    expectRefused(acceptInterview(accepted, second, [], now), codes.wrongState);
    expectRefused(rejectInterview(accepted, { reason: 'time_conflict' }, now), codes.wrongState);
  });

  it('rejects with a listed reason; "other" needs a text', () => {
    expect(allowedValue(rejectInterview(invite, { reason: 'found_another_job' }, now))).toMatchObject({
      state: 'rejected',
      reason: 'found_another_job',
      reasonText: null,
    });
    expect(rejectInterview(invite, { reason: 'other', text: '   ' }, now)).toEqual({
      ok: false,
      code: 40001,
      data: { errors: { reason_text: ['Describe the reason'] } },
    });
    expect(allowedValue(rejectInterview(invite, { reason: 'other', text: ' Moving abroad ' }, now)).reasonText).toBe('Moving abroad');
  });

  it('lets the recruiter withdraw a pending invitation; the seeker rejects it instead', () => {
    expect(allowedValue(cancelInterview(invite, 'recruiter', { reason: 'other', text: 'Position filled' }, now))).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'recruiter',
      cancelledAt: now,
    });
    expectRefused(cancelInterview(invite, 'jobseeker', { reason: 'time_conflict' }, now), codes.wrongState);
  });
});

describe('expiry of an unanswered invitation', () => {
  const invite = invitation([first, second], manila);

  it('expires when its last proposed time starts', () => {
    expect(invitationExpiresAt(invite)).toEqual(second);
    expect(interviewStateAt(invite, offset(second, 0, 0, -1))).toBe('pending');
    expect(interviewStateAt(invite, second)).toBe('expired');
  });

  it('refuses answers and changes from then on, and the sweep stores it', () => {
    expectRefused(acceptInterview(invite, second, [], second), codes.expired);
    expectRefused(rejectInterview(invite, { reason: 'time_conflict' }, second), codes.expired);
    expectRefused(modifyInterview(invite, details([offset(second, 24)], manila), second), codes.expired);
    expectRefused(expireInvitation(invite, offset(second, 0, 0, -1)), codes.wrongState);
    const expired = allowedValue(expireInvitation(invite, second));
    expect(expired.state).toBe('expired');
    expect(interviewStateAt(expired, offset(second, 1))).toBe('expired');
  });
});

describe('modifying', () => {
  it('sends an accepted interview back to the seeker when its time is no longer proposed', () => {
    const accepted = acceptedAt(first, manila);
    const moved = allowedValue(modifyInterview(accepted, details([second, third], manila), now));
    expect(moved).toMatchObject({ state: 'pending', chosenTime: null, respondedAt: null, proposedTimes: [second, third] });
    const kept = allowedValue(modifyInterview(accepted, details([first, third], manila, { mode: 'video', videoLink: 'https://meet.example.com/x' }), now));
    expect(kept).toMatchObject({ state: 'accepted', chosenTime: first, mode: 'video' });
  });
});

describe.each(zones)('reminders in $zone', ({ zone, start }) => {
  it('fall a calendar day before on the local clock and an hour before', () => {
    const interview = acceptedAt(start, zone);
    const [day, hour] = reminderInstants(interview);
    expect(hour).toEqual({ kind: 'hour_before', at: offset(start, -1) });
    expect(day?.kind).toBe('day_before');
    // Manila keeps 24 hours; New York's night of 7 to 8 March 2026 is 23 hours long.
    const hoursBefore = (start.getTime() - (day?.at.getTime() ?? 0)) / 3_600_000;
    expect(hoursBefore).toBe(zone === 'Asia/Manila' ? 24 : 23);
  });

  it('sends the latest due one once, and none the seeker accepted after', () => {
    const interview = acceptedAt(start, zone);
    expect(dueReminder(interview, offset(start, -30), [])).toBeNull();
    expect(dueReminder(interview, offset(start, -23), [])?.kind).toBe('day_before');
    expect(dueReminder(interview, offset(start, -23), ['day_before'])).toBeNull();
    expect(dueReminder(interview, offset(start, 0, -30), ['day_before'])?.kind).toBe('hour_before');
    expect(dueReminder(interview, start, [])).toBeNull();
    const lateAccept = allowedValue(acceptInterview(invitation([start], zone), start, [], offset(start, -5)));
    expect(dueReminder(lateAccept, offset(start, -4), [])).toBeNull();
    expect(dueReminder(lateAccept, offset(start, -1), [])?.kind).toBe('hour_before');
  });
});

describe('what each side can do now', () => {
  it('follows the rules, with the code of a refusal', () => {
    const accepted = acceptedAt(first, manila);
    const late = offset(first, -1);
    expect(seekerActions(accepted, [], late)).toEqual({
      accept: { allowed: false, code: codes.wrongState, data: { state: 'accepted' } },
      reject: { allowed: false, code: codes.wrongState, data: { state: 'accepted' } },
      cancel: { allowed: false, code: codes.cancelTooLate, data: null },
      check_in: { allowed: true },
      request_result: { allowed: false, code: codes.resultTooEarly, data: { from: first.toISOString() } },
    });
    expect(recruiterActions(accepted, offset(first, -4))).toMatchObject({
      modify: { allowed: true },
      cancel: { allowed: true },
      mark_attendance: { allowed: false, code: codes.attendanceTooEarly },
    });
    expect(seekerActions(invitation([first, second], manila), [], now).accept).toEqual({ allowed: true });
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptInterview,
  banPeriods,
  interviewCodes as codes,
  isBanned,
  markAttendance,
  type NoShowRecord,
  noShowRecords,
  seekerBanRefusal,
} from '@/server/domain/interviews';
import { acceptedAt, expectRefused, invitation, local, offset, allowedValue } from './interviews-fixtures';

const manila = 'Asia/Manila';
const ny = 'America/New_York';
const record = (interviewId: number, wall: string, timeZone = manila): NoShowRecord => ({ interviewId, at: local(wall, timeZone), timeZone });

const jan = record(1, '2026-01-10 10:00');
const feb = record(2, '2026-02-15 10:00');
const apr = record(3, '2026-04-10 10:00');

describe('the no-show ban', () => {
  it('bans for six months from the third no-show within three months', () => {
    expect(banPeriods([apr, jan, feb])).toEqual([
      { since: apr.at, until: local('2026-10-10 10:00', manila), interviewIds: [1, 2, 3] },
    ]);
    expect(isBanned([jan, feb, apr], offset(apr.at, 0, 0, -1))).toEqual({ banned: false });
    expect(isBanned([jan, feb, apr], apr.at)).toEqual({ banned: true, since: apr.at, until: local('2026-10-10 10:00', manila) });
    expect(isBanned([jan, feb, apr], local('2026-10-10 09:59:59', manila)).banned).toBe(true);
    expect(isBanned([jan, feb, apr], local('2026-10-10 10:00', manila))).toEqual({ banned: false });
  });

  it('counts three months inclusively: a first record one second too early falls out of the window', () => {
    const edge = record(1, '2026-01-10 10:00:00');
    const tooEarly = record(1, '2026-01-10 09:59:59');
    expect(banPeriods([edge, feb, apr])).toHaveLength(1);
    expect(banPeriods([tooEarly, feb, apr])).toEqual([]);
    expect(isBanned([tooEarly, feb, apr], apr.at)).toEqual({ banned: false });
  });

  it('does not ban for two, nor for a fourth a year after the third', () => {
    expect(isBanned([jan, feb], feb.at)).toEqual({ banned: false });
    const yearLater = record(4, '2027-04-10 10:00');
    expect(banPeriods([jan, feb, apr, yearLater])).toHaveLength(1);
    expect(isBanned([jan, feb, apr, yearLater], yearLater.at)).toEqual({ banned: false });
  });

  it('extends the ban when a fourth comes within three months of the two before it', () => {
    const may = record(4, '2026-05-01 10:00');
    expect(isBanned([jan, feb, apr, may], may.at)).toEqual({ banned: true, since: apr.at, until: local('2026-11-01 10:00', manila) });
  });

  it('takes months on the interview’s own calendar across a DST change', () => {
    const records = [record(1, '2026-01-20 09:00', ny), record(2, '2026-02-20 09:00', ny), record(3, '2026-04-20 09:00', ny)];
    // 09:00 EST in January, 09:00 EDT in April: three calendar months, not a fixed number of hours.
    expect(banPeriods(records)[0]?.until).toEqual(local('2026-10-20 09:00', ny));
    const earlier = [record(1, '2026-01-20 08:59', ny), records[1] as NoShowRecord, records[2] as NoShowRecord];
    expect(banPeriods(earlier)).toEqual([]);
  });
});

describe('enforcing the ban', () => {
  it('refuses a banned seeker’s accept, application and new chat, with the end of the ban', () => {
    const records = [jan, feb, apr];
    const now = local('2026-05-01 12:00', manila);
    for (const action of ['accept_interview', 'apply_to_job', 'start_chat'] as const) {
      expect(seekerBanRefusal(action, records, now)).toEqual({
        ok: false,
        code: codes.banned,
        data: { action, banned_until: local('2026-10-10 10:00', manila).toISOString() },
      });
    }
    expect(seekerBanRefusal('apply_to_job', records, local('2026-10-10 10:00', manila))).toBeNull();
    const later = local('2026-05-20 10:00', manila);
    expectRefused(acceptInterview(invitation([later], manila), later, records, now), codes.banned);
  });

  it('reads no-shows from interviews marked not attended, at their start', () => {
    const starts = ['2026-01-10 10:00', '2026-02-15 10:00', '2026-04-10 10:00'].map((wall) => local(wall, manila));
    const interviews = starts.map((start, index) => ({ ...acceptedAt(start, manila), id: index + 1 }));
    const marked = interviews.map((interview, index) =>
      index === 1 ? interview : allowedValue(markAttendance(interview, 'not_attended', offset(interview.chosenTime as Date, 1))),
    );
    expect(noShowRecords(marked).map((r) => r.interviewId)).toEqual([1, 3]);
    const allAbsent = allowedValue(markAttendance(interviews[1] as (typeof interviews)[number], 'not_attended', offset(starts[1] as Date, 1)));
    const records = noShowRecords([marked[0], allAbsent, marked[2]] as typeof interviews);
    expect(isBanned(records, starts[2] as Date)).toMatchObject({ banned: true });
    // Corrected to attended, the record goes and so does the ban.
    const corrected = allowedValue(markAttendance(allAbsent, 'attended', offset(starts[1] as Date, 2)));
    expect(isBanned(noShowRecords([marked[0], corrected, marked[2]] as typeof interviews), starts[2] as Date)).toEqual({ banned: false });
  });
});

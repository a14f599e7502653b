import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { expect } from 'vitest';
import { acceptInterview, createInterview, type Interview, type InterviewDetails, type Outcome } from '@/server/domain/interviews';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A wall-clock time in a zone, as an instant ("2026-03-08 04:00" in New York). */
export const local = (wall: string, zone: string) => dayjs.tz(wall, zone).toDate();

/** `start` moved by hours, minutes and seconds of elapsed time (negative is before). */
export const offset = (start: Date, h: number, m = 0, s = 0) => new Date(start.getTime() + ((h * 60 + m) * 60 + s) * 1000);

export const parties = { id: 7, chatId: 70, jobId: 700, jobseekerId: 1, recruiterId: 2 };

export function details(times: Date[], timeZone: string, extra: Partial<InterviewDetails> = {}): InterviewDetails {
  return {
    proposedTimes: times,
    timeZone,
    mode: 'in_person',
    address: '30th Street, Bonifacio Global City',
    videoLink: null,
    contactName: 'Ana Cruz',
    contactPhone: '+639171234567',
    instructions: null,
    ...extra,
  };
}

export function allowedValue<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`Refused with ${outcome.code}`);
  return outcome.value;
}

/** A fresh invitation, sent a week before its earliest proposal. */
export function invitation(times: Date[], timeZone: string): Interview {
  const sent = offset(times[0] as Date, -24 * 7);
  return allowedValue(createInterview(parties, details(times, timeZone), sent));
}

/** An interview the seeker accepted at `start`, two days before it. */
export function acceptedAt(start: Date, timeZone: string): Interview {
  return allowedValue(acceptInterview(invitation([start], timeZone), start, [], offset(start, -48)));
}

export function expectRefused(outcome: Outcome<unknown>, code: number) {
  expect(outcome.ok ? 'allowed' : outcome.code).toBe(code);
}

export function expectAllowed(outcome: Outcome<unknown>) {
  expect(outcome.ok ? 'allowed' : outcome.code).toBe('allowed');
}

/** One interview start per zone: Manila has no DST; New York's starts the night before (2026-03-08 02:00). */
export const zones = [
  { zone: 'Asia/Manila', start: local('2026-03-08 10:00', 'Asia/Manila') },
  { zone: 'America/New_York', start: local('2026-03-08 04:00', 'America/New_York') },
] as const;

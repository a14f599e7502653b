import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Date arithmetic for the interview rules, through dayjs. Windows of hours and minutes are
 * elapsed time (an instant minus N minutes, the same whatever the zone); calendar steps (a day
 * before, three months, six months) are taken on the wall clock of a named IANA zone, so a
 * daylight-saving change moves the instant, not the wall-clock time.
 */

export function addMinutes(instant: Date, minutes: number): Date {
  return dayjs(instant).add(minutes, 'minute').toDate();
}

export { isTimeZone } from '@/lib/schemas/interview-constants';

/**
 * The instant `amount` calendar units from `instant`, on the wall clock of `zone`: a day before
 * 10:00 on the day after a DST change is 10:00 the day before (23 or 25 hours earlier). A
 * wall-clock time that does not exist that day (skipped by DST) moves forward past the gap.
 */
export function shiftOnWallClock(instant: Date, amount: number, unit: 'day' | 'month', zone: string): Date {
  const wall = dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS');
  const shifted = dayjs.utc(wall).add(amount, unit).format('YYYY-MM-DDTHH:mm:ss.SSS');
  return dayjs.tz(shifted, zone).toDate();
}

/** The wall-clock date and time of an instant in a zone, for mails, calendar files and display. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
  /** +08:00, -05:00 */
  utcOffset: string;
  timeZone: string;
}

export function wallClock(instant: Date, zone: string): WallClock {
  const local = dayjs(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm'), utcOffset: local.format('Z'), timeZone: zone };
}

import type { Office } from '@/lib/offices';
import { timeZoneName } from '@/lib/time-zone-name';

/** A fixed day: times of day are formatted on it in UTC, so the reader's own zone never shifts them. */
const day = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return Date.UTC(2026, 0, 5, hours, minutes);
};

/**
 * An office's opening and closing times in the reader's language ("9:00 AM", "9:00", "٩:٠٠ ص")
 * and its time zone's generic name ("Philippine Time", "日本時間"), which does not change with
 * daylight saving time.
 */
export function officeHoursParts(office: Office, intlLocale: string, siteTimeZone: string) {
  const time = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const timeZone = office.timeZone ?? siteTimeZone;
  return { days: office.days, opens: time.format(day(office.opens)), closes: time.format(day(office.closes)), zone: timeZoneName(timeZone, intlLocale) };
}

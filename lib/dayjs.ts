import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(duration);

/**
 * dayjs for date arithmetic away from display (lib/dates.ts adds the locales and zones that
 * display needs): `dayjs.utc(now).subtract(7, 'day')` steps whole days that are always 24 hours
 * (UTC has no daylight-saving change, whatever the server's zone), and `dayjs.duration` reads
 * a span in minutes, hours or days. Runs in the web server and the platform.
 */
export { dayjs };

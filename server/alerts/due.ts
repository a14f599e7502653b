import { type SQL, sql } from 'drizzle-orm';

/**
 * When an alert's next digest is due (docs/decisions/0033): daily at 08:00 in the alert's time
 * zone, weekly on Monday at 08:00 there; always the first such moment strictly after `after`.
 * A worker that was down for days sends one digest on return, not one per missed day.
 * Computed in SQL (`at time zone` knows daylight saving), so a batch claim can move thousands
 * of alerts in one statement; PGlite and PostgreSQL carry the same time zone data.
 */
export const digestHour = 8;

export function nextDueSql(frequency: SQL, timeZone: SQL, after: SQL): SQL {
  const local = sql`((${after}) at time zone (${timeZone}))`;
  const start = sql`(case when (${frequency}) = 'weekly' then date_trunc('week', ${local}) else date_trunc('day', ${local}) end + make_interval(hours => ${digestHour}))`;
  const step = sql`(case when (${frequency}) = 'weekly' then interval '7 days' else interval '1 day' end)`;
  return sql`((case when ${start} > ${local} then ${start} else ${start} + ${step} end) at time zone (${timeZone}))`;
}

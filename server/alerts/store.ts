import { sql } from 'drizzle-orm';
import type { JobAlert, JobAlertFrequency, JobAlertSort, JobAlertWireSearch } from '@/lib/schemas/job-alerts';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';
import { nextDueSql } from './due';

export interface AlertRow {
  id: number;
  user_id: number;
  country_key: string;
  keyword: string | null;
  search: JobAlertWireSearch | string;
  frequency: JobAlertFrequency;
  sort: JobAlertSort;
  email: string;
  enabled: boolean;
  time_zone: string;
  next_due_at: string | Date;
  last_digest_at: string | Date | null;
  unsubscribe_nonce: string;
  created_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: Number(row.id),
    country_key: row.country_key,
    keyword: row.keyword,
    search: parseJson(row.search),
    frequency: row.frequency,
    sort: row.sort,
    email: row.email,
    enabled: row.enabled,
    time_zone: row.time_zone,
    next_due_at: iso(row.next_due_at),
    last_digest_at: row.last_digest_at === null ? null : iso(row.last_digest_at),
    created_at: iso(row.created_at),
  };
}

export async function listAlerts(db: Database, userId: number): Promise<JobAlert[]> {
  return rowsOf<AlertRow>(await db.execute(sql`select * from job_alerts where user_id = ${userId} order by id desc`)).map(toJobAlert);
}

export async function countAlerts(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from job_alerts where user_id = ${userId}`));
  return Number(row?.n ?? 0);
}

export async function insertAlert(
  db: Database,
  alert: {
    userId: number;
    countryKey: string;
    search: JobAlertWireSearch;
    frequency: JobAlertFrequency;
    sort: JobAlertSort;
    email: string;
    timeZone: string;
    nonce: string;
    now: Date;
  },
): Promise<JobAlert> {
  const at = sql`${alert.now.toISOString()}::timestamptz`;
  const keyword = typeof alert.search.query === 'string' ? alert.search.query : null;
  const [row] = rowsOf<AlertRow>(
    await db.execute(sql`insert into job_alerts (user_id, country_key, keyword, search, frequency, sort, email, enabled, time_zone, next_due_at, unsubscribe_nonce, created_at, updated_at)
      values (${alert.userId}, ${alert.countryKey}, ${keyword}, ${JSON.stringify(alert.search)}::jsonb, ${alert.frequency}, ${alert.sort}, ${alert.email}, true, ${alert.timeZone},
        ${nextDueSql(sql`${alert.frequency}::text`, sql`${alert.timeZone}::text`, at)}, ${alert.nonce}, ${at}, ${at})
      returning *`),
  );
  if (!row) throw new Error('job alert insert returned no row');
  return toJobAlert(row);
}

/**
 * Changes the owner's alert; null when the alert is not theirs (or gone). A new frequency or time
 * zone, or a resume, sets the next due time afresh from now; a resumed alert's digest starts
 * from the resume, so jobs posted while it was paused are not mailed in a heap.
 */
export async function updateAlert(
  db: Database,
  userId: number,
  alertId: number,
  change: { frequency?: JobAlertFrequency; sort?: JobAlertSort; enabled?: boolean; timeZone?: string },
  now: Date,
): Promise<JobAlert | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const frequency = change.frequency === undefined ? sql`frequency` : sql`${change.frequency}::text`;
  const timeZone = change.timeZone === undefined ? sql`time_zone` : sql`${change.timeZone}::text`;
  const enabled = change.enabled === undefined ? sql`enabled` : sql`${change.enabled}::boolean`;
  const sort = change.sort === undefined ? sql`sort` : sql`${change.sort}::text`;
  const resumed = change.enabled === true ? sql`not enabled` : sql`false`;
  const [row] = rowsOf<AlertRow>(
    await db.execute(sql`update job_alerts set frequency = ${frequency}, sort = ${sort}, time_zone = ${timeZone}, enabled = ${enabled},
        next_due_at = ${nextDueSql(frequency, timeZone, at)},
        last_digest_at = case when ${resumed} then ${at} else last_digest_at end,
        updated_at = ${at}
      where id = ${alertId} and user_id = ${userId}
      returning *`),
  );
  return row ? toJobAlert(row) : null;
}

export async function deleteAlert(db: Database, userId: number, alertId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`delete from job_alerts where id = ${alertId} and user_id = ${userId} returning id`));
  return rows.length > 0;
}

/** Switches the alert off if the nonce is its current one, and spends the nonce; false when it was not. */
export async function unsubscribeAlert(db: Database, alertId: number, nonce: string, nextNonce: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update job_alerts set enabled = false, unsubscribe_nonce = ${nextNonce}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${alertId} and unsubscribe_nonce = ${nonce} returning id`),
  );
  return rows.length > 0;
}

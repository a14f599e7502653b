import { sql } from 'drizzle-orm';
import type { JobAlertFrequency, JobAlertSort, JobAlertWireSearch } from '@/lib/schemas/job-alerts';
import { nextDueSql } from '../../alerts/due';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * A seeker's job alerts (`job_alerts`) and the key their unsubscribe links are signed with
 * (`signing_keys`): the statements of server/alerts/store.ts and unsubscribe-token.ts moved as
 * written (decision 0087). When an alert is due next is computed in SQL (../../alerts/due).
 */

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

export async function listAlertRows(db: Database, userId: number): Promise<AlertRow[]> {
  return rowsOf<AlertRow>(await db.execute(sql`select * from job_alerts where user_id = ${userId} order by id desc`));
}

export async function countAlerts(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from job_alerts where user_id = ${userId}`));
  return Number(row?.n ?? 0);
}

export interface NewAlert {
  userId: number;
  countryKey: string;
  search: JobAlertWireSearch;
  frequency: JobAlertFrequency;
  sort: JobAlertSort;
  email: string;
  timeZone: string;
  nonce: string;
  now: Date;
}

/** An enabled alert, first due at its next digest time after now. */
export async function insertAlertRow(db: Database, alert: NewAlert): Promise<AlertRow | undefined> {
  const at = sql`${alert.now.toISOString()}::timestamptz`;
  const keyword = typeof alert.search.query === 'string' ? alert.search.query : null;
  const [row] = rowsOf<AlertRow>(
    await db.execute(sql`insert into job_alerts (user_id, country_key, keyword, search, frequency, sort, email, enabled, time_zone, next_due_at, unsubscribe_nonce, created_at, updated_at)
      values (${alert.userId}, ${alert.countryKey}, ${keyword}, ${JSON.stringify(alert.search)}::jsonb, ${alert.frequency}, ${alert.sort}, ${alert.email}, true, ${alert.timeZone},
        ${nextDueSql(sql`${alert.frequency}::text`, sql`${alert.timeZone}::text`, at)}, ${alert.nonce}, ${at}, ${at})
      returning *`),
  );
  return row;
}

export interface AlertChange {
  frequency?: JobAlertFrequency;
  sort?: JobAlertSort;
  enabled?: boolean;
  timeZone?: string;
}

/**
 * Changes the owner's alert (an absent field keeps its column); undefined when the alert is not
 * theirs. The next due time is always set afresh from now; a resume (enabled set on a paused
 * alert) also moves last_digest_at to now.
 */
export async function updateAlertRow(db: Database, userId: number, alertId: number, change: AlertChange, now: Date): Promise<AlertRow | undefined> {
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
  return row;
}

/** False when the alert was not the owner's (or gone). */
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

/** Stores `fresh` as the named key unless one exists (the first process to ask makes it). */
export async function insertSigningKeyOnce(db: Database, name: string, fresh: string): Promise<void> {
  await db.execute(sql`insert into signing_keys (name, secret) values (${name}, ${fresh}) on conflict (name) do nothing`);
}

/** The named key's secret (base64url), if there is one. */
export async function signingKeySecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = rowsOf<{ secret: string }>(await db.execute(sql`select secret from signing_keys where name = ${name}`));
  return row?.secret;
}

import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { CountryKey } from '@/lib/countries';
import type { JobAlertWireSearch } from '@/lib/schemas/job-alerts';
import { nextDueSql } from '../../alerts/due';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { jobs } from '../schema';
import type { AlertRow } from './job-alerts';

/**
 * The job-alert digest run (server/alerts/digest.ts, docs/decisions/0033 and 0081): claiming due
 * alerts, the window passes over a country's new jobs, the batch's exclusions and the digest rows
 * (`job_alert_digests`). Moved as written (decision 0087): the claim's FOR UPDATE SKIP LOCKED and
 * the one-statement batch writes are the run's guarantees.
 */

/** What the window passes read of an alert: its site, its search and where its window opens. */
export interface DueSearchRow {
  country_key: string;
  search: JobAlertWireSearch | string;
  since: string | Date;
}

/** The distinct searches and windows of every alert due now (the run's warm-up). */
export async function dueSearches(db: Database, now: Date): Promise<DueSearchRow[]> {
  return rowsOf<DueSearchRow>(
    await db.execute(sql`select country_key, search, coalesce(last_digest_at, created_at) as since
      from job_alerts where enabled and next_due_at <= ${now.toISOString()}::timestamptz
      group by 1, 2, 3`),
  );
}

/** An alert claimed for its digest: the alert's own columns, and what the claim reads beside them. */
export interface ClaimedAlertRow
  extends Pick<AlertRow, 'id' | 'user_id' | 'country_key' | 'keyword' | 'search' | 'frequency' | 'sort' | 'email' | 'unsubscribe_nonce'> {
  since: string | Date;
  due_at: string | Date;
  language_slug: string;
  user_status: string;
}

/**
 * Claims up to `limit` due alerts and moves each to its next due time, in one statement: the
 * due rows are locked FOR UPDATE SKIP LOCKED, so a second worker racing on the same database
 * skips them, and once this commits they are no longer due.
 */
export async function claimDueAlerts(db: Database, now: Date, limit: number): Promise<ClaimedAlertRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ClaimedAlertRow>(
    await db.execute(sql`
      with due as (
        select id, coalesce(last_digest_at, created_at) as since, next_due_at as due_at
        from job_alerts
        where enabled and next_due_at <= ${at}
        order by next_due_at, id
        limit ${limit}
        for update skip locked)
      update job_alerts a set last_digest_at = ${at}, next_due_at = ${nextDueSql(sql`a.frequency`, sql`a.time_zone`, at)}
      from due, users u
      where a.id = due.id and u.id = a.user_id
      returning a.id, a.user_id, a.country_key, a.keyword, a.search, a.frequency, a.sort, a.email, a.unsubscribe_nonce,
        due.since, due.due_at, u.language_slug, u.status as user_status`),
  );
}

/** A job of the window that some searches matched: `hits` are their indexes (a driver may answer the array as text). */
export interface WindowHitRow {
  id: number;
  company_id: number;
  hits: number[] | string;
}

let windowColumnList: string | null = null;
/** Every column of jobs, as `j.<column>`, for the materialised window (the search document joins them). */
function windowColumns(): string {
  windowColumnList ??= Object.values(getTableColumns(jobs))
    .map((column) => column.name)
    .map((name) => `j."${name}"`)
    .join(', ');
  return windowColumnList;
}

/**
 * The open jobs of the country posted in (since, now] that match any of the searches, newest
 * first, each with the indexes of the searches it matched: one pass over the window, each job's
 * search document (job_search_documents, migration 0021) unpacked once (`|| ''::tsvector` makes
 * the materialised copy plain) and every condition tested against it (`searches` not empty).
 */
export async function windowHits(
  db: Database,
  countryKey: CountryKey,
  searches: readonly { condition: SQL; i: number }[],
  since: Date,
  now: Date,
): Promise<WindowHitRow[]> {
  const hits = sql.join(
    searches.map(({ condition, i }) => sql`case when ${condition} then ${i}::int end`),
    sql`, `,
  );
  return rowsOf<WindowHitRow>(
    await db.execute(sql`
      with j as materialized (
        select ${sql.raw(windowColumns())}, d.search_vector || ''::tsvector as search_vector
        from jobs j join job_search_documents d on d.id = j.id
        where j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only
          and j.posted_at > ${since.toISOString()}::timestamptz and j.posted_at <= ${now.toISOString()}::timestamptz
      )
      select id, company_id, hits from (
        select j.id, j.company_id, j.posted_at, array_remove(array[${hits}], null) as hits from j
      ) t
      where cardinality(hits) > 0
      order by posted_at desc, id desc`),
  );
}

export interface BlockedCompanyRow {
  user_id: number;
  company_id: number;
}

/** The companies each of the seekers blocked (ids not empty). */
export async function blockedCompaniesOf(db: Database, userIds: number[]): Promise<BlockedCompanyRow[]> {
  const intArray = (ids: number[]) => `{${ids.join(',')}}`;
  return rowsOf<BlockedCompanyRow>(
    await db.execute(sql`select user_id, company_id from blocked_companies where user_id = any(${intArray(userIds)}::int[])`),
  );
}

/** The jobs a digest of the alert listed (a driver may answer the array as text). */
export interface ListedDigestRow {
  alert_id: number;
  job_ids: number[] | string;
}

/** What the alerts' digests written after each window opened listed; failed digests listed nothing (alerts not empty). */
export async function listedSince(db: Database, alerts: readonly { id: number; since: string }[]): Promise<ListedDigestRow[]> {
  return rowsOf<ListedDigestRow>(
    await db.execute(sql`select d.alert_id, d.job_ids
            from jsonb_to_recordset(${JSON.stringify(alerts)}::jsonb) as a(id int, since timestamptz)
            join job_alert_digests d on d.alert_id = a.id and d.created_at > a.since and d.status <> 'failed'`),
  );
}

export interface FollowedJobRow {
  alert_id: number;
  job_id: number;
}

/**
 * The new jobs (posted in the alert's window and after the follow) of the companies each alert's
 * seeker follows, on the alert's site, at most `perAlert` an alert. Blocked companies and jobs
 * for verified seekers only are left out, as for the search.
 */
export async function followedJobs(
  db: Database,
  alerts: readonly { id: number; user_id: number; country: string; since: string }[],
  now: Date,
  perAlert: number,
): Promise<FollowedJobRow[]> {
  return rowsOf<FollowedJobRow>(
    await db.execute(sql`
      select a.id as alert_id, x.id as job_id
      from jsonb_to_recordset(${JSON.stringify(alerts)}::jsonb) as a(id int, user_id int, country text, since timestamptz)
      cross join lateral (
        select j.id from company_follows f join jobs j on j.company_id = f.company_id
        where f.user_id = a.user_id and j.country_key = a.country and j.status = 'active' and not j.verified_only
          and j.posted_at > greatest(a.since, f.created_at) and j.posted_at <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from blocked_companies b where b.user_id = a.user_id and b.company_id = f.company_id)
        order by j.posted_at desc, j.id desc limit ${perAlert}) x
      order by a.id, x.id desc`),
  );
}

/**
 * Writes one digest row per alert and due time, in one statement; the ids of the alerts whose row
 * this call wrote (the unique (alert, due time) row taken by someone else is skipped).
 */
export async function insertDigests(
  db: Database,
  items: readonly { id: number; due: string; jobs: number[] }[],
  status: string,
  now: Date,
): Promise<number[]> {
  const rows = rowsOf<{ alert_id: number }>(
    await db.execute(sql`insert into job_alert_digests (alert_id, due_at, job_ids, status, error, created_at)
      select a.id, a.due, a.jobs, ${status}, null, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as a(id int, due timestamptz, jobs int[])
      on conflict (alert_id, due_at) do nothing returning alert_id`),
  );
  return rows.map((row) => Number(row.alert_id));
}

export async function markDigestFailed(db: Database, alertId: number, dueAt: string, reason: string): Promise<void> {
  await db.execute(sql`update job_alert_digests set status = 'failed', error = ${reason} where alert_id = ${alertId} and due_at = ${dueAt}::timestamptz`);
}

/** Opens the alert's next window where this one opened, unless another run has moved it since. */
export async function rewindAlertWindow(db: Database, alertId: number, since: string, claimedAt: Date): Promise<void> {
  await db.execute(sql`update job_alerts set last_digest_at = ${since}::timestamptz
      where id = ${alertId} and last_digest_at = ${claimedAt.toISOString()}::timestamptz`);
}

/**
 * Sets each digest's final status and writes the in-app notifications in one statement (a
 * data-modifying WITH runs to completion whether or not the insert reads it); a note for a user
 * who is gone is left out.
 */
export async function finishDigestRows(
  db: Database,
  marks: readonly { id: number; due: string; status: string }[],
  notes: readonly { user_id: number; payload: Record<string, unknown> }[],
  now: Date,
): Promise<void> {
  await db.execute(sql`
    with marked as (
      update job_alert_digests d set status = a.status
      from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as a(id int, due timestamptz, status text)
      where d.alert_id = a.id and d.due_at = a.due)
    insert into notifications (user_id, kind, payload, created_at)
    select n.user_id, 'job_alert', n.payload, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(user_id int, payload jsonb)
    where exists (select 1 from users u where u.id = n.user_id)`);
}

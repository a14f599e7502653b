import { type SQL, sql } from 'drizzle-orm';
import type { savedJobSorts } from '@/lib/schemas/applications';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** A seeker's saved jobs (`saved_jobs` aliased `s`), moved from the route as written (decision 0087). */

export interface SavedRow {
  id: number;
  job_id: number;
  created_at: string | Date;
}

const orderBy: Record<(typeof savedJobSorts)[number], SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
};

/** The seeker's saved row for a job of this country's site. */
export async function findOwnSaved(db: Database, userId: number, jobId: number, countryKey: string): Promise<SavedRow | undefined> {
  const [row] = rowsOf<SavedRow>(
    await db.execute(sql`
      select s.id, s.job_id, s.created_at from saved_jobs s join jobs j on j.id = s.job_id
      where s.user_id = ${userId} and s.job_id = ${jobId} and j.country_key = ${countryKey} and j.status <> 'deleted'`),
  );
  return row;
}

export interface NewSave {
  userId: number;
  jobId: number;
  deviceUuid: string | null;
  deviceUdid: string | null;
  clientTimestamp: number | null;
  now: Date;
}

/** Saves the job unless the seeker saved it already (then undefined: the unique (user, job) index decides). */
export async function insertSavedJob(db: Database, save: NewSave): Promise<SavedRow | undefined> {
  const [row] = rowsOf<SavedRow>(
    await db.execute(sql`
      insert into saved_jobs (user_id, job_id, device_uuid, device_udid, client_timestamp, created_at)
      values (${save.userId}, ${save.jobId}, ${save.deviceUuid}, ${save.deviceUdid}, ${save.clientTimestamp}, ${save.now.toISOString()}::timestamptz)
      on conflict (user_id, job_id) do nothing
      returning id, job_id, created_at`),
  );
  return row;
}

/** Deletes the seeker's save of a job of this country's site; false when there was none. */
export async function deleteSavedJob(db: Database, userId: number, jobId: number, countryKey: string): Promise<boolean> {
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from saved_jobs s using jobs j
      where s.user_id = ${userId} and s.job_id = ${jobId} and j.id = s.job_id and j.country_key = ${countryKey}
      returning s.id`),
  );
  return deleted.length > 0;
}

export interface SavedJobFilter {
  userId: number;
  countryKey: string;
  jobIds?: number[];
}

function savedJobsFrom(filter: SavedJobFilter): SQL {
  const conditions: SQL[] = [sql`s.user_id = ${filter.userId}`, sql`j.country_key = ${filter.countryKey}`, sql`j.status <> 'deleted'`];
  if (filter.jobIds) conditions.push(sql`s.job_id in ${filter.jobIds}`);
  return sql`from saved_jobs s join jobs j on j.id = s.job_id where ${sql.join(conditions, sql` and `)}`;
}

export async function countSavedJobs(db: Database, filter: SavedJobFilter): Promise<number> {
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${savedJobsFrom(filter)}`));
  return Number(counted?.n ?? 0);
}

export async function listSavedJobs(
  db: Database,
  filter: SavedJobFilter,
  page: { sort: (typeof savedJobSorts)[number]; size: number; offset: number },
): Promise<SavedRow[]> {
  return rowsOf<SavedRow>(
    await db.execute(sql`select s.id, s.job_id, s.created_at ${savedJobsFrom(filter)} order by ${orderBy[page.sort]} limit ${page.size} offset ${page.offset}`),
  );
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { jobPreferences, locations } from '../schema';

/**
 * A seeker's job preferences, and what they and the seeker's behaviour point to in the taxonomy
 * (`job_functions`: main functions, their job functions, and their job titles at level 3), for
 * server/domain/jobs-for-you.ts; moved as written (decision 0087).
 */

export interface TitleFunctionRow {
  /** A job function of the titles. */
  fn: number;
  /** Its main function. */
  main: number;
}

/** The job functions the titles belong to, with their main functions. */
export async function functionsOfTitles(db: Database, titleIds: number[]): Promise<TitleFunctionRow[]> {
  return rowsOf<TitleFunctionRow>(
    await db.execute(sql`select f.id as fn, f.parent_id as main from job_functions f
      where f.id in (select parent_id from job_functions where id in ${titleIds})`),
  );
}

/** The main functions of the job functions (one per function, repeats kept). */
export async function mainFunctionIds(db: Database, functionIds: number[]): Promise<number[]> {
  const rows = rowsOf<{ main: number }>(await db.execute(sql`select parent_id as main from job_functions where id in ${functionIds}`));
  return rows.map((r) => Number(r.main));
}

/** Up to 10 job titles whose name in some language is `text` (lower case), by id. */
export async function titleIdsNamed(db: Database, text: string): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select f.id from job_functions f
      where f.level = 3 and exists (select 1 from jsonb_each_text(f.labels) l where lower(l.value) = ${text})
      order by f.id limit 10`),
  ).map((row) => Number(row.id));
}

export interface TitleParentRow {
  /** The job title. */
  id: number;
  /** Its job function. */
  fn: number;
}

export async function parentsOfTitles(db: Database, titleIds: number[]): Promise<TitleParentRow[]> {
  return rowsOf<TitleParentRow>(await db.execute(sql`select id, parent_id as fn from job_functions where id in ${titleIds}`));
}

/** The job functions of the jobs the user applied to or saved after `since`, most often first (at most 3). */
export async function behaviourFunctionIds(db: Database, userId: number, since: Date): Promise<number[]> {
  const after = since.toISOString();
  const rows = rowsOf<{ fn: number }>(
    await db.execute(sql`select j.job_function_id as fn, count(*)::int as n from (
        select job_id from job_applications where user_id = ${userId} and created_at > ${after}::timestamptz
        union all
        select job_id from saved_jobs where user_id = ${userId} and created_at > ${after}::timestamptz
      ) b join jobs j on j.id = b.job_id
      group by j.job_function_id order by n desc, j.job_function_id limit 3`),
  );
  return rows.map((row) => Number(row.fn));
}

/** Every job the user applied to. */
export async function appliedJobIds(db: Database, userId: number): Promise<number[]> {
  const rows = rowsOf<{ job_id: number }>(await db.execute(sql`select job_id from job_applications where user_id = ${userId}`));
  return rows.map((row) => Number(row.job_id));
}

/** The user's job preferences of these work arrangements, by id. */
export function preferencesOfArrangements(db: Database, userId: number, arrangements: string[]) {
  return db
    .select()
    .from(jobPreferences)
    .where(and(eq(jobPreferences.userId, userId), inArray(jobPreferences.workArrangement, arrangements)))
    .orderBy(asc(jobPreferences.id));
}

/** Those of the locations that lie in the country. */
export async function locationIdsInCountry(db: Database, locationIds: number[], countryKey: string): Promise<number[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, locationIds), eq(locations.countryKey, countryKey)));
  return rows.map((row) => row.id);
}

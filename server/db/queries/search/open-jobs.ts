import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';

/**
 * The open jobs' columns the platform keeps in memory (server/search/open-jobs, docs/decisions/0057)
 * and the job search generation (migration 0020) that tells which rows changed.
 */

/** A job's filter, facet and order columns; posted and expires in epoch milliseconds. */
export interface OpenJobRow {
  id: number;
  country_key: string;
  status: string;
  posted: number;
  expires: number;
  salary_from: number | null;
  salary_to: number | null;
  company_id: number;
  function_title_id: number;
  main_function_id: number;
  job_function_id: number;
  verified_only: boolean | string;
  [facetColumn: string]: unknown;
}

const rowColumns = sql`
  j.id, j.country_key, j.status,
  extract(epoch from j.posted_at)::float8 * 1000 as posted,
  extract(epoch from j.expires_at)::float8 * 1000 as expires,
  j.monthly_salary_from::float8 as salary_from, j.monthly_salary_to::float8 as salary_to,
  j.company_id, j.function_title_id, j.verified_only,
  j.job_type_id, j.xp_lvl_id, j.degree_id, j.location_id, j.main_function_id, j.job_function_id,
  j.work_arrangement, j.company_verified::int as company_verified`;

/** The country's active jobs (expired ones too), newest first. */
export async function listActiveJobRows(db: Database, countryKey: string): Promise<OpenJobRow[]> {
  return rowsOf<OpenJobRow>(
    await db.execute(
      sql`select ${rowColumns} from jobs j where j.country_key = ${countryKey} and j.status = 'active' order by j.posted_at desc, j.id desc`,
    ),
  );
}

/** The job search generation: the last write's (`gen`) and the last delete's (`reset_gen`: a write that leaves no row to read). */
export interface SearchGenerationRow {
  gen: string | number;
  reset_gen: string | number;
}

export async function findSearchGeneration(db: Database): Promise<SearchGenerationRow | undefined> {
  const [row] = rowsOf<SearchGenerationRow>(await db.execute(sql`select gen, reset_gen from job_search_generation`));
  return row;
}

/** Every job (any country, any status) written after generation `after`, up to `upTo`. */
export async function listJobRowsChanged(db: Database, after: number, upTo: number): Promise<OpenJobRow[]> {
  return rowsOf<OpenJobRow>(await db.execute(sql`select ${rowColumns} from jobs j where j.search_gen > ${after} and j.search_gen <= ${upTo}`));
}

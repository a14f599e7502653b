import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { companies, jobFunctions, jobs, locations, recruiters, refItems, regions } from '../schema';

/** The seed's statements (server/seed), moved as written (decision 0087). */

/**
 * Empties every table the seed writes and restarts their id sequences. CASCADE also empties
 * tables that reference these (saved jobs, applications, …), which would otherwise block it.
 */
export async function truncateSeededTables(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE TABLE ${jobs}, ${recruiters}, ${companies}, ${locations}, ${regions}, ${jobFunctions}, ${refItems} RESTART IDENTITY CASCADE`,
  );
}

export interface ApplyOptionJobRow {
  id: number;
  language: string;
  /** The company's website. */
  website: string | null;
}

/** Up to `limit` jobs with ids above `after`, in id order, with what their apply options are made from. */
export async function jobsForApplyOptions(db: Pick<Database, 'execute'>, after: number, limit: number): Promise<ApplyOptionJobRow[]> {
  return rowsOf<ApplyOptionJobRow>(
    await db.execute(sql`
        select j.id, j.language, c.website from jobs j join companies c on c.id = j.company_id
        where j.id > ${after} order by j.id limit ${limit}`),
  );
}

/**
 * A few Singapore jobs for seekers with a verified identity only (platform spec §1: verification
 * "unlocks extra jobs"; docs/decisions/0044). Deterministic: the sixth to eighth open sg jobs by id,
 * so the first ones other tests pick stay public.
 */
export async function markVerifiedOnlyJobs(db: Database): Promise<void> {
  await db.execute(sql`
    update jobs set verified_only = true
    where id in (select id from jobs where country_key = 'sg' and status = 'active' order by id offset 5 limit 3)`);
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { companies, jobApplyOptions, jobFunctions, jobs, locations, recruiters, refItems, regions } from '../schema';

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

/*
 * The seed's row writes in Drizzle's query builder (server/seed/index.ts, reference-data.ts,
 * apply-options.ts), moved as written (issue 34). The callers batch the rows; each call is one
 * INSERT.
 */

type Writer = Pick<Database, 'insert'>;

export async function insertRegions(db: Writer, rows: (typeof regions.$inferInsert)[]): Promise<void> {
  await db.insert(regions).values(rows);
}

export async function insertLocations(db: Writer, rows: (typeof locations.$inferInsert)[]): Promise<void> {
  await db.insert(locations).values(rows);
}

export async function insertJobFunctions(db: Writer, rows: (typeof jobFunctions.$inferInsert)[]): Promise<void> {
  await db.insert(jobFunctions).values(rows);
}

export async function insertRefItemRows(db: Writer, rows: (typeof refItems.$inferInsert)[]): Promise<void> {
  await db.insert(refItems).values(rows);
}

/** Adds the reference items not there yet; an item already there (its list and id) stays as it is. */
export async function insertMissingRefItemRows(db: Writer, rows: (typeof refItems.$inferInsert)[]): Promise<void> {
  await db.insert(refItems).values(rows).onConflictDoNothing();
}

/** Inserts companies and answers each one's id with its name. */
export function insertCompanyRows(db: Writer, rows: (typeof companies.$inferInsert)[]) {
  return db.insert(companies).values(rows).returning({ id: companies.id, name: companies.name });
}

/** Inserts recruiters and answers each one's id with its company's. */
export function insertRecruiterRows(db: Writer, rows: (typeof recruiters.$inferInsert)[]) {
  return db.insert(recruiters).values(rows).returning({ id: recruiters.id, companyId: recruiters.companyId });
}

export async function insertJobRows(db: Writer, rows: (typeof jobs.$inferInsert)[]): Promise<void> {
  await db.insert(jobs).values(rows);
}

/** Adds apply options; a job that has them already keeps its own. */
export async function insertApplyOptionRows(db: Writer, rows: (typeof jobApplyOptions.$inferInsert)[]): Promise<void> {
  await db.insert(jobApplyOptions).values(rows).onConflictDoNothing();
}

/** Whether the industries list has a row: the seed writes the reference lists last. */
export async function hasIndustries(db: Database): Promise<boolean> {
  const rows = await db.select({ id: refItems.id }).from(refItems).where(eq(refItems.list, 'industries')).limit(1);
  return rows.length > 0;
}

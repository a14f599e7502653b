import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Statements about the database itself rather than an aggregate: the health probe and the
 * planner's statistics (server/app.ts, server/roles/health-app.ts, server/main.ts). Kept with
 * the other statements so no module outside server/db/queries runs SQL (decision 0087).
 */

/** Answers once the database answers a trivial statement; throws when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Sets the visibility map (index-only scans) and the planner's statistics of every table. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Refreshes the planner's statistics of every table. */
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

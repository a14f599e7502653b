import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

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

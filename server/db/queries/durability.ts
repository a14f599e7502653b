import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The settings that say what the database promises about a write (server/db/durability.ts); moved as written (decision 0087). */

export type DurabilitySetting = 'fsync' | 'synchronous_commit';

/** The setting's current value, as `current_setting` answers it. */
export async function readSetting(db: Database, name: DurabilitySetting): Promise<string | undefined> {
  const query = name === 'fsync' ? sql`select current_setting('fsync') as value` : sql`select current_setting('synchronous_commit') as value`;
  return rowsOf<{ value: string }>(await db.execute(query))[0]?.value;
}

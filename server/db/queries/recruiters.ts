import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** When each of these recruiters was last active. */
export async function recruitersLastActive(db: Database, ids: number[]): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; last_active_at: string | Date }>(
    await db.execute(sql`select id, last_active_at from recruiters where id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  return new Map(rows.map((row) => [Number(row.id), new Date(row.last_active_at).toISOString()]));
}

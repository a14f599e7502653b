import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** Counted job views (`job_views`, docs/decisions/0064), moved from the route as written (decision 0087). */

/**
 * Counts a view unless it repeats one (device or address) or passes the address's daily cap:
 * the slot is the view's place among the address's views of the job that day, and the unique
 * indexes drop a repeat and a view past the cap, also under a race. True when it counted.
 */
export async function insertJobView(
  db: Database,
  view: { jobId: number; deviceUuid: string | null; device: string; day: string; clientKey: string | null; cap: number },
): Promise<boolean> {
  const { jobId, clientKey, day } = view;
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into job_views (job_id, device_uuid, device, viewed_on, client_key, slot)
      select ${jobId}, ${view.deviceUuid}, ${view.device}, ${day}::date, ${clientKey},
        case when ${clientKey}::text is null then null else t.n + 1 end
      from (select count(*)::int as n from job_views
        where ${clientKey}::text is not null and job_id = ${jobId} and client_key = ${clientKey} and viewed_on = ${day}::date) t
      where ${clientKey}::text is null or t.n < ${view.cap}
      on conflict do nothing
      returning id`),
  );
  return inserted.length > 0;
}

export async function countJobViews(db: Database, jobId: number): Promise<number> {
  const [views] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from job_views where job_id = ${jobId}`));
  return Number(views?.n ?? 0);
}

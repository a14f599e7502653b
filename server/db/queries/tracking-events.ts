import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { clientEvents, jobTrackingEvents } from '../schema';

/**
 * Exposure and click tracking (`job_tracking_events`) and client events (`client_events`): the
 * statements of server/events/tracking.ts, moved as written (decision 0087). Rows travel as one
 * JSON parameter read back with json_to_recordset; its keys are the record's columns below.
 */

/**
 * A click that counts: counted (first of its day, within its address's cap) and answering an
 * exposure of the same job in the same list (query id) to the same actor, whenever that exposure
 * arrived (exposures wait up to a second in the page, so a quick click may come first).
 */
export const countedClick = (alias: string) =>
  sql.raw(`${alias}.kind = 'click' and ${alias}.counted and exists (select 1 from job_tracking_events x
    where x.kind = 'expose' and x.job_id = ${alias}.job_id and x.query_id = ${alias}.query_id and x.actor = ${alias}.actor)`);

/**
 * Writes the rows in one statement: each is counted when it is the first of its kind, job, actor
 * and day and within `perAddressDailyCap` of its address, job, kind and day (its slot); rows the
 * unique indexes already hold are skipped (ON CONFLICT DO NOTHING).
 */
export async function insertTrackingEvents(db: Database, rows: (typeof jobTrackingEvents.$inferInsert)[], perAddressDailyCap: number): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => ({
      kind: row.kind,
      job_id: row.jobId,
      query_id: row.queryId,
      actor: row.actor,
      user_id: row.userId ?? null,
      device: row.device,
      device_uuid: row.deviceUuid ?? null,
      device_udid: row.deviceUdid ?? null,
      scene: row.scene ?? null,
      page: row.page ?? null,
      sub_page: row.subPage ?? null,
      reco_from: row.recoFrom ?? null,
      position: row.position ?? null,
      page_num: row.pageNum ?? 1,
      job_preference_id: row.jobPreferenceId ?? null,
      client_at: row.clientAt.toISOString(),
      client_key: row.clientKey ?? null,
      counted_on: row.countedOn ?? null,
    })),
  );
  await db.execute(sql`
    with r as (
      select r.*, row_number() over () as ord
      from json_to_recordset(${json}::json) as r(kind text, job_id int, query_id text, actor text, user_id int, device text,
        device_uuid text, device_udid text, scene text, page text, sub_page text, reco_from text, position int, page_num int,
        job_preference_id int, client_at timestamptz, client_key text, counted_on date)
    ), firsts as (
      select r.*, row_number() over (partition by r.kind, r.job_id, r.actor, r.counted_on order by r.ord) = 1
        and not exists (select 1 from job_tracking_events d where d.counted and d.kind = r.kind and d.job_id = r.job_id
          and d.actor = r.actor and d.counted_on = r.counted_on) as fresh
      from r
    ), slotted as (
      select f.*, case when f.fresh and f.client_key is not null then
          (select count(*)::int from job_tracking_events s where s.counted and s.kind = f.kind and s.job_id = f.job_id
            and s.client_key = f.client_key and s.counted_on = f.counted_on)
          + row_number() over (partition by f.kind, f.job_id, f.client_key, f.counted_on, f.fresh order by f.ord) end as slot
      from firsts f
    )
    insert into job_tracking_events (kind, job_id, query_id, actor, user_id, device, device_uuid, device_udid, scene, page, sub_page,
      reco_from, position, page_num, job_preference_id, client_at, client_key, counted_on, slot, counted)
    select kind, job_id, query_id, actor, user_id, device, device_uuid, device_udid, scene, page, sub_page,
      reco_from, position, page_num, job_preference_id, client_at, client_key, counted_on,
      case when fresh and slot <= ${perAddressDailyCap} then slot end,
      fresh and (client_key is null or slot <= ${perAddressDailyCap})
    from slotted order by ord
    on conflict do nothing`);
}

export async function insertClientEvents(db: Database, rows: (typeof clientEvents.$inferInsert)[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => ({
      country_key: row.countryKey,
      name: row.name,
      device_id: row.deviceId,
      device_type: row.deviceType,
      device_name: row.deviceName,
      event_time: row.eventTime,
      data: row.data ?? null,
    })),
  );
  await db.execute(sql`
    insert into client_events (country_key, name, device_id, device_type, device_name, event_time, data)
    select country_key, name, device_id, device_type, device_name, event_time, data
    from json_to_recordset(${json}::json) as r(country_key text, name text, device_id text, device_type text, device_name text,
      event_time text, data jsonb)`);
}

export interface JobTrackingCountsRow {
  views: number;
  exposures: number;
  clicks: number;
}

/** A job's views, counted exposures and counted clicks. */
export async function selectJobTrackingCounts(db: Database, jobId: number): Promise<JobTrackingCountsRow | undefined> {
  const [row] = rowsOf<JobTrackingCountsRow>(
    await db.execute(sql`
      select (select count(*)::int from job_views where job_id = ${jobId}) as views,
        (select count(*)::int from job_tracking_events where job_id = ${jobId} and kind = 'expose' and counted) as exposures,
        (select count(*)::int from job_tracking_events e where e.job_id = ${jobId} and ${countedClick('e')}) as clicks`),
  );
  return row;
}

export interface ClickRateQuery {
  countryKey: string;
  now: Date;
  /** Events received from here on count. */
  since: Date;
  limit: number;
  minExposures: number;
  prior: number;
  weight: number;
  excludeCompanyIds: readonly number[];
}

export interface ClickRateRow {
  job_id: number;
  exposures: number;
  clicks: number;
  score: number;
}

/**
 * The country's open jobs shown to at least `minExposures` distinct clients since `since`, by
 * their click-through rate smoothed towards `prior` with `weight` pseudo-exposures, best first.
 */
export async function jobsByClickRate(db: Database, query: ClickRateQuery): Promise<ClickRateRow[]> {
  const { countryKey, now, limit, minExposures, prior, weight, excludeCompanyIds } = query;
  return rowsOf<ClickRateRow>(
    await db.execute(sql`
      select t.job_id, t.exposures, t.clicks, (t.clicks + ${prior * weight}::float8) / (t.exposures + ${weight}::float8) as score
      from (
        select e.job_id, count(distinct coalesce(e.client_key, e.actor)) filter (where e.kind = 'expose' and e.counted)::int as exposures,
          count(distinct coalesce(e.client_key, e.actor)) filter (where ${countedClick('e')})::int as clicks
        from job_tracking_events e where e.received_at >= ${query.since.toISOString()}::timestamptz group by e.job_id
      ) t
      join jobs j on j.id = t.job_id
      where j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only and (j.expires_at is null or j.expires_at > ${now.toISOString()}::timestamptz)
        and t.exposures >= ${minExposures}
        ${excludeCompanyIds.length > 0 ? sql`and j.company_id not in ${excludeCompanyIds}` : sql``}
      order by score desc, t.exposures desc, t.job_id
      limit ${limit}`),
  );
}

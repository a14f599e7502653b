import { sql } from 'drizzle-orm';
import type { TrackingRecord } from '@/lib/schemas/event';
import type { Database } from '../db/client';
import type { clientEvents, jobTrackingEvents } from '../db/schema';
import { rowsOf } from '../search/rows';
import { createBatcher, type Batcher } from './batcher';
import { perAddressDailyCap } from './client-key';
import { type DuplicateWindow, duplicateWindow } from './suppress';

export type TrackingKind = 'click' | 'expose';
export type TrackingRow = typeof jobTrackingEvents.$inferInsert;
export type ClientEventRow = typeof clientEvents.$inferInsert;

/** The two batchers and the duplicate window of one platform process. */
export interface EventSink {
  tracking: Batcher<TrackingRow>;
  clientEvents: Batcher<ClientEventRow>;
  duplicates: DuplicateWindow;
}

/**
 * One multi-row insert per write, the rows travelling as one JSON parameter read back with
 * json_to_recordset: building a 2000-row VALUES list through the query builder cost more CPU
 * than the rest of the request (bench/events-burst.mjs), and one parameter never meets the
 * 65,535-parameter limit. Works alike on PostgreSQL and PGlite. Exposures already stored for the
 * same job, query and actor are skipped by the partial unique index (ON CONFLICT DO NOTHING), so
 * a retried report is harmless.
 *
 * Every row is kept, but only some count (docs/decisions/0064): the first of its kind, job, actor
 * and day, and of those at most `perAddressDailyCap` per address, job, kind and day. The slot is
 * a counted row's place in that cap; the unique indexes turn a race between two writes into a
 * dropped row, never a count past the cap.
 */
export async function insertTrackingRows(db: Database, rows: TrackingRow[]): Promise<void> {
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

/** The same for client events (POST /report/events, /app/upload_web_events). */
export async function insertClientEventRows(db: Database, rows: ClientEventRow[]): Promise<void> {
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

export function createEventSink(db: Database, { duplicates = duplicateWindow() }: { duplicates?: DuplicateWindow } = {}): EventSink {
  return {
    tracking: createBatcher<TrackingRow>({ write: (rows) => insertTrackingRows(db, rows) }),
    clientEvents: createBatcher<ClientEventRow>({ write: (rows) => insertClientEventRows(db, rows) }),
    duplicates,
  };
}

type ParsedRecord = Omit<TrackingRecord, 'page_num'> & { page_num: number };

export interface Sorted {
  rows: TrackingRow[];
  ignored: number;
  suppressed: number;
}

/**
 * Turns a report into rows: records without a job id or query id are ignored (core spec §5), a
 * record repeating the same actor, kind, job and query within a second is suppressed. The actor
 * is the session's user when signed in, else the record's device uuid, else the request's.
 */
export function sortRecords(
  kind: TrackingKind,
  records: ParsedRecord[],
  who: { userId: number | null; deviceUuid: string | null; clientKey?: string | null; day?: string },
  duplicates: DuplicateWindow,
): Sorted {
  const rows: TrackingRow[] = [];
  let ignored = 0;
  let suppressed = 0;
  for (const record of records) {
    if (!record.job_id || !record.query_id) {
      ignored += 1;
      continue;
    }
    const deviceUuid = record.device_uuid || who.deviceUuid;
    const actor = who.userId !== null ? `user:${who.userId}` : deviceUuid ? `device:${deviceUuid}` : 'anonymous';
    if (duplicates.isDuplicate(`${actor}|${kind}|${record.job_id}|${record.query_id}`)) {
      suppressed += 1;
      continue;
    }
    rows.push({
      kind,
      jobId: record.job_id,
      queryId: record.query_id,
      actor,
      userId: who.userId,
      device: record.device,
      deviceUuid: deviceUuid ?? null,
      deviceUdid: record.device_udid || null,
      scene: record.scene || null,
      page: record.page || null,
      subPage: record.sub_page || null,
      recoFrom: record.reco_from || null,
      position: record.index ?? null,
      pageNum: record.page_num,
      jobPreferenceId: record.job_preference_id ?? null,
      clientAt: new Date(record.timestamp * 1000),
      clientKey: who.clientKey ?? null,
      countedOn: who.day ?? null,
    });
  }
  return { rows, ignored, suppressed };
}

/**
 * A click that counts: counted (first of its day, within its address's cap) and answering an
 * exposure of the same job in the same list (query id) to the same actor, whenever that exposure
 * arrived (exposures wait up to a second in the page, so a quick click may come first).
 */
export const countedClick = (alias: string) =>
  sql.raw(`${alias}.kind = 'click' and ${alias}.counted and exists (select 1 from job_tracking_events x
    where x.kind = 'expose' and x.job_id = ${alias}.job_id and x.query_id = ${alias}.query_id and x.actor = ${alias}.actor)`);

/** A job's view, exposure and click counts (for its recruiter): each counted once per client and day. */
export async function jobTrackingCounts(db: Database, jobId: number) {
  const [row] = rowsOf<{ views: number; exposures: number; clicks: number }>(
    await db.execute(sql`
      select (select count(*)::int from job_views where job_id = ${jobId}) as views,
        (select count(*)::int from job_tracking_events where job_id = ${jobId} and kind = 'expose' and counted) as exposures,
        (select count(*)::int from job_tracking_events e where e.job_id = ${jobId} and ${countedClick('e')}) as clicks`),
  );
  const views = Number(row?.views ?? 0);
  const exposures = Number(row?.exposures ?? 0);
  const clicks = Number(row?.clicks ?? 0);
  return { views, exposures, clicks, click_through_rate: exposures === 0 ? 0 : Math.round((clicks / exposures) * 10_000) / 10_000 };
}

/**
 * Jobs of a country by click-through rate over the last `days`: the home page's popular and hot jobs
 * (server/domain/home-discovery.ts). Exposures and clicks are distinct clients (an address, or the
 * actor when the address is unknown), so one client is one exposure and at most one click however
 * much it reports. The rate is smoothed towards `prior` with `weight` pseudo-exposures, so a job
 * shown twice and clicked once does not outrank one shown a thousand times and clicked 200; jobs
 * shown to fewer than `minExposures` clients are left out. Open jobs only.
 */
export async function popularJobIds(
  db: Database,
  { countryKey, now, days = 7, limit = 20, minExposures = 10, prior = 0.05, weight = 50, excludeCompanyIds = [] }:
    {
      countryKey: string;
      now: Date;
      days?: number;
      limit?: number;
      minExposures?: number;
      prior?: number;
      weight?: number;
      excludeCompanyIds?: readonly number[];
    },
): Promise<Array<{ jobId: number; exposures: number; clicks: number; score: number }>> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = rowsOf<{ job_id: number; exposures: number; clicks: number; score: number }>(
    await db.execute(sql`
      select t.job_id, t.exposures, t.clicks, (t.clicks + ${prior * weight}::float8) / (t.exposures + ${weight}::float8) as score
      from (
        select e.job_id, count(distinct coalesce(e.client_key, e.actor)) filter (where e.kind = 'expose' and e.counted)::int as exposures,
          count(distinct coalesce(e.client_key, e.actor)) filter (where ${countedClick('e')})::int as clicks
        from job_tracking_events e where e.received_at >= ${since}::timestamptz group by e.job_id
      ) t
      join jobs j on j.id = t.job_id
      where j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only and (j.expires_at is null or j.expires_at > ${now.toISOString()}::timestamptz)
        and t.exposures >= ${minExposures}
        ${excludeCompanyIds.length > 0 ? sql`and j.company_id not in ${excludeCompanyIds}` : sql``}
      order by score desc, t.exposures desc, t.job_id
      limit ${limit}`),
  );
  return rows.map((row) => ({ jobId: Number(row.job_id), exposures: Number(row.exposures), clicks: Number(row.clicks), score: Number(row.score) }));
}

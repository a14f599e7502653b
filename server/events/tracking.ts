import type { TrackingRecord } from '@/lib/schemas/event';
import type { Database } from '../db/client';
import { insertClientEvents, insertTrackingEvents, jobsByClickRate, selectJobTrackingCounts } from '../db/queries/tracking-events';
import type { clientEvents, jobTrackingEvents } from '../db/schema';
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
  await insertTrackingEvents(db, rows, perAddressDailyCap);
}

/** The same for client events (POST /report/events, /app/upload_web_events). */
export async function insertClientEventRows(db: Database, rows: ClientEventRow[]): Promise<void> {
  await insertClientEvents(db, rows);
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

/** A job's view, exposure and click counts (for its recruiter): each counted once per client and day. */
export async function jobTrackingCounts(db: Database, jobId: number) {
  const row = await selectJobTrackingCounts(db, jobId);
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
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await jobsByClickRate(db, { countryKey, now, since, limit, minExposures, prior, weight, excludeCompanyIds });
  return rows.map((row) => ({ jobId: Number(row.job_id), exposures: Number(row.exposures), clicks: Number(row.clicks), score: Number(row.score) }));
}

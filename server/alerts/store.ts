import type { JobAlert } from '@/lib/schemas/job-alerts';
import type { Database } from '../db/client';
import { type AlertChange, type AlertRow, insertAlertRow, listAlertRows, type NewAlert, updateAlertRow } from '../db/queries/job-alerts';

/**
 * The alert store as the routes and the job-alerts domain see it: alerts in their wire shape
 * (`JobAlert`), `null` for another user's alert. The statements live in
 * server/db/queries/job-alerts.ts; those answering a count or a yes/no are passed on as they are.
 */
export { countAlerts, deleteAlert, unsubscribeAlert } from '../db/queries/job-alerts';

const iso = (value: string | Date) => new Date(value).toISOString();

export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: Number(row.id),
    country_key: row.country_key,
    keyword: row.keyword,
    search: parseJson(row.search),
    frequency: row.frequency,
    sort: row.sort,
    email: row.email,
    enabled: row.enabled,
    time_zone: row.time_zone,
    next_due_at: iso(row.next_due_at),
    last_digest_at: row.last_digest_at === null ? null : iso(row.last_digest_at),
    created_at: iso(row.created_at),
  };
}

export async function listAlerts(db: Database, userId: number): Promise<JobAlert[]> {
  return (await listAlertRows(db, userId)).map(toJobAlert);
}

export async function insertAlert(db: Database, alert: NewAlert): Promise<JobAlert> {
  const row = await insertAlertRow(db, alert);
  if (!row) throw new Error('job alert insert returned no row');
  return toJobAlert(row);
}

/**
 * Changes the owner's alert; null when the alert is not theirs (or gone). A new frequency or time
 * zone, or a resume, sets the next due time afresh from now; a resumed alert's digest starts
 * from the resume, so jobs posted while it was paused are not mailed in a heap.
 */
export async function updateAlert(
  db: Database,
  userId: number,
  alertId: number,
  change: AlertChange,
  now: Date,
): Promise<JobAlert | null> {
  const row = await updateAlertRow(db, userId, alertId, change, now);
  return row ? toJobAlert(row) : null;
}

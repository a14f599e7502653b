import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The recurring tasks' statements on `background_schedules` (server/jobs/schedules.ts), moved as written (decision 0087). */

export interface ScheduleDefinition {
  name: string;
  kind: string;
  intervalSeconds: number;
  payload: Record<string, unknown>;
}

/** Stores a schedule due at `now`; one stored already takes the new kind, payload and interval and keeps its next run. */
export async function upsertSchedule(db: Database, schedule: ScheduleDefinition, now: Date): Promise<void> {
  await db.execute(sql`insert into background_schedules (name, kind, payload, interval_seconds, next_run_at)
      values (${schedule.name}, ${schedule.kind}, ${JSON.stringify(schedule.payload)}::jsonb, ${schedule.intervalSeconds}, ${now.toISOString()}::timestamptz)
      on conflict (name) do update set kind = excluded.kind, payload = excluded.payload, interval_seconds = excluded.interval_seconds`);
}

export interface DueScheduleRow {
  name: string;
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Moves every schedule due at `at` to its next run and answers them; rows another transaction
 * holds are skipped (SKIP LOCKED). Run inside the transaction that queues their tasks.
 */
export async function advanceDueSchedules(tx: Database, at: string): Promise<DueScheduleRow[]> {
  return rowsOf<DueScheduleRow>(
    await tx.execute(sql`
        update background_schedules set last_run_at = ${at}::timestamptz,
          next_run_at = ${at}::timestamptz + make_interval(secs => interval_seconds)
        where name in (select name from background_schedules where next_run_at <= ${at}::timestamptz for update skip locked)
        returning name, kind, payload`),
  );
}

/** Queues one run of a schedule (the queue's default attempts). */
export async function insertScheduledTask(tx: Database, kind: string, payload: Record<string, unknown>, at: string): Promise<void> {
  await tx.execute(sql`insert into background_tasks (kind, payload, run_at)
        values (${kind}, ${JSON.stringify(payload)}::jsonb, ${at}::timestamptz)`);
}

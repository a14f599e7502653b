import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

/** A recurring task: every `intervalSeconds`, one task of `kind` is queued, once across all processes. */
export interface Schedule {
  name: string;
  kind: string;
  intervalSeconds: number;
  payload?: Record<string, unknown>;
}

/** Stores the schedules; a changed interval or kind is taken over, the next run time is kept. */
export async function ensureSchedules(db: Database, schedules: readonly Schedule[], now: Date): Promise<void> {
  for (const schedule of schedules) {
    await db.execute(sql`insert into background_schedules (name, kind, payload, interval_seconds, next_run_at)
      values (${schedule.name}, ${schedule.kind}, ${JSON.stringify(schedule.payload ?? {})}::jsonb, ${schedule.intervalSeconds}, ${now.toISOString()}::timestamptz)
      on conflict (name) do update set kind = excluded.kind, payload = excluded.payload, interval_seconds = excluded.interval_seconds`);
  }
}

/**
 * Queues a task for every schedule that is due and moves it to its next run, in one transaction:
 * the schedule row is locked (SKIP LOCKED), so two processes never queue the same run.
 * Returns the names queued.
 */
export async function enqueueDueSchedules(db: Database, now: Date): Promise<string[]> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const due = rowsOf<{ name: string; kind: string; payload: Record<string, unknown> }>(
      await tx.execute(sql`
        update background_schedules set last_run_at = ${at}::timestamptz,
          next_run_at = ${at}::timestamptz + make_interval(secs => interval_seconds)
        where name in (select name from background_schedules where next_run_at <= ${at}::timestamptz for update skip locked)
        returning name, kind, payload`),
    );
    for (const schedule of due) {
      await tx.execute(sql`insert into background_tasks (kind, payload, run_at)
        values (${schedule.kind}, ${JSON.stringify({ ...schedule.payload, schedule: schedule.name })}::jsonb, ${at}::timestamptz)`);
    }
    return due.map((schedule) => schedule.name);
  });
}

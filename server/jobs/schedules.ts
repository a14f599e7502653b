import type { Database } from '../db/client';
import { advanceDueSchedules, insertScheduledTask, upsertSchedule } from '../db/queries/schedules';

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
    await upsertSchedule(db, { ...schedule, payload: schedule.payload ?? {} }, now);
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
    const due = await advanceDueSchedules(tx, at);
    for (const schedule of due) {
      await insertScheduledTask(tx, schedule.kind, { ...schedule.payload, schedule: schedule.name }, at);
    }
    return due.map((schedule) => schedule.name);
  });
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

/**
 * The background queue (ARCHITECTURE, background work): tasks are rows, claimed with
 * FOR UPDATE SKIP LOCKED so any number of runners in any number of processes take each task
 * once. A claimed task holds a lease; one whose runner died is handed out again when the lease
 * runs out. A failure is retried later with a growing delay, up to its attempts.
 */
export interface Task {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export async function enqueue(
  db: Database,
  task: { kind: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into background_tasks (kind, payload, run_at, max_attempts)
      values (${task.kind}, ${JSON.stringify(task.payload ?? {})}::jsonb, ${(task.runAt ?? new Date()).toISOString()}::timestamptz, ${task.maxAttempts ?? 5})
      returning id`),
  );
  return Number(row?.id);
}

/** Takes up to `limit` due tasks for this worker (and those whose lease ran out). */
export async function claimTasks(db: Database, worker: string, limit: number, now: Date, leaseMs: number): Promise<Task[]> {
  const at = now.toISOString();
  const leaseEnded = new Date(now.getTime() - leaseMs).toISOString();
  const rows = rowsOf<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    await db.execute(sql`
      update background_tasks set status = 'running', locked_by = ${worker}, locked_at = ${at}::timestamptz, attempts = attempts + 1
      where id in (
        select id from background_tasks
        where (status = 'pending' and run_at <= ${at}::timestamptz)
           or (status = 'running' and locked_at < ${leaseEnded}::timestamptz)
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`),
  );
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: Number(row.attempts), maxAttempts: Number(row.max_attempts) }));
}

export async function completeTask(db: Database, task: Task, worker: string, now: Date): Promise<void> {
  await db.execute(sql`update background_tasks set status = 'done', finished_at = ${now.toISOString()}::timestamptz, last_error = null
    where id = ${task.id} and locked_by = ${worker}`);
}

/**
 * A failure another attempt cannot mend (untrusted input that met a limit of time, memory or
 * size): the task fails at once with its reason instead of being handed out again, after a
 * restart too (issue 29).
 */
export class PermanentTaskFailure extends Error {
  override name = 'PermanentTaskFailure';
}

/** A failed task waits 30 s, 1 min, 2 min … before its next attempt, or stays failed after the last. */
export async function failTask(db: Database, task: Task, worker: string, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const final = error instanceof PermanentTaskFailure || task.attempts >= task.maxAttempts;
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** Math.max(0, task.attempts - 1)).toISOString();
  await db.execute(sql`update background_tasks set
      status = ${final ? 'failed' : 'pending'}, last_error = ${message.slice(0, 2000)},
      run_at = case when ${final} then run_at else ${retryAt}::timestamptz end,
      finished_at = case when ${final} then ${now.toISOString()}::timestamptz else null end,
      locked_by = null, locked_at = null
    where id = ${task.id} and locked_by = ${worker}`);
}

/** Finished tasks are kept a week for inspection, then removed. */
export async function pruneTasks(db: Database, now: Date, keepMs = 7 * 86_400_000): Promise<void> {
  await db.execute(sql`delete from background_tasks where status in ('done', 'failed')
    and finished_at < ${new Date(now.getTime() - keepMs).toISOString()}::timestamptz`);
}

import type { Database } from '../db/client';
import { claimTaskRows, deleteFinishedTasks, insertTask, markTaskDone, markTaskFailed } from '../db/queries/job-queue';

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
  return insertTask(db, { kind: task.kind, payload: task.payload ?? {}, runAt: task.runAt ?? new Date(), maxAttempts: task.maxAttempts ?? 5 });
}

/** Takes up to `limit` due tasks for this worker (and those whose lease ran out). */
export async function claimTasks(db: Database, worker: string, limit: number, now: Date, leaseMs: number): Promise<Task[]> {
  const rows = await claimTaskRows(db, worker, limit, now, new Date(now.getTime() - leaseMs));
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: Number(row.attempts), maxAttempts: Number(row.max_attempts) }));
}

export async function completeTask(db: Database, task: Task, worker: string, now: Date): Promise<void> {
  await markTaskDone(db, task.id, worker, now);
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
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** Math.max(0, task.attempts - 1));
  await markTaskFailed(db, task.id, worker, { final, message: message.slice(0, 2000), retryAt, now });
}

/** Finished tasks are kept a week for inspection, then removed. */
export async function pruneTasks(db: Database, now: Date, keepMs = 7 * 86_400_000): Promise<void> {
  await deleteFinishedTasks(db, new Date(now.getTime() - keepMs));
}

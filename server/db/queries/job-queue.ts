import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * The background queue's statements on `background_tasks` (server/jobs/queue.ts keeps the
 * leases, retries and their delays), moved as written (decision 0087).
 */

export interface NewTask {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts: number;
}

/** Queues a task and answers its id. */
export async function insertTask(db: Database, task: NewTask): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into background_tasks (kind, payload, run_at, max_attempts)
      values (${task.kind}, ${JSON.stringify(task.payload)}::jsonb, ${task.runAt.toISOString()}::timestamptz, ${task.maxAttempts})
      returning id`),
  );
  return Number(row?.id);
}

export interface ClaimedTaskRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Marks up to `limit` tasks running for `worker`: those due at `now` and those whose lease
 * started before `leaseEnded`, locked with FOR UPDATE SKIP LOCKED so no two workers take one.
 */
export async function claimTaskRows(db: Database, worker: string, limit: number, now: Date, leaseEnded: Date): Promise<ClaimedTaskRow[]> {
  const at = now.toISOString();
  return rowsOf<ClaimedTaskRow>(
    await db.execute(sql`
      update background_tasks set status = 'running', locked_by = ${worker}, locked_at = ${at}::timestamptz, attempts = attempts + 1
      where id in (
        select id from background_tasks
        where (status = 'pending' and run_at <= ${at}::timestamptz)
           or (status = 'running' and locked_at < ${leaseEnded.toISOString()}::timestamptz)
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`),
  );
}

/** The task is done, if `worker` still holds it. */
export async function markTaskDone(db: Database, taskId: number, worker: string, now: Date): Promise<void> {
  await db.execute(sql`update background_tasks set status = 'done', finished_at = ${now.toISOString()}::timestamptz, last_error = null
    where id = ${taskId} and locked_by = ${worker}`);
}

export interface TaskFailure {
  /** No attempt follows: the task stays failed. */
  final: boolean;
  message: string;
  retryAt: Date;
  now: Date;
}

/** Releases the task `worker` holds: failed for good when `final`, else pending again at `retryAt`. */
export async function markTaskFailed(db: Database, taskId: number, worker: string, failure: TaskFailure): Promise<void> {
  const { final, message, now } = failure;
  await db.execute(sql`update background_tasks set
      status = ${final ? 'failed' : 'pending'}, last_error = ${message},
      run_at = case when ${final} then run_at else ${failure.retryAt.toISOString()}::timestamptz end,
      finished_at = case when ${final} then ${now.toISOString()}::timestamptz else null end,
      locked_by = null, locked_at = null
    where id = ${taskId} and locked_by = ${worker}`);
}

/** Removes the done and failed tasks that finished before `before`. */
export async function deleteFinishedTasks(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from background_tasks where status in ('done', 'failed')
    and finished_at < ${before.toISOString()}::timestamptz`);
}

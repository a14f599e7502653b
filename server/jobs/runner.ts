import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { claimTasks, completeTask, failTask, pruneTasks, type Task } from './queue';
import { enqueueDueSchedules, ensureSchedules, type Schedule } from './schedules';

export type TaskHandler = (task: Task, context: { db: Database; logger: Logger; now: Date }) => Promise<void>;

export interface RunnerOptions {
  db: Database;
  logger: Logger;
  handlers: Record<string, TaskHandler>;
  schedules: readonly Schedule[];
  clock?: () => Date;
  pollMs?: number;
  batch?: number;
  /** How long a claimed task is its runner's before another may take it. */
  leaseMs?: number;
}

export interface JobRunner {
  /** One round: queue due schedules, run the claimed tasks. Tests call it directly. */
  tick(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The runner in each platform process: polls the queue, runs what it claims, one round at a time. */
export function createJobRunner({ db, logger, handlers, schedules, clock = () => new Date(), pollMs = 5000, batch = 10, leaseMs = 5 * 60_000 }: RunnerOptions): JobRunner {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let rounds = 0;

  async function tick(): Promise<number> {
    const now = clock();
    await enqueueDueSchedules(db, now);
    const tasks = await claimTasks(db, worker, batch, now, leaseMs);
    for (const task of tasks) {
      const handler = handlers[task.kind];
      try {
        if (!handler) throw new Error(`no handler for task kind ${task.kind}`);
        await handler(task, { db, logger, now: clock() });
        await completeTask(db, task, worker, clock());
      } catch (error) {
        logger.warn({ err: error, task: task.id, kind: task.kind, attempt: task.attempts }, 'background task failed');
        await failTask(db, task, worker, error, clock());
      }
    }
    rounds += 1;
    if (rounds % 720 === 0) await pruneTasks(db, now);
    return tasks.length;
  }

  const loop = () => {
    running = tick()
      .catch((error) => {
        logger.error({ err: error }, 'background runner round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (timer !== null) timer = setTimeout(loop, pollMs);
      });
  };

  return {
    tick,
    async start() {
      await ensureSchedules(db, schedules, clock());
      timer = setTimeout(loop, 0);
      logger.info({ worker, schedules: schedules.map((s) => s.name) }, 'background runner started');
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatResultSchema } from '@/lib/schemas/chat';
import { schedules, taskHandlers } from '@/server/jobs';
import { claimTasks, enqueue } from '@/server/jobs/queue';
import { createJobRunner } from '@/server/jobs/runner';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, seeker } from './chat-support';
import { dayjs } from '@/lib/dayjs';

let platform: TestPlatform;
const logger = createLogger('silent');

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const taskRows = async (kind: string) =>
  rowsOf<{ id: number; status: string; attempts: number; last_error: string | null }>(
    await platform.handle.db.execute(sql`select id, status, attempts, last_error from background_tasks where kind = ${kind} order by id`),
  );

describe('the background queue', () => {
  it('hands each task to one runner only, even when two claim at once', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => enqueue(platform.handle.db, { kind: 'test.claim' })));
    const [first, second] = await Promise.all([
      claimTasks(platform.handle.db, 'worker-a', 4, new Date(), 60_000),
      claimTasks(platform.handle.db, 'worker-b', 4, new Date(), 60_000),
    ]);
    const claimed = [...(first ?? []), ...(second ?? [])].filter((task) => task.kind === 'test.claim').map((task) => task.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('retries a failing task later and marks it failed after its last attempt; hands out a task whose lease ran out', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    let calls = 0;
    const runner = createJobRunner({
      db: platform.handle.db,
      logger,
      schedules: [],
      clock: () => clock,
      handlers: {
        'test.flaky': async () => {
          calls += 1;
          throw new Error(`attempt ${calls} broke`);
        },
      },
    });
    await enqueue(platform.handle.db, { kind: 'test.flaky', maxAttempts: 2, runAt: clock });
    await runner.tick();
    expect(await taskRows('test.flaky')).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'attempt 1 broke' })]);
    await runner.tick();
    expect(calls).toBe(1);
    clock = new Date(clock.getTime() + 60_000);
    await runner.tick();
    expect(await taskRows('test.flaky')).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);

    await enqueue(platform.handle.db, { kind: 'test.lease', runAt: clock });
    const [taken] = await claimTasks(platform.handle.db, 'dead-worker', 10, clock, 60_000);
    expect(taken?.kind).toBe('test.lease');
    expect(await claimTasks(platform.handle.db, 'live-worker', 10, new Date(clock.getTime() + 30_000), 60_000)).toEqual([]);
    const [again] = await claimTasks(platform.handle.db, 'live-worker', 10, new Date(clock.getTime() + 61_000), 60_000);
    expect(again).toMatchObject({ id: taken?.id, attempts: 2 });
  });

  it('runs a schedule once per interval across runners, and the schedule survives in its row', async () => {
    let clock = new Date('2031-01-01T00:00:00Z');
    let runs = 0;
    const make = () =>
      createJobRunner({
        db: platform.handle.db,
        logger,
        clock: () => clock,
        schedules: [{ name: 'test-every-hour', kind: 'test.tick', intervalSeconds: 3600 }],
        handlers: {
          'test.tick': async () => {
            runs += 1;
          },
        },
      });
    const [a, b] = [make(), make()];
    await a.start();
    await a.stop();
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    clock = new Date(clock.getTime() + 3600_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(2);
  });
});

describe('chat history expiry', () => {
  it('deletes chats 30 or 90 days after their last message, as each seeker chose', async () => {
    const jobs = (await jobsWithRecruiters(platform)).slice(0, 3) as JobWithRecruiter[];
    const keepsMonth = await seeker(platform);
    const keepsQuarter = await seeker(platform);
    await chatCall(platform, keepsMonth, 'PATCH', '/chat/settings', { history_days: 30 });
    const chatOf = async (user: typeof keepsMonth, job: JobWithRecruiter) =>
      startChatResultSchema.parse((await chatCall(platform, user, 'POST', '/chat/chats', { job_id: job.id })).data).chat.id;
    const month = await chatOf(keepsMonth, jobs[0] as JobWithRecruiter);
    const quarter = await chatOf(keepsQuarter, jobs[1] as JobWithRecruiter);
    const fresh = await chatOf(keepsMonth, jobs[2] as JobWithRecruiter);
    await chatCall(platform, keepsMonth, 'POST', `/chat/chats/${fresh}/messages`, { client_id: clientId(), text: 'still talking' });
    const runAt = dayjs.utc(platform.now).add(40, 'day').toDate();
    await platform.handle.db.execute(sql`update chats set last_message_at = ${platform.now.toISOString()}::timestamptz where id in (${month}, ${quarter})`);
    await platform.handle.db.execute(sql`update chats set last_message_at = ${dayjs.utc(runAt).subtract(1, 'day').toISOString()}::timestamptz where id = ${fresh}`);

    const runner = createJobRunner({ db: platform.handle.db, logger, clock: () => runAt, schedules, handlers: taskHandlers });
    await runner.start();
    await runner.stop();
    await runner.tick();
    const left = rowsOf<{ id: number }>(await platform.handle.db.execute(sql`select id from chats where id in (${month}, ${quarter}, ${fresh}) order by id`));
    expect(left.map((row) => Number(row.id))).toEqual([quarter, fresh].sort((x, y) => x - y));
    const [messages] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from chat_messages where chat_id = ${month}`));
    expect(messages?.n).toBe(0);
  });
});

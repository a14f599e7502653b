import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewListItemSchema, interviewListSchema } from '@/lib/schemas/interview-views';
import { rowsOf } from '@/server/db/rows';
import { seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { chatCall, type JobWithRecruiter, jobsWithRecruiters, } from './chat-support';
import { chatPair, details, hours, invite, later, movableClock } from './interviews-support';

const clock = movableClock(seedNow);
let platform: TestPlatform;
let jobs: JobWithRecruiter[];
let next = 0;
const nextJob = () => jobs[next++ % jobs.length] as JobWithRecruiter;

beforeAll(async () => {
  platform = await startTestPlatform({ clock: clock.now });
  jobs = await jobsWithRecruiters(platform);
});
afterAll(async () => {
  await platform?.close();
});

async function messagesOf(chatId: number) {
  return rowsOf<{ type: string; sender_role: string; payload: Record<string, unknown> | null }>(
    await platform.handle.db.execute(sql`select type, sender_role, payload from chat_messages where chat_id = ${chatId} order by seq`),
  );
}

describe('inviting and answering', () => {
  it('invites with two times: the seeker sees it, the chat and the mail say so in their language, the application moves to interview', async () => {
    clock.set(seedNow);
    const job = nextJob();
    const { me, recruiter, chatId } = await chatPair(platform, job, { languageSlug: 'ja-jp', email: `iv-ja-${process.pid}@example.test` });
    await platform.handle.db.execute(sql`insert into job_applications (user_id, job_id, status, source) values (${me.id}, ${job.id}, 'pending', 'web')`);
    const times = [later(seedNow, hours(48)), later(seedNow, hours(26))];
    const created = interviewListItemSchema.parse((await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, details(times))).data);
    expect(created).toMatchObject({ state: 'pending', chat_id: chatId, contact_phone: '+639171234567', chosen_time: null });
    expect(created.proposed_times).toEqual([times[1]?.toISOString(), times[0]?.toISOString()]);

    const mine = interviewListSchema.parse((await chatCall(platform, me, 'GET', '/interview/interviews')).data);
    expect(mine.banned_until).toBeNull();
    expect(mine.interviews.map((item) => item.id)).toEqual([created.id]);
    expect(mine.interviews[0]?.actions.accept).toEqual({ allowed: true, code: null, data: null });
    expect(mine.interviews[0]?.actions.cancel?.allowed).toBe(false);

    expect((await messagesOf(chatId)).at(-1)).toMatchObject({ type: 'interview_invitation', sender_role: 'recruiter', payload: { interview_id: created.id } });
    const [mail] = rowsOf<{ subject: string; text: string; language_slug: string }>(
      await platform.handle.db.execute(sql`select subject, text, language_slug from outbox_messages where template = 'interview_invited' and recipient = ${`iv-ja-${process.pid}@example.test`}`),
    );
    expect(mail?.language_slug).toBe('ja-jp');
    expect(mail?.subject).toContain('面接のご案内');
    // The zone as a Japanese reader names it, not its id (issue 33 item 5).
    expect(mail?.text).toContain('フィリピン標準時');
    expect(mail?.text).not.toContain('Asia/Manila');
    const [application] = rowsOf<{ status: string }>(
      await platform.handle.db.execute(sql`select status from job_applications where user_id = ${me.id} and job_id = ${job.id}`),
    );
    expect(application?.status).toBe('interview');
  });

  it('two concurrent accepts of different times end with one accepted time', async () => {
    clock.set(seedNow);
    const { me, recruiter, chatId } = await chatPair(platform, nextJob());
    const times = [later(seedNow, hours(30)), later(seedNow, hours(54))];
    const { id } = await invite(platform, recruiter, chatId, times);
    const answers = await Promise.all(times.map((time) => chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: time.toISOString() })));
    const won = answers.filter((answer) => answer.code === 0);
    const lost = answers.filter((answer) => answer.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost.map((answer) => [answer.status, answer.code])).toEqual([[409, 41560]]);
    const [row] = rowsOf<{ state: string; chosen_time: string | Date; version: number }>(
      await platform.handle.db.execute(sql`select state, chosen_time, version from interviews where id = ${id}`),
    );
    expect(row?.state).toBe('accepted');
    expect(new Date(row?.chosen_time as string).toISOString()).toBe(won[0]?.data.chosen_time);
    expect(row?.version).toBe(2);
    expect((await messagesOf(chatId)).filter((message) => message.type === 'interview_answered')).toHaveLength(1);
  });

  it('an accept racing a cancel settles to one consistent state', async () => {
    clock.set(seedNow);
    for (let round = 0; round < 4; round++) {
      const { me, recruiter, chatId } = await chatPair(platform, nextJob());
      const time = later(seedNow, hours(30));
      const { id } = await invite(platform, recruiter, chatId, [time]);
      const [accept, cancel] = await Promise.all([
        chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: time.toISOString() }),
        chatCall(platform, recruiter, 'POST', `/interview/recruiter/interviews/${id}/cancel`, { reason: 'time_conflict' }),
      ]);
      const [row] = rowsOf<{ state: string; chosen_time: unknown; cancelled_by: string | null; version: number }>(
        await platform.handle.db.execute(sql`select state, chosen_time, cancelled_by, version from interviews where id = ${id}`),
      );
      if (cancel.code === 0) {
        // The cancel came last (on the pending or on the accepted interview): it is the outcome.
        expect(row).toMatchObject({ state: 'cancelled', cancelled_by: 'recruiter' });
        expect(row?.version).toBe(accept.code === 0 ? 3 : 2);
        if (accept.code !== 0) expect([accept.status, accept.code]).toEqual([409, 41560]);
      } else {
        expect(accept.code).toBe(0);
        expect(row).toMatchObject({ state: 'accepted', cancelled_by: null, version: 2 });
      }
    }
  });

  it('refuses a cancel inside the three hours with the catalogue message, and a check-in before it opens', async () => {
    clock.set(seedNow);
    const { me, recruiter, chatId } = await chatPair(platform, nextJob());
    const start = later(seedNow, hours(2.5));
    const { id } = await invite(platform, recruiter, chatId, [start]);
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: start.toISOString() })).code).toBe(0);
    const cancel = await chatCall(platform, me, 'POST', `/interview/interviews/${id}/cancel`, { reason: 'found_another_job' });
    expect([cancel.status, cancel.code, cancel.message]).toEqual([422, 41561, 'Cannot cancel interview within three hours']);
    const early = await chatCall(platform, me, 'POST', `/interview/interviews/${id}/check-in`);
    expect([early.status, early.code, early.message]).toEqual([422, 41563, 'You cannot check in now']);
    clock.set(later(start, -hours(1)));
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/check-in`)).data.attendance).toBe('checked_in');
    const tooEarly = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/interviews/${id}/attendance`, { attendance: 'attended' });
    expect(tooEarly.code).toBe(41564);
    clock.set(later(start, hours(1)));
    const result = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/interviews/${id}/result`, { result: 'passed' });
    expect(result.data).toMatchObject({ state: 'completed', result: 'passed', attendance: 'attended' });
  });
});

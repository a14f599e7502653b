import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/server/auth/sessions';
import { createJobRunner } from '@/server/jobs/runner';
import { interviewTaskHandlers } from '@/server/interviews/reminder-task';
import { runInterviewReminder, type ReminderPayload } from '@/server/interviews/interview-reminders';
import { rowsOf } from '@/server/db/rows';
import { seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { type ChatUser, chatCall, type JobWithRecruiter, jobsWithRecruiters, seeker } from './chat-support';
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

/** Sessions expire as the clock moves months on: sign both in again at the current instant. */
async function signInAgain(user: ChatUser, role: 'jobseeker' | 'recruiter', userId = user.id) {
  const token = await createSession(platform.handle.db, { userId, kind: 'user', role, now: clock.now() });
  user.headers.Authorization = `Bearer ${token}`;
}

/** One no-show: invited, accepted, and marked not attended after the start. */
async function noShow(me: ChatUser, recruiter: ChatUser & { userId: number }, chatId: number, start: Date) {
  clock.set(later(start, -hours(24)));
  await signInAgain(me, 'jobseeker');
  await signInAgain(recruiter, 'recruiter', recruiter.userId);
  const { id } = await invite(platform, recruiter, chatId, [start]);
  expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: start.toISOString() })).code).toBe(0);
  clock.set(later(start, hours(1)));
  const marked = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/interviews/${id}/attendance`, { attendance: 'not_attended' });
  expect(marked.data).toMatchObject({ state: 'completed', attendance: 'not_attended' });
}

describe('the no-show ban', () => {
  it('a third no-show within three months bans for six months; a fourth a year later does not', async () => {
    const job = nextJob();
    const { me, recruiter, chatId } = await chatPair(platform, job);
    const first = later(seedNow, hours(48));
    await noShow(me, recruiter, chatId, first);
    await noShow(me, recruiter, chatId, later(first, hours(24 * 30)));
    const third = later(first, hours(24 * 80));
    await noShow(me, recruiter, chatId, third);

    clock.set(later(third, hours(2)));
    await signInAgain(me, 'jobseeker');
    await signInAgain(recruiter, 'recruiter', recruiter.userId);
    const list = await chatCall(platform, me, 'GET', '/interview/interviews');
    expect(new Date(list.data.banned_until).getTime()).toBeGreaterThan(later(third, hours(24 * 180)).getTime());
    const { id } = await invite(platform, recruiter, chatId, [later(third, hours(48))]);
    const accept = await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: later(third, hours(48)).toISOString() });
    expect([accept.status, accept.code, accept.data.action]).toEqual([403, 41570, 'accept_interview']);
    const chat = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: nextJob().id });
    expect([chat.status, chat.code, chat.data.action]).toEqual([403, 41570, 'start_chat']);
    const apply = await chatCall(platform, me, 'POST', `/job/jobs/${job.id}/applications`, {});
    expect([apply.status, apply.code, apply.data.action]).toEqual([403, 41570, 'apply_to_job']);
    const [external] = rowsOf<{ job_id: number }>(
      await platform.handle.db.execute(sql`select o.job_id from job_apply_options o join jobs j on j.id = o.job_id where o.external_url is not null and j.country_key = 'ph' and j.status = 'active' limit 1`),
    );
    expect(external).toBeDefined();
    const click = await chatCall(platform, me, 'POST', `/job/${external?.job_id}/click-external-job`, {});
    expect([click.status, click.code, click.data.action]).toEqual([403, 41570, 'apply_to_job']);
    // Reject is still allowed: the ban stops new commitments only.
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/reject`, { reason: 'other', reason_text: 'Busy' })).code).toBe(0);

    const fourth = later(third, hours(24 * 365));
    await noShow(me, recruiter, chatId, fourth);
    clock.set(later(fourth, hours(2)));
    await signInAgain(me, 'jobseeker');
    await signInAgain(recruiter, 'recruiter', recruiter.userId);
    expect((await chatCall(platform, me, 'GET', '/interview/interviews')).data.banned_until).toBeNull();
    const again = await invite(platform, recruiter, chatId, [later(fourth, hours(30))]);
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${again.id}/accept`, { time: later(fourth, hours(30)).toISOString() })).code).toBe(0);
  });
});

describe('who may call what', () => {
  it('answers 401 without a session, 404 for another user’s interview, 403 for the wrong side, 422 for malformed input', async () => {
    clock.set(seedNow);
    const { me, recruiter, chatId } = await chatPair(platform, nextJob());
    const time = later(seedNow, hours(30));
    const { id } = await invite(platform, recruiter, chatId, [time]);

    expect((await chatCall(platform, null, 'GET', '/interview/interviews')).status).toBe(401);
    expect((await chatCall(platform, null, 'POST', `/interview/interviews/${id}/accept`, { time: time.toISOString() })).status).toBe(401);

    const stranger = await seeker(platform);
    for (const [method, path, body] of [
      ['GET', `/interview/interviews/${id}`, undefined],
      ['POST', `/interview/interviews/${id}/accept`, { time: time.toISOString() }],
      ['POST', `/interview/interviews/${id}/reject`, { reason: 'time_conflict' }],
    ] as const) {
      expect((await chatCall(platform, stranger, method, path, body)).status, path).toBe(404);
    }
    const other = await chatPair(platform, nextJob());
    expect((await chatCall(platform, other.recruiter, 'PATCH', `/interview/recruiter/interviews/${id}`, details([time]))).status).toBe(404);
    expect((await chatCall(platform, other.recruiter, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, details([time]))).status).toBe(404);

    const wrongSide = await chatCall(platform, me, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, details([time]));
    expect([wrongSide.status, wrongSide.code]).toEqual([403, 40005]);
    expect((await chatCall(platform, me, 'POST', `/interview/recruiter/chats/${chatId}/offers`, { details: 'x' })).status).toBe(403);
    expect((await chatCall(platform, recruiter, 'POST', `/interview/interviews/${id}/accept`, { time: time.toISOString() })).status).toBe(403);

    const bad = [
      details([]),
      details([later(seedNow, -hours(1))]),
      details([time, time]),
      details([time], { video_link: 'https://us02web.zoom.us/j/123?PWD=secret' }),
      details([time], { time_zone: 'Mars/Olympus' }),
      details([time], { contact_phone: '12' }),
      details([time], { mode: 'in_person', address: '' }),
      '{not json',
    ];
    for (const body of bad) {
      const answer = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, body);
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([422, 40001]);
    }
    const zoom = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, details([time], { video_link: 'https://zoom.us/j/1?pwd=x' }));
    expect(zoom.data.errors.video_link).toEqual(['Remove the access key (pwd=…) from the Zoom link']);
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: 'tomorrow' })).status).toBe(422);
    expect((await chatCall(platform, me, 'POST', `/interview/interviews/${id}/reject`, { reason: 'other' })).data.errors.reason_text).toEqual(['Describe the reason']);
    const notProposed = await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: later(time, hours(1)).toISOString() });
    expect([notProposed.status, notProposed.code]).toEqual([422, 41567]);
  });
});

describe('offers', () => {
  it('a recruiter offers in the chat; the seeker accepts once and the application is accepted', async () => {
    clock.set(seedNow);
    const job = nextJob();
    const { me, recruiter, chatId } = await chatPair(platform, job);
    await platform.handle.db.execute(sql`insert into job_applications (user_id, job_id, status, source) values (${me.id}, ${job.id}, 'pending', 'web')`);
    const offer = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/offers`, { details: 'Start on 1 December, PHP 60,000 a month.' });
    expect(offer.data).toMatchObject({ state: 'pending', chat_id: chatId, job_id: job.id });
    expect((await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/offers`, { details: '  ' })).status).toBe(422);
    const answers = await Promise.all([
      chatCall(platform, me, 'POST', `/interview/offers/${offer.data.id}/accept`),
      chatCall(platform, me, 'POST', `/interview/offers/${offer.data.id}/decline`),
    ]);
    const won = answers.filter((answer) => answer.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 41560)).toHaveLength(1);
    const expected = won[0]?.data.state === 'accepted' ? 'accepted' : 'declined';
    const [application] = rowsOf<{ status: string }>(
      await platform.handle.db.execute(sql`select status from job_applications where user_id = ${me.id} and job_id = ${job.id}`),
    );
    expect(application?.status).toBe(expected);
    const types = rowsOf<{ type: string }>(await platform.handle.db.execute(sql`select type from chat_messages where chat_id = ${chatId} order by seq`)).map((row) => row.type);
    expect(types.slice(-2)).toEqual(['offer', 'offer_answered']);
    expect((await chatCall(platform, (await seeker(platform)), 'POST', `/interview/offers/${offer.data.id}/accept`)).status).toBe(404);
  });
});

describe('reminders', () => {
  it('schedules a day-before and an hour-before task; a moved interview turns the old ones into no-ops', async () => {
    clock.set(seedNow);
    const { me, recruiter, chatId } = await chatPair(platform, nextJob());
    const start = later(seedNow, hours(72));
    const { id } = await invite(platform, recruiter, chatId, [start]);
    await chatCall(platform, me, 'POST', `/interview/interviews/${id}/accept`, { time: start.toISOString() });
    const tasks = rowsOf<{ payload: ReminderPayload; run_at: string | Date }>(
      await platform.handle.db.execute(sql`select payload, run_at from background_tasks where kind = 'interview_reminder' and (payload->>'interview_id')::int = ${id} order by run_at`),
    );
    expect(tasks.map((task) => [task.payload.kind, new Date(task.run_at).toISOString()])).toEqual([
      ['day_before', later(start, -hours(24)).toISOString()],
      ['hour_before', later(start, -hours(1)).toISOString()],
    ]);
    const deps = { db: platform.handle.db, hub: { messageStored() {}, toParty() {}, presence: { isOnline: async () => false } } as never, logger: { warn() {}, info() {} } as never, services: platform.services };
    const [day, hour] = tasks.map((task) => task.payload) as [ReminderPayload, ReminderPayload];
    // The background runner claims the day-before row at its instant and runs the handler.
    const runner = createJobRunner({ db: platform.handle.db, logger: deps.logger, handlers: interviewTaskHandlers(deps.hub, platform.services), schedules: [], clock: () => later(start, -hours(24)) });
    expect(await runner.tick()).toBeGreaterThanOrEqual(1);
    const [mail] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from outbox_messages where template = 'interview_reminder'`));
    expect(mail?.n).toBe(1);
    expect(await runInterviewReminder({ ...deps, now: later(start, -hours(24)) }, day)).toBe('skipped');
    const sent = rowsOf<{ type: string; sender_role: string }>(await platform.handle.db.execute(sql`select type, sender_role from chat_messages where chat_id = ${chatId} order by seq desc limit 1`));
    expect(sent[0]).toEqual({ type: 'interview_reminder', sender_role: 'system' });

    clock.set(later(seedNow, hours(1)));
    const moved = later(start, hours(24));
    expect((await chatCall(platform, recruiter, 'PATCH', `/interview/recruiter/interviews/${id}`, details([moved]))).data.state).toBe('pending');
    expect(await runInterviewReminder({ ...deps, now: later(start, -hours(1)) }, hour)).toBe('skipped');
  });
});

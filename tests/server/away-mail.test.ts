import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@/lib/languages';
import { startChatResultSchema } from '@/lib/schemas/chat';
import { awayMailDelayMs, renderAwayMail, runAwayMail } from '@/server/away-mail/away-mail';
import { bundledMessages } from '@/server/domain/translations/bundled';
import { moveApplication } from '@/server/domain/applications';
import { listNotifications, savePreferences, unreadCount } from '@/server/domain/notifications';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { post, startTestPlatform, type TestPlatform } from '../support/platform';
import { openJobs } from './applications-fixtures';
import { type ChatUser, chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];
const logger = createLogger('silent');

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await jobsWithRecruiters(platform);
  if (jobs.length < 4) throw new Error('the seed has too few recruiters in ph');
});
afterAll(async () => {
  await platform?.close();
});

const outboxFor = async (email: string) =>
  rowsOf<{ subject: string; text: string; html: string; template: string }>(
    await platform.handle.db.execute(sql`select subject, text, html, template from outbox_messages where recipient = ${email} order by id`),
  );

const emailOf = async (user: ChatUser) =>
  (rowsOf<{ email: string }>(await platform.handle.db.execute(sql`select email from users where id = ${user.id}`))[0] as { email: string }).email;

const run = (now: Date) => runAwayMail({ db: platform.handle.db, logger, mailer: platform.services.mailer, webOrigin: platform.services.webOrigin, now });
const later = (ms: number) => new Date(platform.now.getTime() + ms);

async function chatWith(me: ChatUser, job: JobWithRecruiter) {
  const started = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
  expect(started.code).toBe(0);
  const { chat } = startChatResultSchema.parse(started.data);
  const recruiter = await recruiterSession(platform, job.recruiterId);
  const say = async (text: string) => {
    const sent = await chatCall(platform, recruiter, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text });
    expect(sent.code).toBe(0);
    return sent.data.seq as number;
  };
  return { chatId: chat.id, say };
}

describe('mail when away (issue 31)', () => {
  it('mails one email in the seeker’s language for three unread messages and an application move, after the delay, once', async () => {
    const me = await seeker(platform, { languageSlug: 'ja-jp' });
    const email = await emailOf(me);
    const { chatId, say } = await chatWith(me, jobs[0] as JobWithRecruiter);
    await say('Hello');
    await say('Are you free on Tuesday?');
    await say('Please reply when you can.');
    const plain = (await openJobs(platform, 'ph', 'plain'))[0];
    const applied = await post(platform, `/job/jobs/${plain?.id}/applications`, { source: 'web' }, { country: 'ph', headers: me.headers });
    expect(applied.status).toBe(201);
    await moveApplication(platform.handle.db, (applied.data as { id: number }).id, 'interview', platform.now);

    // Before the delay: nothing.
    await run(later(awayMailDelayMs - 60_000));
    expect(await outboxFor(email)).toEqual([]);

    await run(later(awayMailDelayMs + 60_000));
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.template).toBe('away_digest');
    expect(mail?.subject).toBe(bundledMessages('ja-jp').get('AwayMail.subject'));
    expect(mail?.text).toContain('新着メッセージ3件');
    expect(mail?.text).toContain(`/ja-jp/chat/${chatId}`);
    // The status in the web's own words, in Japanese.
    expect(mail?.text).toContain('：面接');
    expect(mail?.html).toContain('lang="ja-JP"');

    // Mailed once: the next run finds nothing new.
    await run(later(awayMailDelayMs + 120_000));
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('mails nothing for a message the seeker read', async () => {
    const me = await seeker(platform);
    const email = await emailOf(me);
    const { chatId, say } = await chatWith(me, jobs[1] as JobWithRecruiter);
    const seq = await say('Did you see the job description?');
    const read = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/read`, { seq });
    expect(read.code).toBe(0);
    await run(later(awayMailDelayMs + 60_000));
    expect(await outboxFor(email)).toEqual([]);
  });

  it('mails nothing when chat mail is switched off, and does not send the old messages when it is switched on again', async () => {
    const me = await seeker(platform);
    const email = await emailOf(me);
    await savePreferences(platform.handle.db, me.id, { chat: { app: true, email: false } }, platform.now);
    const { say } = await chatWith(me, jobs[2] as JobWithRecruiter);
    await say('Hello, are you still looking?');
    await run(later(awayMailDelayMs + 60_000));
    expect(await outboxFor(email)).toEqual([]);
    await savePreferences(platform.handle.db, me.id, { chat: { app: true, email: true } }, platform.now);
    await run(later(awayMailDelayMs + 120_000));
    expect(await outboxFor(email)).toEqual([]);
  });

  it('mails an application move with the in-app notice off and its mail on, once, and keeps it out of the app', async () => {
    const me = await seeker(platform, { languageSlug: 'es-es' });
    const email = await emailOf(me);
    await savePreferences(platform.handle.db, me.id, { application: { app: false, email: true } }, platform.now);
    const plain = (await openJobs(platform, 'ph', 'plain'))[1];
    const applied = await post(platform, `/job/jobs/${plain?.id}/applications`, { source: 'web' }, { country: 'ph', headers: me.headers });
    expect(applied.status).toBe(201);
    await moveApplication(platform.handle.db, (applied.data as { id: number }).id, 'interview', platform.now);
    // Nothing in the app: no notice, no badge.
    expect(await unreadCount(platform.handle.db, me.id)).toBe(0);
    expect((await listNotifications(platform.handle.db, me.id, 1, 20)).total).toBe(0);

    await run(later(awayMailDelayMs + 60_000));
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(bundledMessages('es-es').get('AwayMail.subject'));
    const [job] = rowsOf<{ title: string }>(await platform.handle.db.execute(sql`select title from jobs where id = ${plain?.id}`));
    expect(mails[0]?.text).toContain(`${job?.title} en `);
    expect(mails[0]?.text).toContain(': Entrevista');
    await run(later(awayMailDelayMs + 120_000));
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('writes nothing and mails nothing for an application move with both switches off', async () => {
    const me = await seeker(platform);
    const email = await emailOf(me);
    await savePreferences(platform.handle.db, me.id, { application: { app: false, email: false } }, platform.now);
    const plain = (await openJobs(platform, 'ph', 'plain'))[2];
    const applied = await post(platform, `/job/jobs/${plain?.id}/applications`, { source: 'web' }, { country: 'ph', headers: me.headers });
    expect(applied.status).toBe(201);
    await moveApplication(platform.handle.db, (applied.data as { id: number }).id, 'viewed', platform.now);
    const rows = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from notifications where user_id = ${me.id}`));
    expect(Number(rows[0]?.n)).toBe(0);
    await run(later(awayMailDelayMs + 60_000));
    expect(await outboxFor(email)).toEqual([]);
  });

  it('has every text in every language, with the placeholders the mail fills', () => {
    for (const language of languages) {
      const texts = bundledMessages(language.slug);
      expect(texts.get('AwayMail.messages')).toContain('{company}');
      expect(texts.get('AwayMail.messages')).toContain('{count, plural,');
      for (const name of ['{job_title}', '{company}', '{status}']) expect(texts.get('AwayMail.application')).toContain(name);
      const rendered = renderAwayMail({
        languageSlug: language.slug,
        chats: [{ company: '<Acme & Co>', count: 2, url: 'https://ph.example/chat/1' }],
        applications: [{ jobTitle: 'Nurse', company: 'Acme', status: 'Viewed' }],
        myJobsUrl: 'https://ph.example/my-jobs',
        settingsUrl: 'https://ph.example/settings/notifications',
      });
      expect(rendered.html).toContain(`dir="${language.dir}"`);
      // Names are text, never markup.
      expect(rendered.html).not.toContain('<Acme');
      expect(rendered.text).not.toMatch(/\{\w+\}/);
    }
  });
});

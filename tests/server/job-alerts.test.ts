import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertListSchema, jobAlertSchema, maxJobAlerts } from '@/lib/schemas/job-alerts';
import { runDigests } from '@/server/alerts/digest';
import { savePreferences } from '@/server/domain/notifications';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker } from './applications-fixtures';

let platform: TestPlatform;
const logger = createLogger('silent');
const minute = 60_000;
const day = 86_400_000;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const create = (seeker: Seeker | null, body: unknown, country = 'ph') =>
  post(platform, '/job/job-alerts/create', body, { country, headers: seeker?.headers ?? {} });
const update = (seeker: Seeker | null, id: number | string, body: unknown) =>
  call(platform, `/job/job-alerts/${id}/update`, {
    method: 'PUT',
    country: 'ph',
    headers: { ...(seeker?.headers ?? {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const remove = (seeker: Seeker | null, id: number | string) => call(platform, `/job/job-alerts/${id}/delete`, { method: 'DELETE', country: 'ph', headers: seeker?.headers ?? {} });
const list = (seeker: Seeker | null) => call(platform, '/job/jobs/job-alerts', { country: 'ph', headers: seeker?.headers ?? {} });
// The web's one-click handler (RFC 8058) forwards the token without a body and without a session.
const unsubscribe = (token: string) => call(platform, `/job/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });

const outboxFor = async (email: string) =>
  rowsOf<{ id: number; subject: string; text: string; html: string; template: string; headers: Record<string, string> | string | null }>(
    await platform.handle.db.execute(sql`select id, subject, text, html, template, headers from outbox_messages where recipient = ${email} order by id`),
  ).map((row) => ({ ...row, headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers }));

const emailOf = async (seeker: Seeker) =>
  (rowsOf<{ email: string }>(await platform.handle.db.execute(sql`select email from users where id = ${seeker.id}`))[0] as { email: string }).email;

const run = (now: Date) => runDigests({ db: platform.handle.db, logger, mailer: platform.services.mailer, webOrigin: platform.services.webOrigin, now, batch: 2 });

describe('job alert calls', () => {
  it('creates, lists, changes to weekly, pauses, resumes and deletes an alert', async () => {
    const seeker = await createSeeker(platform);
    const created = await create(seeker, { query: 'Accountant', job_locations: '1,2', work_arrangements: 'remote', frequency: 'daily' });
    expect(created.status).toBe(201);
    const alert = jobAlertSchema.parse(created.data);
    expect(alert).toMatchObject({
      country_key: 'ph',
      keyword: 'Accountant',
      search: { query: 'Accountant', job_locations: '1,2', work_arrangements: 'remote' },
      frequency: 'daily',
      email: await emailOf(seeker),
      enabled: true,
      time_zone: 'Asia/Manila',
    });
    // Daily at 08:00 Manila (00:00 UTC): seed clock is 2026-11-01T00:00Z, exactly 08:00, so the next is the day after.
    expect(alert.next_due_at).toBe('2026-11-02T00:00:00.000Z');

    const listed = jobAlertListSchema.parse((await list(seeker)).data);
    expect(listed.alerts.map((a) => a.id)).toEqual([alert.id]);

    const weekly = await update(seeker, alert.id, { frequency: 'weekly' });
    expect(weekly.status).toBe(200);
    // Weekly: Monday 08:00 Manila. 2026-11-01 is a Sunday, so Monday 2 November 08:00 +08.
    expect(jobAlertSchema.parse(weekly.data)).toMatchObject({ frequency: 'weekly', next_due_at: '2026-11-02T00:00:00.000Z' });
    expect((await update(seeker, alert.id, { enabled: false })).data).toMatchObject({ enabled: false });
    expect((await update(seeker, alert.id, { enabled: true, time_zone: 'Asia/Tokyo' })).data).toMatchObject({
      enabled: true,
      time_zone: 'Asia/Tokyo',
      next_due_at: '2026-11-01T23:00:00.000Z',
    });
    expect(await remove(seeker, alert.id)).toMatchObject({ status: 200, data: { deleted: true } });
    expect(jobAlertListSchema.parse((await list(seeker)).data).alerts).toEqual([]);
    expect((await remove(seeker, alert.id)).status).toBe(404);
  });

  it('refuses malformed input with 422 naming the field', async () => {
    const seeker = await createSeeker(platform);
    const cases: [unknown, string][] = [
      [{ query: 'Nurse' }, 'frequency'],
      [{ query: 'Nurse', frequency: 'hourly' }, 'frequency'],
      [{ frequency: 'daily' }, 'query'],
      [{ query: '  ', job_types: '', frequency: 'daily' }, 'query'],
      [{ job_types: 'a,b', frequency: 'daily' }, 'job_types'],
      [{ query: 'Nurse', frequency: 'daily', time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ salary_from: 5000, salary_to: 10, frequency: 'weekly' }, 'salary_to'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(seeker, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 422, code: 40001 });
      expect(Object.keys(answer.data.errors)).toContain(field);
    }
    for (const body of ['not json', [], null]) expect((await create(seeker, body)).status).toBe(422);
    const alert = jobAlertSchema.parse((await create(seeker, { query: 'Nurse', frequency: 'daily' })).data);
    expect((await update(seeker, alert.id, {})).status).toBe(422);
    expect((await update(seeker, alert.id, { frequency: 'monthly' })).status).toBe(422);
    expect((await update(seeker, alert.id, { enabled: 'yes' })).status).toBe(422);
    expect((await update(seeker, 'abc', { frequency: 'weekly' })).status).toBe(404);
    expect(jobAlertListSchema.parse((await list(seeker)).data).alerts).toHaveLength(1);
  });

  it('keeps at most the limit of alerts per seeker, and needs an email on the account', async () => {
    const seeker = await createSeeker(platform);
    for (let i = 0; i < maxJobAlerts; i++) expect((await create(seeker, { query: `role ${i}`, frequency: 'weekly' })).status).toBe(201);
    expect(await create(seeker, { query: 'one more', frequency: 'weekly' })).toMatchObject({ status: 422, code: 40001 });
    const phoneOnly = await createSeeker(platform);
    await platform.handle.db.execute(sql`update users set email = null where id = ${phoneOnly.id}`);
    const answer = await create(phoneOnly, { query: 'Nurse', frequency: 'daily' });
    expect(answer).toMatchObject({ status: 422 });
    expect(Object.keys(answer.data.errors)).toEqual(['email']);
  });

  it('answers another seeker’s alert as not found, and changes nothing', async () => {
    const owner = await createSeeker(platform);
    const intruder = await createSeeker(platform);
    const alert = jobAlertSchema.parse((await create(owner, { query: 'Chef', frequency: 'daily' })).data);
    expect(await update(intruder, alert.id, { frequency: 'weekly' })).toMatchObject({ status: 404, code: 40004 });
    expect(await remove(intruder, alert.id)).toMatchObject({ status: 404, code: 40004 });
    expect(jobAlertListSchema.parse((await list(intruder)).data).alerts).toEqual([]);
    expect(jobAlertListSchema.parse((await list(owner)).data).alerts).toEqual([expect.objectContaining({ id: alert.id, frequency: 'daily', enabled: true })]);
  });

  it('is 401 without a signed-in session', async () => {
    expect(await list(null)).toMatchObject({ status: 401, code: 40003 });
    expect(await create(null, { query: 'Chef', frequency: 'daily' })).toMatchObject({ status: 401, code: 40003 });
    expect(await update(null, 1, { frequency: 'weekly' })).toMatchObject({ status: 401, code: 40003 });
    expect(await remove(null, 1)).toMatchObject({ status: 401, code: 40003 });
  });
});

async function alertNotifications(userId: number) {
  return rowsOf<{ payload: Record<string, unknown> | string }>(
    await platform.handle.db.execute(sql`select payload from notifications where user_id = ${userId} and kind = 'job_alert' order by id`),
  ).map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
}

describe('the digest run', () => {
  const keyword = 'Quasarflux';
  let seeker: Seeker;
  let email: string;
  let alertId: number;
  let companies: number[];
  let fresh: number[];
  let blockedJob: number | undefined;
  let oldJob: number | undefined;

  beforeAll(async () => {
    seeker = await createSeeker(platform);
    email = await emailOf(seeker);
    await platform.handle.db.execute(sql`update users set language_slug = 'ja-jp' where id = ${seeker.id}`);
    companies = rowsOf<{ company_id: number }>(
      await platform.handle.db.execute(sql`select distinct company_id from jobs where country_key = 'ph' and status = 'active' order by company_id limit 2`),
    ).map((row) => Number(row.company_id));
    const expires = new Date(platform.now.getTime() + 60 * day);
    // Posted before the alert exists: never in its digests.
    [oldJob] = await platform.addJobs('ph', [
      { title: `${keyword} analyst (old)`, postedAt: new Date(platform.now.getTime() - day), expiresAt: expires, companyId: companies[0] },
    ]);
    alertId = jobAlertSchema.parse((await create(seeker, { query: keyword, frequency: 'daily' })).data).id;
    fresh = await platform.addJobs('ph', [
      { title: `${keyword} engineer`, postedAt: new Date(platform.now.getTime() + 2 * 3_600_000), expiresAt: expires, companyId: companies[0], salaryType: 'monthly', salaryFrom: 50_000, salaryTo: 70_000, currency: 'PHP' },
      { title: `${keyword} designer`, postedAt: new Date(platform.now.getTime() + 3 * 3_600_000), expiresAt: expires, companyId: companies[0], salaryType: 'monthly', salaryFrom: 3000, salaryTo: 4000, currency: 'USD' },
    ]);
    [blockedJob] = await platform.addJobs('ph', [
      { title: `${keyword} manager`, postedAt: new Date(platform.now.getTime() + 4 * 3_600_000), expiresAt: expires, companyId: companies[1] },
    ]);
    // Another seeker's alert on the same search, due at the same time: both are claimed in the race.
    await platform.handle.db.execute(sql`insert into blocked_companies (user_id, company_id) values (${seeker.id}, ${companies[1]})`);
  });

  it('mails exactly the new matching jobs once, with two workers racing, leaving out blocked companies', async () => {
    const others = await Promise.all([createSeeker(platform), createSeeker(platform), createSeeker(platform)]);
    for (const other of others) await create(other, { query: keyword, frequency: 'daily' });
    const due = new Date('2026-11-02T00:01:00Z');
    const before = await run(new Date('2026-11-01T23:59:00Z'));
    expect(before.claimed).toBe(0);
    const [first, second] = await Promise.all([run(due), run(due)]);
    expect((first?.claimed ?? 0) + (second?.claimed ?? 0)).toBeGreaterThanOrEqual(4);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(4);

    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.template).toBe('job_alert_digest');
    for (const id of fresh) expect(mail.text).toContain(`-${id}`);
    expect(mail.text).not.toContain(`-${blockedJob}`);
    expect(mail.text).not.toContain(`-${oldJob}`);
    // Japanese, links to the Philippine site's job pages, salaries in each job's own currency.
    expect(mail.subject).toContain('求人アラート');
    expect(mail.text).toContain(`http://ph.localhost:3000/ja-jp/job/`);
    expect(mail.text).toContain('PHP');
    expect(mail.text).toContain('$3,000');
    expect(mail.html).toContain('<html lang="ja-JP" dir="ltr">');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/ph\.localhost:3000\/ja-jp\/job-alerts\/unsubscribe\/one-click\?token=[^>]+>$/);
    for (const other of others) expect(await outboxFor(await emailOf(other))).toHaveLength(1);

    // The same moment again, and a later one before the next day's 08:00: nothing more.
    await Promise.all([run(due), run(new Date(due.getTime() + 10 * minute))]);
    expect(await outboxFor(email)).toHaveLength(1);
    // One notification in the app too, for the same two jobs, however many runs raced.
    expect(await alertNotifications(seeker.id)).toEqual([{ event: 'matches', alert_id: alertId, count: 2, path: '/settings/job-alerts' }]);
  });

  it('tells a seeker who turned job-alert mail off in the app only, and mails one who turned the app off', async () => {
    const quiet = await createSeeker(platform);
    const noApp = await createSeeker(platform);
    await savePreferences(platform.handle.db, quiet.id, { job_alert: { email: false, app: true } }, platform.now);
    await savePreferences(platform.handle.db, noApp.id, { job_alert: { email: true, app: false } }, platform.now);
    await create(quiet, { query: keyword, frequency: 'daily' });
    await create(noApp, { query: keyword, frequency: 'daily' });
    await run(new Date('2026-11-02T00:02:00Z'));
    expect(await outboxFor(await emailOf(quiet))).toEqual([]);
    expect(await alertNotifications(quiet.id)).toEqual([expect.objectContaining({ event: 'matches', count: 3 })]);
    expect(await outboxFor(await emailOf(noApp))).toHaveLength(1);
    expect(await alertNotifications(noApp.id)).toEqual([]);
  });

  it('mails only what is new the next day, and nothing when nothing is new', async () => {
    const [newer] = await platform.addJobs('ph', [
      { title: `${keyword} tester`, postedAt: new Date('2026-11-02T06:00:00Z'), expiresAt: new Date(platform.now.getTime() + 60 * day), companyId: companies[0] },
    ]);
    await run(new Date('2026-11-03T00:05:00Z'));
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`-${newer}`);
    for (const id of fresh) expect(mails[1]?.text).not.toContain(`-${id}`);
    await run(new Date('2026-11-04T00:05:00Z'));
    expect(await outboxFor(email)).toHaveLength(2);
    const digests = rowsOf<{ status: string }>(await platform.handle.db.execute(sql`select status from job_alert_digests where alert_id = ${alertId} order by due_at`));
    expect(digests.map((d) => d.status)).toEqual(['sent', 'sent', 'empty']);
  });

  it('unsubscribes once through the signed link without a session; a forged or tampered link is refused', async () => {
    const mails = await outboxFor(email);
    const header = mails[mails.length - 1]?.headers?.['List-Unsubscribe'] ?? '';
    const token = decodeURIComponent(/token=([^>]+)>/.exec(header)?.[1] ?? '');
    const [id, nonce, mac] = token.split('.');
    expect(Number(id)).toBe(alertId);
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${alertId + 1}.${nonce}.${mac}`, `${id}.${flip(nonce ?? '')}.${mac}`, `${id}.${nonce}.${flip(mac ?? '')}`, 'garbage', `${id}.${nonce}`]) {
      expect(await unsubscribe(forged), forged).toMatchObject({ status: 403, code: 40005 });
    }
    expect((await unsubscribe('')).status).toBe(422);
    expect(jobAlertListSchema.parse((await list(seeker)).data).alerts.find((a) => a.id === alertId)?.enabled).toBe(true);

    expect(await unsubscribe(token)).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect(jobAlertListSchema.parse((await list(seeker)).data).alerts.find((a) => a.id === alertId)?.enabled).toBe(false);
    expect(await unsubscribe(token)).toMatchObject({ status: 404, code: 40004 });
    // Resuming in settings does not bring the used link back.
    await update(seeker, alertId, { enabled: true });
    expect((await unsubscribe(token)).status).toBe(404);
  });

  it('lists the jobs of a digest whose mail failed again in the next one', async () => {
    const unlucky = await createSeeker(platform);
    await create(unlucky, { query: keyword, frequency: 'daily' });
    const address = await emailOf(unlucky);
    const broken = {
      ...platform.services.mailer,
      send: async (message: Parameters<typeof platform.services.mailer.send>[0]) => {
        if (message.to === address) throw new Error('SMTP 451 try again later');
        return platform.services.mailer.send(message);
      },
    };
    const failing = await runDigests({ db: platform.handle.db, logger, mailer: broken, webOrigin: platform.services.webOrigin, now: new Date('2026-11-02T00:03:00Z') });
    expect(failing.failed).toBe(1);
    expect(await outboxFor(address)).toEqual([]);
    expect(await alertNotifications(unlucky.id)).toEqual([]);
    // Due again from the same point: the next run lists the same jobs.
    await run(new Date('2026-11-03T00:05:00Z'));
    const [mail] = await outboxFor(address);
    for (const id of fresh) expect(mail?.text).toContain(`-${id}`);
  });

  it('sends nothing for a paused alert, and the next digest after a resume starts from the resume', async () => {
    await update(seeker, alertId, { enabled: false });
    await platform.addJobs('ph', [
      { title: `${keyword} while paused`, postedAt: new Date('2026-11-04T06:00:00Z'), expiresAt: new Date(platform.now.getTime() + 60 * day), companyId: companies[0] },
    ]);
    await run(new Date('2026-11-06T00:05:00Z'));
    expect(await outboxFor(email)).toHaveLength(2);
  });
});

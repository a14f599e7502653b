import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followedCompanyListSchema, followedCompanySchema, maxFollowedCompanies } from '@/lib/schemas/company-follows';
import { runDigests } from '@/server/alerts/digest';
import { tellFollowers } from '@/server/domain/company-follows';
import { savePreferences } from '@/server/domain/notifications';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker } from './applications-fixtures';

/** Following companies (issue 35 item 4): the calls, the cap, and new jobs told as notifications and in digests. */
let platform: TestPlatform;
let companies: { id: number; name: string }[];
let otherSite: number;
const hour = 3_600_000;

beforeAll(async () => {
  platform = await startTestPlatform();
  companies = rowsOf<{ id: number; name: string }>(
    await platform.handle.db.execute(sql`select c.id, c.name from companies c where c.country_key = 'ph'
      and exists (select 1 from jobs j where j.company_id = c.id and j.status = 'active' and not j.verified_only) order by c.id limit 6`),
  ).map((row) => ({ id: Number(row.id), name: row.name }));
  const [foreign] = rowsOf<{ id: number }>(await platform.handle.db.execute(sql`select id from companies where country_key = 'jp' order by id limit 1`));
  if (companies.length < 6 || !foreign) throw new Error('the seed has too few companies');
  otherSite = Number(foreign.id);
});
afterAll(async () => {
  await platform?.close();
});

const follow = (seeker: Seeker | null, body: unknown) => post(platform, '/company/followed-companies/create', body, { country: 'ph', headers: seeker?.headers ?? {} });
const unfollow = (seeker: Seeker | null, id: number | string) =>
  call(platform, `/company/${id}/followed-companies/delete`, { method: 'DELETE', country: 'ph', headers: seeker?.headers ?? {} });
const list = (seeker: Seeker | null) => call(platform, '/company/followed-companies', { country: 'ph', headers: seeker?.headers ?? {} });
const company = (i: number) => companies[i] as { id: number; name: string };

/** A job the company posts at `postedAt` (copied from its newest open job). */
async function postJob(companyId: number, postedAt: Date, title = 'Followed role'): Promise<number> {
  const [template] = rowsOf<{ id: number; recruiter_id: number }>(
    await platform.handle.db.execute(sql`select id, recruiter_id from jobs where company_id = ${companyId} and status = 'active' and not verified_only order by id limit 1`),
  );
  if (!template) throw new Error('no job to copy');
  const [id] = await platform.addJobs('ph', [
    { companyId, recruiterId: Number(template.recruiter_id), title, postedAt, expiresAt: new Date(postedAt.getTime() + 30 * 24 * hour), status: 'active', verifiedOnly: false },
  ]);
  return id as number;
}

async function followNotifications(userId: number) {
  return rowsOf<{ payload: Record<string, unknown> | string }>(
    await platform.handle.db.execute(sql`select payload from notifications where user_id = ${userId} and kind = 'job_alert' and payload ->> 'event' = 'followed_company' order by id`),
  ).map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
}

describe('followed company calls', () => {
  it('follows, lists and unfollows; following again changes nothing', async () => {
    const seeker = await createSeeker(platform);
    expect(followedCompanyListSchema.parse((await list(seeker)).data)).toEqual({ companies: [], max: maxFollowedCompanies });
    const first = await follow(seeker, { company_id: company(0).id });
    expect(first.status).toBe(201);
    expect(followedCompanySchema.parse(first.data)).toMatchObject({ company_id: company(0).id, company_name: company(0).name });
    expect((await follow(seeker, { company_id: company(0).id })).status).toBe(200);
    expect(followedCompanyListSchema.parse((await list(seeker)).data).companies.map((c) => c.company_id)).toEqual([company(0).id]);
    expect(await unfollow(seeker, company(0).id)).toMatchObject({ status: 200, data: { deleted: true } });
    expect(await unfollow(seeker, company(0).id)).toMatchObject({ status: 200, data: { deleted: false } });
    expect(followedCompanyListSchema.parse((await list(seeker)).data).companies).toEqual([]);
  });

  it('refuses malformed input with 422 naming the field, and a company of another site or none with 404', async () => {
    const seeker = await createSeeker(platform);
    for (const body of [{}, { company_id: 'abc' }, { company_id: -1 }, { company_id: 1.5 }, { company_id: 2 ** 40 }, 'not json', [], null]) {
      const answer = await follow(seeker, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const named = await follow(seeker, { company_id: 'abc' });
    expect(Object.keys(named.data.errors)).toEqual(['company_id']);
    expect(await follow(seeker, { company_id: otherSite })).toMatchObject({ status: 404, code: 40004 });
    expect(await follow(seeker, { company_id: 2_000_000_000 })).toMatchObject({ status: 404, code: 40004 });
    expect((await unfollow(seeker, 'abc')).status).toBe(404);
    expect((await unfollow(seeker, '99999999999999999999')).status).toBe(404);
    expect(followedCompanyListSchema.parse((await list(seeker)).data).companies).toEqual([]);
  });

  it('never touches another seeker’s follows', async () => {
    const owner = await createSeeker(platform);
    const intruder = await createSeeker(platform);
    expect((await follow(owner, { company_id: company(1).id })).status).toBe(201);
    expect(await unfollow(intruder, company(1).id)).toMatchObject({ status: 200, data: { deleted: false } });
    expect(followedCompanyListSchema.parse((await list(intruder)).data).companies).toEqual([]);
    expect(followedCompanyListSchema.parse((await list(owner)).data).companies.map((c) => c.company_id)).toEqual([company(1).id]);
  });

  it('is 401 without a signed-in session', async () => {
    expect(await list(null)).toMatchObject({ status: 401, code: 40003 });
    expect(await follow(null, { company_id: company(0).id })).toMatchObject({ status: 401, code: 40003 });
    expect(await unfollow(null, company(0).id)).toMatchObject({ status: 401, code: 40003 });
  });

  it('keeps at most the cap of follows per seeker, even when asked at once', async () => {
    const seeker = await createSeeker(platform);
    // The cap counts every follow, of any site: fill it to one short with other sites' companies.
    const asked = [0, 1, 2, 3].map((i) => company(i).id);
    const filler = rowsOf<{ id: number }>(
      await platform.handle.db.execute(sql`select id from companies where country_key <> 'ph' order by id limit ${maxFollowedCompanies - 1}`),
    ).map((row) => Number(row.id));
    if (filler.length < maxFollowedCompanies - 1) throw new Error('the seed has too few companies for the cap');
    await platform.handle.db.execute(sql`insert into company_follows (user_id, company_id)
      select ${seeker.id}, id from unnest(${`{${filler.join(',')}}`}::int[]) as id`);
    const answers = await Promise.all(asked.map((id) => follow(seeker, { company_id: id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    const refused = answers.find((a) => a.status === 422);
    expect(Object.keys(refused?.data.errors ?? {})).toEqual(['company_id']);
    const [held] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from company_follows where user_id = ${seeker.id}`));
    expect(Number(held?.n)).toBe(maxFollowedCompanies);
  });
});

describe('a followed company’s new jobs', () => {
  it('reach the follower as one notification per company and run, never twice, and never for jobs before the follow', async () => {
    const seeker = await createSeeker(platform);
    const before = await postJob(company(2).id, new Date(platform.now.getTime() - hour), 'Posted before the follow');
    expect((await follow(seeker, { company_id: company(2).id })).status).toBe(201);
    expect(await tellFollowers(platform.handle.db, platform.now)).toEqual([]);

    const one = await postJob(company(2).id, new Date(platform.now.getTime() + hour), 'Data analyst');
    const told = await tellFollowers(platform.handle.db, new Date(platform.now.getTime() + 2 * hour));
    expect(told).toContainEqual({ user_id: seeker.id, company_id: company(2).id, count: 1 });
    expect(await followNotifications(seeker.id)).toEqual([
      expect.objectContaining({ event: 'followed_company', company_id: company(2).id, company_name: company(2).name, job_id: one, job_title: 'Data analyst', count: 1 }),
    ]);
    expect(await tellFollowers(platform.handle.db, new Date(platform.now.getTime() + 3 * hour))).toEqual([]);
    expect(await followNotifications(seeker.id)).toHaveLength(1);

    await postJob(company(2).id, new Date(platform.now.getTime() + 4 * hour), 'Second');
    const third = await postJob(company(2).id, new Date(platform.now.getTime() + 5 * hour), 'Third');
    await tellFollowers(platform.handle.db, new Date(platform.now.getTime() + 6 * hour));
    const notes = await followNotifications(seeker.id);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({ count: 2, job_id: third, job_title: 'Third' });
    expect(notes.some((note) => note.job_id === before)).toBe(false);
  });

  it('stay silent for a blocked company, a follower who turned job-alert notifications off, and a job not yet posted', async () => {
    const blocker = await createSeeker(platform);
    const quiet = await createSeeker(platform);
    for (const seeker of [blocker, quiet]) expect((await follow(seeker, { company_id: company(3).id })).status).toBe(201);
    await platform.handle.db.execute(sql`insert into blocked_companies (user_id, company_id) values (${blocker.id}, ${company(3).id})`);
    await savePreferences(platform.handle.db, quiet.id, { job_alert: { app: false, email: true } }, platform.now);
    await postJob(company(3).id, new Date(platform.now.getTime() + 10 * hour), 'Later');
    await tellFollowers(platform.handle.db, new Date(platform.now.getTime() + hour));
    expect(await followNotifications(quiet.id)).toEqual([]);
    await tellFollowers(platform.handle.db, new Date(platform.now.getTime() + 11 * hour));
    expect(await followNotifications(blocker.id)).toEqual([]);
    expect(await followNotifications(quiet.id)).toEqual([]);
  });

  it('are listed in the follower’s job alert digest under their own heading, once', async () => {
    const seeker = await createSeeker(platform);
    const created = await post(platform, '/job/job-alerts/create', { query: 'zzqx-nothing-matches', frequency: 'daily' }, { country: 'ph', headers: seeker.headers });
    expect(created.status).toBe(201);
    expect((await follow(seeker, { company_id: company(4).id })).status).toBe(201);
    const job = await postJob(company(4).id, new Date(platform.now.getTime() + hour), 'Warehouse lead');
    const logger = createLogger('silent');
    const due = new Date(created.data.next_due_at as string);
    const run = (now: Date) => runDigests({ db: platform.handle.db, logger, mailer: platform.services.mailer, webOrigin: platform.services.webOrigin, now });
    await run(new Date(due.getTime() + 60_000));
    const [email] = rowsOf<{ email: string }>(await platform.handle.db.execute(sql`select email from users where id = ${seeker.id}`));
    const mails = rowsOf<{ subject: string; text: string; html: string }>(
      await platform.handle.db.execute(sql`select subject, text, html from outbox_messages where recipient = ${email?.email} order by id`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('New jobs from companies you follow');
    expect(mails[0]?.text).toContain('Warehouse lead');
    expect(mails[0]?.html).toContain(`-${job}`);
    const [digest] = rowsOf<{ job_ids: number[] | string }>(
      await platform.handle.db.execute(sql`select job_ids from job_alert_digests where alert_id = ${created.data.id} order by due_at`),
    );
    expect(String(digest?.job_ids)).toContain(String(job));
    // The next day's digest does not list it again.
    await run(new Date(due.getTime() + 24 * hour + 60_000));
    expect(
      rowsOf<{ id: number }>(await platform.handle.db.execute(sql`select id from outbox_messages where recipient = ${email?.email}`)),
    ).toHaveLength(1);
  });
});

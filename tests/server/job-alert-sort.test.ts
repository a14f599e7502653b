import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertCreateSchema, jobAlertListSchema, jobAlertSchema, jobAlertUpdateSchema } from '@/lib/schemas/job-alerts';
import { runDigests } from '@/server/alerts/digest';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker } from './applications-fixtures';

let platform: TestPlatform;
const logger = createLogger('silent');
const hour = 3_600_000;
const day = 86_400_000;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const create = (seeker: Seeker | null, body: unknown) => post(platform, '/job/job-alerts/create', body, { country: 'ph', headers: seeker?.headers ?? {} });
const update = (seeker: Seeker | null, id: number, body: unknown) =>
  call(platform, `/job/job-alerts/${id}/update`, {
    method: 'PUT',
    country: 'ph',
    headers: { ...(seeker?.headers ?? {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const list = (seeker: Seeker) => call(platform, '/job/jobs/job-alerts', { country: 'ph', headers: seeker.headers });

const emailOf = async (seeker: Seeker) =>
  (rowsOf<{ email: string }>(await platform.handle.db.execute(sql`select email from users where id = ${seeker.id}`))[0] as { email: string }).email;
const digestOf = async (seeker: Seeker) => {
  const rows = rowsOf<{ text: string }>(await platform.handle.db.execute(sql`select text from outbox_messages where recipient = ${await emailOf(seeker)} order by id`));
  expect(rows).toHaveLength(1);
  return (rows[0] as { text: string }).text;
};

describe('the order of an alert’s digest in the schema', () => {
  it('takes newest or fit, on creation and as a change; anything else names the field', () => {
    expect(jobAlertCreateSchema.safeParse({ query: 'Nurse', frequency: 'daily', sort: 'fit' }).success).toBe(true);
    expect(jobAlertCreateSchema.safeParse({ query: 'Nurse', frequency: 'daily' }).success).toBe(true);
    for (const sort of ['relevance', '', 1, null]) {
      const parsed = jobAlertCreateSchema.safeParse({ query: 'Nurse', frequency: 'daily', sort });
      expect(parsed.success, String(sort)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('sort');
    }
    expect(jobAlertUpdateSchema.safeParse({ sort: 'newest' }).success).toBe(true);
    expect(jobAlertUpdateSchema.safeParse({ sort: 'best' }).success).toBe(false);
  });
});

describe('job alert calls with an order', () => {
  it('keeps the order asked, newest by default, and changes it', async () => {
    const seeker = await createSeeker(platform);
    const byDefault = jobAlertSchema.parse((await create(seeker, { query: 'Welder', frequency: 'daily' })).data);
    expect(byDefault.sort).toBe('newest');
    const created = await create(seeker, { query: 'Baker', frequency: 'weekly', sort: 'fit' });
    expect(created.status).toBe(201);
    const byFit = jobAlertSchema.parse(created.data);
    expect(byFit).toMatchObject({ sort: 'fit', search: { query: 'Baker' } });
    expect(byFit.search).not.toHaveProperty('sort');
    expect((await update(seeker, byDefault.id, { sort: 'fit' })).data).toMatchObject({ sort: 'fit', frequency: 'daily' });
    expect((await update(seeker, byFit.id, { sort: 'newest' })).data).toMatchObject({ sort: 'newest', frequency: 'weekly' });
    const listed = jobAlertListSchema.parse((await list(seeker)).data).alerts;
    expect(Object.fromEntries(listed.map((alert) => [alert.id, alert.sort]))).toEqual({ [byDefault.id]: 'fit', [byFit.id]: 'newest' });
  });

  it('refuses an unknown order with 422 on sort, another seeker’s alert with 404, and no session with 401', async () => {
    const owner = await createSeeker(platform);
    const intruder = await createSeeker(platform);
    const answer = await create(owner, { query: 'Chef', frequency: 'daily', sort: 'salary' });
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(Object.keys(answer.data.errors)).toEqual(['sort']);
    const alert = jobAlertSchema.parse((await create(owner, { query: 'Chef', frequency: 'daily' })).data);
    expect(await update(owner, alert.id, { sort: 'oldest' })).toMatchObject({ status: 422, code: 40001 });
    expect(await update(intruder, alert.id, { sort: 'fit' })).toMatchObject({ status: 404, code: 40004 });
    expect(await update(null, alert.id, { sort: 'fit' })).toMatchObject({ status: 401, code: 40003 });
    expect(jobAlertListSchema.parse((await list(owner)).data).alerts).toEqual([expect.objectContaining({ id: alert.id, sort: 'newest' })]);
  });
});

describe('a digest sorted by fit', () => {
  const keyword = 'Zyntharion';

  it('lists the job that fits the seeker’s profile better first; sorted by newest it keeps newest first', async () => {
    const db = platform.handle.db;
    const expires = new Date(platform.now.getTime() + 60 * day);
    // Two seekers with the same skills; one asks for the best fit first, the other for the newest.
    const byFit = await createSeeker(platform);
    const byNewest = await createSeeker(platform);
    for (const seeker of [byFit, byNewest]) {
      await db.execute(sql`insert into user_skills (user_id, value, sort) values (${seeker.id}, 'Kubernetes', 0), (${seeker.id}, 'Terraform', 1), (${seeker.id}, 'Go', 2)`);
    }
    await create(byFit, { query: keyword, frequency: 'daily', sort: 'fit' });
    await create(byNewest, { query: keyword, frequency: 'daily' });
    // A is the newer job, B the one the profile fits (every skill it asks is held).
    const [fits] = await platform.addJobs('ph', [
      { title: `${keyword} platform engineer`, skills: ['Kubernetes', 'Terraform', 'Go'], postedAt: new Date(platform.now.getTime() + 2 * hour), expiresAt: expires },
    ]);
    const [newer] = await platform.addJobs('ph', [
      { title: `${keyword} florist`, skills: ['Floral design', 'Watercolour'], postedAt: new Date(platform.now.getTime() + 3 * hour), expiresAt: expires },
    ]);
    const outcome = await runDigests({ db, logger, mailer: platform.services.mailer, webOrigin: platform.services.webOrigin, now: new Date('2026-11-02T00:01:00Z') });
    expect(outcome.failed).toBe(0);

    const fitMail = await digestOf(byFit);
    expect(fitMail).toContain(`-${fits}`);
    expect(fitMail.indexOf(`-${fits}`)).toBeLessThan(fitMail.indexOf(`-${newer}`));
    expect(fitMail).toContain('best fit for your profile first');
    const newestMail = await digestOf(byNewest);
    expect(newestMail.indexOf(`-${newer}`)).toBeLessThan(newestMail.indexOf(`-${fits}`));
    expect(newestMail).not.toContain('best fit');
  });
});

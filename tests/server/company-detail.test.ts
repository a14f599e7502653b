import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetailSchema } from '@/lib/schemas/company';
import { jobSearchResultSchema } from '@/lib/schemas/job';
import { companySitemapResultSchema } from '@/lib/schemas/sitemap';
import { companies, jobs } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const openJobs = (companyId: number) =>
  and(eq(jobs.companyId, companyId), eq(jobs.status, 'active'), gt(jobs.expiresAt, platform.now));

/** The country's company with the most open jobs, so its jobs can be refined. */
async function busiestCompany(country: string) {
  const [row] = await platform.handle.db
    .select({ id: jobs.companyId, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.countryKey, country), eq(jobs.status, 'active'), gt(jobs.expiresAt, platform.now)))
    .groupBy(jobs.companyId)
    .orderBy(sql`count(*) desc`, asc(jobs.companyId))
    .limit(1);
  if (!row) throw new Error(`no open job in ${country}`);
  const [company] = await platform.handle.db.select().from(companies).where(eq(companies.id, row.id));
  if (!company) throw new Error('company row missing');
  return { company, openCount: row.n };
}

describe('GET /company/{id}', () => {
  it('answers the company of the request’s country with every stored fact and its open jobs counted', async () => {
    const { company, openCount } = await busiestCompany('ph');
    const answer = await call(platform, `/company/${company.id}`, { country: 'ph', language: 1 });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
    const detail = companyDetailSchema.parse(answer.data);
    expect(detail).toMatchObject({
      id: company.id,
      name: company.name,
      legal_name: company.legalName,
      description: company.description,
      website: company.website,
      founded_on: company.foundedOn,
      registered_capital: company.registeredCapital,
      registered_address: company.registeredAddress,
      ceo: company.ceo,
      culture: company.culture,
      benefits: company.benefits,
      photos: company.photos,
      is_verified: company.verificationStatus === 'verified',
      verification_status: company.verificationStatus,
      active_jobs_count: openCount,
    });
    expect(detail.registration.business_registration_number).toBe(company.businessRegistrationNumber);
    expect(detail.registration.tax_id).toBe(company.taxId);
    expect(detail.industry.id).toBe(company.industryId);
    expect(detail.industry.value).not.toBe('');
    expect(detail.company_size.value).toMatch(/employees/);
    expect(detail.location?.id).toBe(company.locationId);
  });

  it('localises the reference items into the request’s language', async () => {
    const { company } = await busiestCompany('ph');
    const english = companyDetailSchema.parse((await call(platform, `/company/${company.id}`, { country: 'ph', language: 1 })).data);
    const japanese = companyDetailSchema.parse((await call(platform, `/company/${company.id}`, { country: 'ph', language: 4 })).data);
    expect(japanese.industry.id).toBe(english.industry.id);
    expect(japanese.industry.value).not.toBe(english.industry.value);
    expect(japanese.company_size.value).toMatch(/名/);
    // What the company wrote itself stays as written.
    expect(japanese.description).toBe(english.description);
  });

  it('labels funding rounds and gives listed companies their IPO', async () => {
    const db = platform.handle.db;
    const [startup] = await db.select().from(companies).where(isNotNull(companies.fundingRounds)).orderBy(asc(companies.id)).limit(1);
    const [listed] = await db.select().from(companies).where(isNotNull(companies.ipo)).orderBy(asc(companies.id)).limit(1);
    if (!startup || !listed) throw new Error('the seed has no startup or no listed company');
    const rounds = companyDetailSchema.parse(
      (await call(platform, `/company/${startup.id}`, { country: startup.countryKey, language: 3 })).data,
    ).funding_rounds;
    expect(rounds.map((r) => r.round)).toEqual((startup.fundingRounds ?? []).map((r) => r.round));
    expect(rounds.every((r) => /輪|天使|種子/.test(r.value))).toBe(true);
    const detail = companyDetailSchema.parse((await call(platform, `/company/${listed.id}`, { country: listed.countryKey, language: 1 })).data);
    expect(detail.ipo).toEqual({ exchange: listed.ipo?.exchange, symbol: listed.ipo?.symbol, listed_on: listed.ipo?.listedOn });
    expect(detail.financing_stage).toMatchObject({ key: 'listed', value: 'Publicly listed' });
  });

  it('is 404 40004 for another country’s company, an unknown id and an id no database holds; no route for a non-number', async () => {
    const { company } = await busiestCompany('sg');
    for (const path of [`/company/${company.id}`, '/company/99999999', '/company/99999999999', '/company/abc', '/company/12x']) {
      const answer = await call(platform, path, { country: 'ph' });
      expect(answer.status, path).toBe(404);
      expect(answer.code, path).toBe(40004);
    }
    expect((await call(platform, `/company/${company.id}`, { country: 'sg' })).status).toBe(200);
  });
});

describe('a company’s jobs through GET /job/search?company_ids', () => {
  it('lists exactly its open jobs, and refines them by main function', async () => {
    const { company, openCount } = await busiestCompany('ph');
    const all = jobSearchResultSchema.parse(
      (await call(platform, `/job/search?company_ids=${company.id}&size=100`, { country: 'ph', language: 1 })).data,
    );
    expect(all.total_num).toBe(openCount);
    expect(all.jobs.every((job) => job.company.id === company.id)).toBe(true);
    const counts = Object.entries(all.facets?.main_functions ?? {});
    expect(counts.length).toBeGreaterThan(0);
    const [mainFunction, n] = counts[0] as [string, number];
    const refined = jobSearchResultSchema.parse(
      (await call(platform, `/job/search?company_ids=${company.id}&main_functions=${mainFunction}`, { country: 'ph', language: 1 })).data,
    );
    expect(refined.total_num).toBe(n);
    expect(refined.jobs.every((job) => job.company.id === company.id)).toBe(true);
  });
});

describe('GET /company/sitemap', () => {
  it('lists the country’s companies with an open job, oldest id first, with their newest job change', async () => {
    const answer = await call(platform, '/company/sitemap', { country: 'ph' });
    expect(answer.status).toBe(200);
    const result = companySitemapResultSchema.parse(answer.data);
    const db = platform.handle.db;
    const expected = await db
      .select({ id: jobs.companyId })
      .from(jobs)
      .where(and(eq(jobs.countryKey, 'ph'), eq(jobs.status, 'active'), gt(jobs.expiresAt, platform.now)))
      .groupBy(jobs.companyId)
      .orderBy(asc(jobs.companyId));
    expect(result.companies.map((c) => c.id)).toEqual(expected.map((r) => r.id));
    expect(result).toMatchObject({ page: 1, total_num: expected.length, total_pages: 1 });
    const first = result.companies[0];
    if (!first) throw new Error('no company listed');
    const times = await db.select({ updatedAt: jobs.updatedAt, postedAt: jobs.postedAt }).from(jobs).where(openJobs(first.id));
    const newest = Math.max(...times.flatMap((t) => [t.updatedAt.getTime(), t.postedAt.getTime()]));
    expect(Date.parse(first.updated_at)).toBe(newest);
    const [company] = await db.select().from(companies).where(eq(companies.id, first.id));
    expect(first.name).toBe(company?.name);
  });

  it('follows a company’s jobs: a newer job moves its lastmod, and no open job takes it off', async () => {
    const before = companySitemapResultSchema.parse((await call(platform, '/company/sitemap', { country: 'ph' })).data);
    const [target, other] = before.companies;
    if (!target || !other) throw new Error('need two companies');
    const later = new Date(platform.now.getTime() - 60_000);
    await platform.addJobs('ph', [{ companyId: target.id, postedAt: later, updatedAt: later, status: 'active' }]);
    await platform.handle.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.companyId, other.id));
    const after = companySitemapResultSchema.parse((await call(platform, '/company/sitemap', { country: 'ph' })).data);
    expect(after.companies.find((c) => c.id === target.id)?.updated_at).toBe(later.toISOString());
    expect(after.companies.some((c) => c.id === other.id)).toBe(false);
    expect(after.total_num).toBe(before.total_num - 1);
  });

  it('says when the companies list last changed: a company added, a job posted or updated, a job expired; not another country’s', async () => {
    const db = platform.handle.db;
    const changedAt = async (country = 'ph') =>
      companySitemapResultSchema.parse((await call(platform, '/company/sitemap', { country })).data).companies_changed_at;
    // The newest of the country's company creations, job postings and updates, and expiries so far.
    const ph = await db.select().from(jobs).where(eq(jobs.countryKey, 'ph'));
    const phCompanies = await db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.countryKey, 'ph'));
    const newest = Math.max(
      ...phCompanies.map((c) => c.createdAt.getTime()),
      ...ph.flatMap((j) => [j.updatedAt.getTime(), j.postedAt.getTime()]),
      ...ph.filter((j) => j.expiresAt.getTime() <= platform.now.getTime()).map((j) => j.expiresAt.getTime()),
    );
    expect(Date.parse((await changedAt()) ?? '')).toBe(newest);

    // A job updated after that moves it.
    const updated = new Date(Math.max(newest, platform.now.getTime() - 120_000) + 1000);
    const [job] = ph;
    if (!job) throw new Error('no job in ph');
    await db.update(jobs).set({ updatedAt: updated }).where(eq(jobs.id, job.id));
    expect(await changedAt()).toBe(updated.toISOString());
    // A job that expired since (its open-job count dropped) moves it, though nobody touched the job.
    const expired = new Date(updated.getTime() + 1000);
    await db.update(jobs).set({ expiresAt: expired }).where(eq(jobs.id, job.id));
    expect(expired.getTime()).toBeLessThanOrEqual(platform.now.getTime());
    expect(await changedAt()).toBe(expired.toISOString());
    // An expiry still to come does not: the list has not changed yet.
    await db.update(jobs).set({ expiresAt: new Date(platform.now.getTime() + 86_400_000) }).where(eq(jobs.id, job.id));
    expect(await changedAt()).toBe(updated.toISOString());
    // A change in another country leaves this one's alone.
    const [sgJob] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.countryKey, 'sg')).limit(1);
    if (!sgJob) throw new Error('no job in sg');
    // (at the clock's very instant: nothing seeded is newer)
    const later = platform.now;
    await db.update(jobs).set({ updatedAt: later }).where(eq(jobs.id, sgJob.id));
    expect(await changedAt()).toBe(updated.toISOString());
    expect(await changedAt('sg')).toBe(later.toISOString());
  });

  it('answers an empty page past the end and 422 for a bad page', async () => {
    const past = companySitemapResultSchema.parse((await call(platform, '/company/sitemap?page=2', { country: 'ph' })).data);
    expect(past.companies).toEqual([]);
    const bad = await call(platform, '/company/sitemap?page=0', { country: 'ph' });
    expect(bad.status).toBe(422);
    expect(bad.code).toBe(40001);
    expect(Object.keys(bad.data.errors)).toEqual(['page']);
  });
});

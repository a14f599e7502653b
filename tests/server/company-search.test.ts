import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyListResultSchema, companySearchResultSchema } from '@/lib/schemas/company';
import { companies, jobs } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function search(path: string, init: { country?: string; language?: number } = {}) {
  const answer = await call(platform, path, { country: init.country ?? 'ph', language: init.language ?? 1 });
  expect(answer.status).toBe(200);
  return companySearchResultSchema.parse(answer.data);
}

const countryCompanies = (country: string) =>
  platform.handle.db.select().from(companies).where(eq(companies.countryKey, country)).orderBy(asc(companies.id));

async function openCounts(country: string): Promise<Map<number, number>> {
  const rows = await platform.handle.db
    .select({ id: jobs.companyId, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.countryKey, country), eq(jobs.status, 'active'), gt(jobs.expiresAt, platform.now)))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

describe('GET /company/search', () => {
  it('lists every company of the request’s country, most open jobs first, with true counts', async () => {
    const all = await countryCompanies('ph');
    const counts = await openCounts('ph');
    const result = await search(`/company/search?size=50`);
    expect(result.total_num).toBe(all.length);
    expect(result.sort).toBe('open_jobs');
    expect(result.companies.length).toBe(Math.min(50, all.length));
    const ids = new Set(all.map((c) => c.id));
    for (const card of result.companies) {
      expect(ids.has(card.id)).toBe(true);
      expect(card.active_jobs_count).toBe(counts.get(card.id) ?? 0);
      expect(card.industry.value).not.toBe('');
    }
    const shown = result.companies.map((c) => c.active_jobs_count);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // Another country's companies are not this site's.
    const japan = await search('/company/search?size=50', { country: 'jp' });
    expect(japan.companies.some((c) => ids.has(c.id))).toBe(false);
  });

  it('finds a company by part of its name and by its legal name, and tolerates a typo', async () => {
    const [company] = await countryCompanies('ph');
    if (!company) throw new Error('no company');
    const word = company.name.split(' ')[0] ?? company.name;
    const byName = await search(`/company/search?query=${encodeURIComponent(word)}`);
    expect(byName.sort).toBe('relevance');
    expect(byName.companies.map((c) => c.id)).toContain(company.id);
    for (const card of byName.companies.slice(0, 3)) expect(card.name.length).toBeGreaterThan(0);
    if (company.legalName && company.legalName !== company.name) {
      const legal = await search(`/company/search?query=${encodeURIComponent(company.legalName)}`);
      expect(legal.companies.map((c) => c.id)).toContain(company.id);
    }
    const typo = `${company.name.slice(0, -1)}x`;
    const typoResult = await search(`/company/search?query=${encodeURIComponent(typo)}&size=50`);
    expect(typoResult.companies.map((c) => c.id)).toContain(company.id);
    const none = await search('/company/search?query=zzqqxxjjvvkk');
    expect(none).toMatchObject({ companies: [], total_num: 0, total_pages: 0 });
  });

  it('refines by industry, size, financing stage, location and verification, each one exact', async () => {
    const all = await countryCompanies('ph');
    const sample = all.find((c) => c.financingStageId !== null && c.locationId !== null);
    if (!sample) throw new Error('no company with a stage and a location');
    const expected = all.filter(
      (c) =>
        c.industryId === sample.industryId &&
        c.companySizeId === sample.companySizeId &&
        c.financingStageId === sample.financingStageId &&
        c.locationId === sample.locationId,
    );
    const result = await search(
      `/company/search?size=50&industry_ids=${sample.industryId}&company_size_ids=${sample.companySizeId}` +
        `&financing_stage_ids=${sample.financingStageId}&location_ids=${sample.locationId}`,
    );
    expect(result.companies.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    const verified = await search('/company/search?size=50&is_verified=1');
    expect(verified.total_num).toBe(all.filter((c) => c.verificationStatus === 'verified').length);
    expect(verified.companies.every((c) => c.is_verified)).toBe(true);
    const unverified = await search('/company/search?size=50&is_verified=0');
    expect(unverified.companies.every((c) => !c.is_verified)).toBe(true);
    // Industry counts leave the industry filter out, so every industry stays choosable.
    const byIndustry = await search(`/company/search?industry_ids=${sample.industryId}`);
    const counted = byIndustry.industry_counts.reduce((sum, row) => sum + row.count, 0);
    expect(counted).toBe(all.length);
    expect(byIndustry.industry_counts.find((row) => row.id === sample.industryId)?.count).toBe(
      all.filter((c) => c.industryId === sample.industryId).length,
    );
  });

  it('sorts by name and by newest, and pages without overlap or gaps', async () => {
    const all = await countryCompanies('ph');
    const byName = await search('/company/search?sort=name&size=50');
    const names = byName.companies.map((c) => c.name);
    const sorted = await platform.handle.db.execute(
      sql`select name from companies where country_key = 'ph' order by name, id limit 50`,
    );
    expect(names).toEqual((sorted as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
    const newest = await search('/company/search?sort=newest&size=5');
    const newestIds = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, 5);
    expect(newest.companies.map((c) => c.id)).toEqual(newestIds.map((c) => c.id));

    const first = await search('/company/search?sort=name&size=7&page=1');
    const second = await search('/company/search?sort=name&size=7&page=2');
    expect(first.total_pages).toBe(Math.ceil(all.length / 7));
    expect([...first.companies, ...second.companies].map((c) => c.id)).toEqual(byName.companies.slice(0, 14).map((c) => c.id));
    const past = await search(`/company/search?size=7&page=${first.total_pages + 1}`);
    expect(past).toMatchObject({ companies: [], total_num: all.length, page: first.total_pages + 1 });
  });

  it('localises the reference items', async () => {
    const english = await search('/company/search?sort=name&size=3');
    const japanese = await search('/company/search?sort=name&size=3', { language: 4 });
    expect(japanese.companies.map((c) => c.id)).toEqual(english.companies.map((c) => c.id));
    expect(japanese.companies[0]?.industry.value).not.toBe(english.companies[0]?.industry.value);
  });

  it('refuses malformed parameters with 422 and 40001, naming each one', async () => {
    const answer = await call(
      platform,
      '/company/search?industry_ids=1,x&company_size_ids=0&financing_stage_ids=-2&location_ids=abc&is_verified=maybe&sort=best&page=0&size=51',
      { country: 'ph' },
    );
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(Object.keys(answer.data.errors).sort()).toEqual(
      ['company_size_ids', 'financing_stage_ids', 'industry_ids', 'is_verified', 'location_ids', 'page', 'size', 'sort'].sort(),
    );
    expect(answer.data.errors.sort[0]).toMatch(/relevance, open_jobs, name, newest/);
    const deep = await call(platform, '/company/search?page=501', { country: 'ph' });
    expect(deep.status).toBe(422);
    expect(deep.data.errors.page[0]).toMatch(/1 to 500/);
    const long = await call(platform, `/company/search?query=${'a'.repeat(101)}`, { country: 'ph' });
    expect(long.status).toBe(422);
    expect(Object.keys(long.data.errors)).toEqual(['query']);
  });

  it('needs no session and reads blank parameters as absent', async () => {
    const result = await search('/company/search?query=&industry_ids=&sort=&page=');
    expect(result.page).toBe(1);
    expect(result.sort).toBe('open_jobs');
  });
});

describe('GET /company/featured-companies', () => {
  it('lists verified companies hiring now, most open jobs first', async () => {
    const counts = await openCounts('ph');
    const answer = await call(platform, '/company/featured-companies?size=5', { country: 'ph' });
    expect(answer.status).toBe(200);
    const { companies: featured } = companyListResultSchema.parse(answer.data);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(5);
    for (const card of featured) {
      expect(card.is_verified).toBe(true);
      expect(card.active_jobs_count).toBe(counts.get(card.id));
    }
    const shown = featured.map((c) => c.active_jobs_count);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const bad = await call(platform, '/company/featured-companies?size=21', { country: 'ph' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['size']);
  });
});

describe('GET /company/{id}/similar-companies', () => {
  it('lists other companies of the same country, those of the same industry first', async () => {
    const all = await countryCompanies('ph');
    const company = all.find((c) => all.filter((o) => o.industryId === c.industryId).length >= 2);
    if (!company) throw new Error('no industry with two companies');
    const answer = await call(platform, `/company/${company.id}/similar-companies?size=10`, { country: 'ph' });
    expect(answer.status).toBe(200);
    const { companies: similar } = companyListResultSchema.parse(answer.data);
    const peers = all.filter((o) => o.industryId === company.industryId && o.id !== company.id);
    expect(similar.length).toBe(Math.min(10, all.length - 1));
    // The same industry's companies lead, then others; never the company itself or another country's.
    const sameIndustry = similar.map((card) => card.industry.id === company.industryId);
    expect(sameIndustry).toEqual([...Array(Math.min(10, peers.length)).fill(true), ...Array(similar.length - Math.min(10, peers.length)).fill(false)]);
    const ids = new Set(all.map((c) => c.id));
    for (const card of similar) {
      expect(card.id).not.toBe(company.id);
      expect(ids.has(card.id)).toBe(true);
    }
  });

  it('is 404 for another country’s company or an unknown id, 422 for a bad size', async () => {
    const [japanese] = await countryCompanies('jp');
    if (!japanese) throw new Error('no company in jp');
    const other = await call(platform, `/company/${japanese.id}/similar-companies`, { country: 'ph' });
    expect(other.status).toBe(404);
    const unknown = await call(platform, '/company/2147483000/similar-companies', { country: 'ph' });
    expect(unknown.status).toBe(404);
    const [own] = await countryCompanies('ph');
    const bad = await call(platform, `/company/${own?.id}/similar-companies?size=abc`, { country: 'ph' });
    expect(bad.status).toBe(422);
  });
});

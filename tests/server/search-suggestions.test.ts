import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedSuggestionResultSchema, companySuggestionResultSchema } from '@/lib/schemas/company';
import { jobTitleListsResultSchema } from '@/lib/schemas/config';
import { hotJobTitlesResultSchema } from '@/lib/schemas/recommend';
import { companies } from '@/server/db/schema';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function firstCompany(country: string) {
  const [company] = await platform.handle.db
    .select()
    .from(companies)
    .where(eq(companies.countryKey, country))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!company) throw new Error(`no company in ${country}`);
  return company;
}

describe('GET /config/search/job-title-lists', () => {
  it('finds taxonomy titles by any language’s label and answers under data.data.job_titles in the request language', async () => {
    const english = await call(platform, '/config/search/job-title-lists?query=software&size=5', { country: 'ph', language: 1 });
    expect(english.status).toBe(200);
    const titles = jobTitleListsResultSchema.parse(english.data).data.job_titles;
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(5);
    expect(titles.map((t) => t.value)).toContain('Software Engineer');
    const fromJapanese = await call(platform, `/config/search/job-title-lists?query=${encodeURIComponent('ソフトウェアエンジニア')}`, { country: 'ph', language: 1 });
    expect(fromJapanese.data.data.job_titles.map((t: { value: string }) => t.value)).toContain('Software Engineer');
    const inJapanese = await call(platform, '/config/search/job-title-lists?query=software%20engineer', { country: 'jp', language: 4 });
    expect(inJapanese.data.data.job_titles[0]).toMatchObject({ id: 211, value: 'ソフトウェアエンジニア', key: 'software-engineer-211' });
  });

  it('answers an empty list for a blank query and 422 for a bad size', async () => {
    expect((await call(platform, '/config/search/job-title-lists?query=', { country: 'ph' })).data).toEqual({ data: { job_titles: [] } });
    const bad = await call(platform, '/config/search/job-title-lists?query=a&size=0', { country: 'ph' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['size']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await call(platform, '/config/search/job-title-lists?query=%25', { country: 'ph' })).data.data.job_titles).toEqual([]);
  });
});

describe('GET /company/search-suggestion and /company/combined_search_suggestion', () => {
  it('suggests the country’s companies by a part of the name, the name’s start first', async () => {
    const company = await firstCompany('sg');
    const start = company.name.slice(0, 5);
    const answer = await call(platform, `/company/search-suggestion?query=${encodeURIComponent(start)}`, { country: 'sg' });
    expect(answer.status).toBe(200);
    const { companies: found } = companySuggestionResultSchema.parse(answer.data);
    expect(found.map((c) => c.id)).toContain(company.id);
    expect(found[0]?.name.toLowerCase().startsWith(start.toLowerCase())).toBe(true);
    const elsewhere = await call(platform, `/company/search-suggestion?query=${encodeURIComponent(company.name)}`, { country: 'ph' });
    expect(elsewhere.data.companies.map((c: { id: number }) => c.id)).not.toContain(company.id);
  });

  it('finds Japanese company names on jp', async () => {
    const [local] = await platform.handle.db
      .select()
      .from(companies)
      .where(and(eq(companies.countryKey, 'jp')))
      .orderBy(asc(companies.id));
    const japanese = (await platform.handle.db.select().from(companies).where(eq(companies.countryKey, 'jp'))).find((c) =>
      /[\u30a0-\u30ff\u4e00-\u9fff]{2,}/u.test(c.name),
    );
    expect(japanese ?? local).toBeDefined();
    const part = (japanese ?? local)?.name.match(/[\u30a0-\u30ff\u4e00-\u9fff]{2,}/u)?.[0] ?? (japanese ?? local)?.name ?? '';
    const answer = await call(platform, `/company/search-suggestion?query=${encodeURIComponent(part)}&size=20`, { country: 'jp' });
    expect(answer.data.companies.map((c: { id: number }) => c.id)).toContain((japanese ?? local)?.id);
  });

  it('combines companies and job titles, and answers empty lists for a blank query', async () => {
    const answer = await call(platform, '/company/combined_search_suggestion?query=engineer', { country: 'us' });
    const result = combinedSuggestionResultSchema.parse(answer.data);
    expect(result.job_titles.length).toBeGreaterThan(0);
    expect(result.job_titles.every((t) => /engineer/i.test(t.value))).toBe(true);
    expect((await call(platform, '/company/combined_search_suggestion?query=%20', { country: 'us' })).data).toEqual({ companies: [], job_titles: [] });
  });

  it('never suggests a search that finds nothing: every title and company it offers finds jobs', async () => {
    for (const [country, language, query] of [['ph', 1, 'man'], ['jp', 4, 'エンジニア'], ['ae', 10, 'مدير'], ['tr', 9, 'a']] as const) {
      const answer = await call(platform, `/company/combined_search_suggestion?size=10&query=${encodeURIComponent(query)}`, { country, language });
      const result = combinedSuggestionResultSchema.parse(answer.data);
      expect(result.job_titles.length + result.companies.length, `${country} ${query}`).toBeGreaterThan(0);
      for (const keyword of [...result.job_titles.map((t) => t.value), ...result.companies.map((c) => c.name)]) {
        const found = await call(platform, `/job/search?size=1&facets=0&query=${encodeURIComponent(keyword)}`, { country, language });
        expect(found.data.total_num, `${country}: ${keyword}`).toBeGreaterThan(0);
      }
    }
    // Without a country's jobs to back it, the title list of the profile forms still has every title.
    const all = await call(platform, '/config/search/job-title-lists?query=engineer&size=20', { country: 'ph', language: 1 });
    const offered = await call(platform, '/company/combined_search_suggestion?query=engineer&size=20', { country: 'ph', language: 1 });
    expect(all.data.data.job_titles.length).toBeGreaterThan(offered.data.job_titles.length);
  });
});

describe('GET /recommend/hot-job-titles', () => {
  it('falls back to the titles with most open jobs while nobody has searched', async () => {
    const answer = await call(platform, '/recommend/hot-job-titles?size=3', { country: 'gb' });
    const result = hotJobTitlesResultSchema.parse(answer.data);
    expect(result.source).toBe('active_jobs');
    expect(result.hot_job_titles.length).toBeGreaterThan(0);
    const counts = result.hot_job_titles.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  // Searches list only once many people made them over days (tests/server/hot-searches.test.ts,
  // docs/decisions/0064); a few searches, like these, leave the titles of the open jobs.
  it('keeps the titles of the open jobs for a few searches', async () => {
    const before = hotJobTitlesResultSchema.parse((await call(platform, '/recommend/hot-job-titles', { country: 'ng', language: 1 })).data);
    for (const query of ['Nurse', 'nurse ', 'NURSE', 'driver']) {
      await post(platform, '/job/metrics/job-hot-search', { device: 'web', query }, { country: 'ng', headers: { 'X-Forwarded-For': '203.0.113.8' } });
    }
    await post(platform, '/job/metrics/job-hot-search', { device: 'web', job_title_id: 211 }, { country: 'ng', language: 1 });
    const result = hotJobTitlesResultSchema.parse((await call(platform, '/recommend/hot-job-titles', { country: 'ng', language: 1 })).data);
    expect(result).toEqual(before);
    expect(result.source).toBe('active_jobs');
  });
});

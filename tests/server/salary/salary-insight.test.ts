import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '@/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { minSalarySample, recentSalaryDays, salaryInsightSchema, salaryPagesSchema } from '@/lib/schemas/salary-insight';
import { rowsOf } from '@/server/db/rows';
import { percentile } from '@/server/salary/insight';
import { call, startTestPlatform, type TestPlatform } from '../../support/platform';
import { dayjs } from '@/lib/dayjs';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  // The test seed has a few dozen jobs a country, too few for any title to pass the thin mark:
  // the largest title of each country gets copies of one of its jobs with other pay, hourly to
  // yearly, one closed lately and one closed long ago (which must not count).
  for (const country of ['ph', 'jp', 'us']) {
    const [top] = await groups(country);
    if (!top) throw new Error(`no jobs in ${country}`);
    const [job] = await platform.handle.db.select().from(jobs).where(and(eq(jobs.countryKey, country), eq(jobs.functionTitleId, top.title_id))).limit(1);
    if (!job) throw new Error('no job');
    const { id: _id, monthlySalaryFrom: _a, monthlySalaryTo: _b, rankVector: _c, ...copy } = job;
    const variants = [
      { salaryType: 'monthly', salaryFrom: 21_000, salaryTo: 30_000 },
      { salaryType: 'monthly', salaryFrom: 45_000, salaryTo: null },
      { salaryType: 'annually', salaryFrom: 300_000, salaryTo: 420_000 },
      { salaryType: 'hourly', salaryFrom: 150, salaryTo: 210 },
      { salaryType: 'daily', salaryFrom: 1_200, salaryTo: 1_500 },
      { salaryType: 'monthly', salaryFrom: 60_000, salaryTo: 90_000, status: 'closed', postedAt: dayjs.utc(platform.now).subtract(30, 'day').toDate() },
      { salaryType: 'monthly', salaryFrom: 900_000, salaryTo: 990_000, status: 'closed', postedAt: dayjs.utc(platform.now).subtract(400, 'day').toDate() },
      { salaryType: 'negotiable', salaryFrom: null, salaryTo: null },
    ];
    await platform.handle.db.insert(jobs).values(variants.map((variant) => ({ ...copy, currency: countryByKey(country as 'ph').currency, ...variant })));
  }
});
afterAll(async () => {
  await platform?.close();
});

/**
 * The figures straight from the seed, written apart from the platform's code: PostgreSQL's own
 * percentile_cont over each counted job's middle of range per month (or per year).
 */
async function direct(countryKey: string, titleId: number, locationId: number | null) {
  const country = countryByKey(countryKey as 'ph');
  const since = new Date(platform.now.getTime() - recentSalaryDays * 86_400_000).toISOString();
  const [row] = rowsOf<{ n: number; yearly: number; m50: number | null; m25: number | null; m75: number | null }>(
    await platform.handle.db.execute(sql`
      with v as (
        select salary_type,
          (case salary_type when 'monthly' then 1.0 when 'annually' then 1.0 / 12 when 'daily' then 22.0 when 'hourly' then 173.0 end)
            * (coalesce(salary_from, salary_to) + coalesce(salary_to, salary_from)) / 2.0 as monthly
        from jobs
        where country_key = ${countryKey} and currency = ${country.currency} and not verified_only and function_title_id = ${titleId}
          and salary_type in ('hourly', 'daily', 'monthly', 'annually') and coalesce(salary_from, salary_to) is not null
          and (status = 'active' or (status <> 'deleted' and posted_at > ${since}::timestamptz))
          and posted_at <= ${platform.now.toISOString()}::timestamptz
          ${locationId === null ? sql`` : sql`and location_id = ${locationId}`}
      )
      select count(*)::int as n, count(*) filter (where salary_type = 'annually')::int as yearly,
        percentile_cont(0.5) within group (order by monthly) as m50,
        percentile_cont(0.25) within group (order by monthly) as m25,
        percentile_cont(0.75) within group (order by monthly) as m75
      from v`),
  );
  if (!row) throw new Error('no answer');
  const factor = row.yearly * 2 > row.n ? 12 : 1;
  return { count: Number(row.n), period: factor === 12 ? 'annually' : 'monthly', median: Number(row.m50) * factor, p25: Number(row.m25) * factor, p75: Number(row.m75) * factor };
}

async function groups(countryKey: string) {
  return rowsOf<{ title_id: number; location_id: number | null; n: number }>(
    await platform.handle.db.execute(sql`select function_title_id as title_id, location_id, count(*)::int as n from jobs
      where country_key = ${countryKey} and salary_type in ('monthly', 'annually', 'daily', 'hourly') and status = 'active'
      group by grouping sets ((function_title_id, location_id), (function_title_id)) order by n desc, title_id`),
  );
}

describe('GET /job/salary-insight', () => {
  it('agrees with a direct computation over the seed, for titles in the country and in a city', async () => {
    let checked = 0;
    for (const country of ['ph', 'jp', 'us']) {
      const all = await groups(country);
      for (const group of all.slice(0, 6)) {
        const path = `/job/salary-insight?function_title_id=${group.title_id}${group.location_id ? `&location_id=${group.location_id}` : ''}`;
        const answer = await call(platform, path, { country });
        expect(answer.status, path).toBe(200);
        const insight = salaryInsightSchema.parse(answer.data);
        const expected = await direct(country, group.title_id, group.location_id);
        expect(insight.count).toBe(expected.count);
        expect(insight.period).toBe(expected.period);
        expect(insight.currency).toBe(countryByKey(country as 'ph').currency);
        if (expected.count >= minSalarySample) {
          expect(insight.thin).toBe(false);
          // Rounded to whole units of the currency.
          expect(Math.abs((insight.median ?? 0) - expected.median)).toBeLessThanOrEqual(0.5);
          expect(Math.abs((insight.p25 ?? 0) - expected.p25)).toBeLessThanOrEqual(0.5);
          expect(Math.abs((insight.p75 ?? 0) - expected.p75)).toBeLessThanOrEqual(0.5);
          checked += 1;
        } else {
          expect(insight).toMatchObject({ thin: true, median: null, p25: null, p75: null });
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('never gives a figure for thin data', async () => {
    const thin = (await groups('ph')).filter((group) => group.n < minSalarySample && group.location_id !== null).slice(0, 3);
    expect(thin.length).toBeGreaterThan(0);
    for (const group of thin) {
      const answer = await call(platform, `/job/salary-insight?function_title_id=${group.title_id}&location_id=${group.location_id}`, { country: 'ph' });
      const insight = salaryInsightSchema.parse(answer.data);
      expect(insight).toMatchObject({ thin: true, median: null, p25: null, p75: null });
      expect(insight.count).toBeLessThan(minSalarySample);
    }
  });

  it('finds the title and place by their SEO names, in the request’s language', async () => {
    const [group] = (await groups('ph')).filter((g) => g.location_id !== null);
    if (!group) throw new Error('no group');
    const [names] = rowsOf<{ title: string; place: string }>(
      await platform.handle.db.execute(sql`select f.seo_value as title, l.seo_value as place from job_functions f, locations l
        where f.id = ${group.title_id} and l.id = ${group.location_id}`),
    );
    const byId = salaryInsightSchema.parse((await call(platform, `/job/salary-insight?function_title_id=${group.title_id}&location_id=${group.location_id}`, { country: 'ph', language: 'ja-jp' })).data);
    const bySeo = salaryInsightSchema.parse((await call(platform, `/job/salary-insight?title=${names?.title}&location=${names?.place}`, { country: 'ph', language: 'ja-jp' })).data);
    expect(bySeo).toEqual(byId);
    expect(bySeo.title.seo_value).toBe(names?.title);
  });

  it('answers 404 for a title or place the site does not have, and 422 for a malformed one', async () => {
    expect((await call(platform, '/job/salary-insight?title=no-such-title', { country: 'ph' })).status).toBe(404);
    const [group] = await groups('ph');
    expect((await call(platform, `/job/salary-insight?function_title_id=${group?.title_id}&location=tokyo`, { country: 'ph' })).status).toBe(404);
    for (const query of ['', '?title=', '?title=%3Cscript%3E', '?function_title_id=abc', `?title=${'a'.repeat(200)}`, '?location=manila']) {
      expect((await call(platform, `/job/salary-insight${query}`, { country: 'ph' })).status, query).toBe(422);
    }
  });
});

describe('GET /job/salary-insight/pages', () => {
  it('lists only pages with enough salaries, each one agreeing with its insight', async () => {
    const answer = await call(platform, '/job/salary-insight/pages', { country: 'ph' });
    const { pages } = salaryPagesSchema.parse(answer.data);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages.slice(0, 5)) {
      expect(page.count).toBeGreaterThanOrEqual(minSalarySample);
      const insight = salaryInsightSchema.parse(
        (await call(platform, `/job/salary-insight?title=${page.title}${page.location ? `&location=${page.location}` : ''}`, { country: 'ph' })).data,
      );
      expect(insight.count).toBe(page.count);
      expect(insight.thin).toBe(false);
    }
  });
});

describe('percentile', () => {
  it('interpolates like percentile_cont', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10], 0.25)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5], 0.25)).toBe(2);
  });
});

import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, countryKeys } from '../../lib/countries';
import { languageCodes } from '../../lib/languages';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { companies, jobFunctions, jobs, locations, recruiters, refItems, regions } from '../../server/db/schema';
import { isSeeded, resetDatabase, seedDatabase } from '../../server/seed/index';
import { dayjs } from '@/lib/dayjs';

const now = new Date('2025-06-01T08:00:00Z');
const jobsPerCountry = 20;

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  return handle;
}

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
  await seedDatabase(handle.db, { jobsPerCountry, seed: 7, now });
});

afterAll(async () => {
  await handle?.close();
});

function expectCompleteLabels(labels: Record<string, string>, where: string) {
  for (const code of languageCodes) {
    expect(labels[code]?.trim(), `${where} has no ${code} label`).toBeTruthy();
  }
}

describe('seedDatabase', () => {
  it('gives every country jobs, companies and recruiters', async () => {
    const db = handle.db;
    const jobCounts = await db.select({ country: jobs.countryKey, n: sql<number>`count(*)::int` }).from(jobs).groupBy(jobs.countryKey);
    const companyCounts = await db.select({ country: companies.countryKey, n: sql<number>`count(*)::int` }).from(companies).groupBy(companies.countryKey);
    const recruiterCounts = await db
      .select({ country: companies.countryKey, n: sql<number>`count(*)::int` })
      .from(recruiters)
      .innerJoin(companies, eq(recruiters.companyId, companies.id))
      .groupBy(companies.countryKey);
    for (const key of countryKeys) {
      expect(jobCounts.find((row) => row.country === key)?.n, key).toBe(jobsPerCountry);
      expect(companyCounts.find((row) => row.country === key)?.n, key).toBeGreaterThanOrEqual(20);
      expect(recruiterCounts.find((row) => row.country === key)?.n, key).toBeGreaterThanOrEqual(40);
    }
  });

  it("includes each country's default location, and location SEO values are unique per country", async () => {
    for (const country of countries) {
      if (country.defaultLocation === null) continue;
      const found = await handle.db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.countryKey, country.key), eq(locations.seoValue, country.defaultLocation)));
      expect(found, `${country.key}: ${country.defaultLocation}`).toHaveLength(1);
    }
    const duplicates = await handle.db
      .select({ country: locations.countryKey, seo: locations.seoValue })
      .from(locations)
      .groupBy(locations.countryKey, locations.seoValue)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
    const perCountry = await handle.db.select({ country: locations.countryKey, n: sql<number>`count(*)::int` }).from(locations).groupBy(locations.countryKey);
    for (const key of countryKeys) expect(perCountry.find((row) => row.country === key)?.n, key).toBeGreaterThanOrEqual(6);
  });

  it('labels every reference item, region, location and job function in all ten languages', async () => {
    const db = handle.db;
    for (const row of await db.select().from(refItems)) expectCompleteLabels(row.labels, `${row.list}/${row.key}`);
    for (const row of await db.select().from(regions)) expectCompleteLabels(row.labels, `region ${row.seoValue}`);
    for (const row of await db.select().from(locations)) expectCompleteLabels(row.labels, `location ${row.seoValue}`);
    for (const row of await db.select().from(jobFunctions)) expectCompleteLabels(row.labels, `function ${row.seoValue}`);

    const reasons = await db.select().from(refItems).where(eq(refItems.list, 'report_job_reasons')).orderBy(refItems.id);
    expect(reasons.map((r) => [r.id, r.extra?.category])).toEqual([
      [1, 'Spam'], [2, 'Spam'], [3, 'Discrimination'], [4, 'Discrimination'], [5, 'Discrimination'],
      [6, 'Broken'], [7, 'Broken'], [8, 'Broken'], [9, 'Broken'], [10, 'Broken'],
    ]);
    for (const reason of reasons) expectCompleteLabels(reason.extra?.description as Record<string, string>, `reason ${reason.key} description`);
  });

  it('translates the job function taxonomy rather than copying English, and has the URL examples', async () => {
    const rows = await handle.db.select().from(jobFunctions);
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([1, 2, 3]));
    for (const row of rows) {
      for (const code of ['ja', 'zh-CN', 'ar'] as const) expect(row.labels[code], `${row.seoValue} ${code}`).not.toBe(row.labels.en);
      expect(row.seoValue).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.map((r) => r.seoValue)).size).toBe(rows.length);
    const engineer = rows.find((r) => r.seoValue === 'software-engineer');
    expect(engineer?.labels['zh-CN']).toBe('软件工程师');
    expect(engineer?.labels['zh-TW']).toBe('軟體工程師');
    expect(rows.find((r) => r.seoValue === 'sales')?.level).toBe(1);
  });

  it('prices jobs in the country currency with sane, consistent salary ranges', async () => {
    const rows = await handle.db
      .select({ country: jobs.countryKey, currency: jobs.currency, type: jobs.salaryType, from: jobs.salaryFrom, to: jobs.salaryTo })
      .from(jobs);
    for (const row of rows) {
      expect(row.currency, row.country).toBe(countries.find((c) => c.key === row.country)?.currency);
      if (row.type === 'negotiable' || row.type === 'unpaid') {
        expect([row.from, row.to]).toEqual([null, null]);
      } else {
        expect(row.from, `${row.type} ${row.country}`).toBeGreaterThan(0);
        expect(row.from as number).toBeLessThanOrEqual(row.to as number);
      }
    }
    expect(new Set(rows.map((r) => r.type))).toContain('monthly');
    expect(rows.filter((r) => r.type === 'negotiable').length).toBeGreaterThan(0);
  });

  it('keeps active jobs open past now and dates every posting within the last 60 days', async () => {
    const rows = await handle.db.select({ status: jobs.status, postedAt: jobs.postedAt, expiresAt: jobs.expiresAt }).from(jobs);
    for (const row of rows) {
      expect(row.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.postedAt.getTime()).toBeGreaterThanOrEqual(dayjs.utc(now).subtract(60, 'day').valueOf());
      expect(row.expiresAt.getTime()).toBeGreaterThan(row.postedAt.getTime());
      if (row.status === 'active') expect(row.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    }
    const active = rows.filter((r) => r.status === 'active').length;
    expect(active / rows.length).toBeGreaterThan(0.85);
  });

  it('writes a share of Japanese jobs in Japanese and every US job in English', async () => {
    const jp = await handle.db.select({ language: jobs.language, title: jobs.title, details: jobs.japanDetails }).from(jobs).where(eq(jobs.countryKey, 'jp'));
    const japanese = jp.filter((job) => job.language === 'ja');
    expect(japanese.length / jp.length).toBeGreaterThan(0.3);
    expect(japanese.length).toBeLessThan(jp.length);
    for (const job of japanese) expect(job.title).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    for (const job of jp) expect(Object.keys(job.details ?? {})).toEqual(expect.arrayContaining(['contractPeriod', 'workingHours', 'socialInsurance', 'holidays', 'passiveSmokingMeasures']));
    const us = await handle.db.select({ language: jobs.language }).from(jobs).where(eq(jobs.countryKey, 'us'));
    expect(new Set(us.map((job) => job.language))).toEqual(new Set(['en']));
  });

  it('leaves the location empty only for fully remote jobs', async () => {
    const withoutLocation = await handle.db.select({ arrangement: jobs.workArrangement, openTo: jobs.openTo }).from(jobs).where(isNull(jobs.locationId));
    expect(withoutLocation.length).toBeGreaterThan(0);
    for (const job of withoutLocation) {
      expect(job.arrangement).toBe('remote');
      expect(job.openTo).not.toBeNull();
    }
  });

  it('is deterministic for the same seed and clock, whatever the batch size', async () => {
    const again = await freshDatabase();
    try {
      await seedDatabase(again.db, { jobsPerCountry, seed: 7, now, batchSize: 7 });
      expect(await again.db.select().from(jobs).orderBy(jobs.id)).toEqual(await handle.db.select().from(jobs).orderBy(jobs.id));
      expect(await again.db.select().from(companies).orderBy(companies.id)).toEqual(await handle.db.select().from(companies).orderBy(companies.id));
      expect(await again.db.select().from(recruiters).orderBy(recruiters.id)).toEqual(await handle.db.select().from(recruiters).orderBy(recruiters.id));
    } finally {
      await again.close();
    }
  });

  it('reports whether it has run, resets, and reproduces a country seeded on its own', async () => {
    const scratch = await freshDatabase();
    const descriptions = async (db: DatabaseHandle['db']) =>
      (await db.select({ text: jobs.description }).from(jobs).where(eq(jobs.countryKey, 'ph')).orderBy(jobs.id)).map((row) => row.text);
    try {
      expect(await isSeeded(scratch.db)).toBe(false);
      await seedDatabase(scratch.db, { jobsPerCountry, seed: 8, now, countries: ['ph'] });
      expect(await isSeeded(scratch.db)).toBe(true);
      expect(await descriptions(scratch.db)).not.toEqual(await descriptions(handle.db));

      await resetDatabase(scratch.db);
      expect(await isSeeded(scratch.db)).toBe(false);
      expect(await scratch.db.select({ id: jobs.id }).from(jobs)).toEqual([]);

      const counts = await seedDatabase(scratch.db, { jobsPerCountry, seed: 7, now, countries: ['ph'] });
      expect(counts.jobs).toBe(jobsPerCountry);
      expect(await descriptions(scratch.db)).toEqual(await descriptions(handle.db));
      const [first] = await scratch.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
      expect(first?.id).toBe(1);
    } finally {
      await scratch.close();
    }
  });
});

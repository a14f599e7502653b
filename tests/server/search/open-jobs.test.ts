import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { languageBySlug } from '@/lib/languages';
import { jobSearchRequestSchema } from '@/lib/schemas/job';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { facetSource } from '@/server/search/filters';
import { openJobs } from '@/server/search/open-jobs';
import { searchJobs } from '@/server/search/search-jobs';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../../support/platform';

// The in-memory open jobs (server/search/open-jobs.ts, docs/decisions/0057) against plain SQL
// written here, and against writes made behind the platform's back.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

type Params = Record<string, string>;
const facetColumns: Record<string, string> = facetSource;

/** The facet filters of `params` as SQL, one per facet. */
function facetFilters(params: Params): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, column] of Object.entries(facetColumns)) {
    const value = params[name];
    if (value === undefined) continue;
    if (name === 'is_company_verified') filters[name] = `${column} = ${value === '1'}`;
    else if (name === 'work_arrangements') filters[name] = `${column} in (${value.split(',').map((v) => `'${v}'`).join(',')})`;
    else filters[name] = `${column} in (${value})`;
  }
  return filters;
}

/** What the search should answer, worked out by SQL written for this test alone. */
async function expected(country: string, params: Params) {
  const others = [`country_key = '${country}'`, `status = 'active'`, `expires_at > '${seedNow.toISOString()}'`, 'not verified_only'];
  if (params.salary_from) others.push(`monthly_salary_to >= ${params.salary_from}`);
  if (params.salary_to) others.push(`monthly_salary_from <= ${params.salary_to}`);
  if (params.job_categories) others.push(`(main_function_id in (${params.job_categories}) or job_function_id in (${params.job_categories}))`);
  if (params.company_ids) others.push(`company_id in (${params.company_ids})`);
  const facets = facetFilters(params);
  const where = (leave?: string) =>
    [...others, ...Object.entries(facets).filter(([name]) => name !== leave).map(([, part]) => part)].join(' and ');
  const rows = async (text: string) => (await platform.handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
  const order = params.sort === '3' ? 'monthly_salary_to desc nulls last, posted_at desc, id desc' : 'posted_at desc, id desc';
  const size = Number(params.size ?? 20);
  const offset = (Number(params.page ?? 1) - 1) * size;
  const page = await rows(`select id from jobs where ${where()} order by ${order} limit ${size} offset ${offset}`);
  const total = await rows(`select count(*)::int as n from jobs where ${where()}`);
  const counts: Record<string, Record<string, number>> = {};
  for (const [name, column] of Object.entries(facetColumns)) {
    const value = name === 'is_company_verified' ? `(${column})::int::text` : `(${column})::text`;
    const grouped = await rows(`select ${value} as v, count(*)::int as n from jobs where ${where(name)} and ${column} is not null group by 1`);
    counts[name] = Object.fromEntries(grouped.rows.map((row) => [String(row.v), Number(row.n)]));
  }
  return { ids: page.rows.map((row) => Number(row.id)), total: Number(total.rows[0]?.n), facets: counts };
}

async function searched(country: string, params: Params) {
  const answer = await call(platform, `/job/search?${new URLSearchParams(params)}`, { country });
  expect(answer.status).toBe(200);
  return { ids: answer.data.jobs.map((job: { id: number }) => job.id), total: answer.data.total_num, facets: answer.data.facets };
}

/** A small deterministic generator, so a failing query can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('open jobs in memory', () => {
  it('counts, filters and orders as SQL does, over 40 random filter combinations', async () => {
    const next = random(11);
    const pick = async (column: string, country: string) => {
      const values = (await platform.handle.db.execute(
        sql.raw(`select distinct ${column}::text as v from jobs where country_key = '${country}' and status = 'active' and ${column} is not null`),
      )) as unknown as { rows: { v: string }[] };
      const all = values.rows.map((row) => row.v);
      return all.filter(() => next() < 0.4).slice(0, 3);
    };
    for (let i = 0; i < 40; i++) {
      const country = (['ph', 'sg', 'jp', 'us'] as const)[i % 4] as string;
      const params: Params = { size: String(1 + Math.floor(next() * 12)), page: String(1 + Math.floor(next() * 3)) };
      for (const [name, column] of Object.entries(facetColumns)) {
        if (next() > 0.3) continue;
        if (name === 'is_company_verified') params[name] = next() < 0.5 ? '1' : '0';
        else {
          const chosen = await pick(column, country);
          if (chosen.length > 0) params[name] = chosen.join(',');
        }
      }
      if (next() < 0.25) params.salary_from = String(Math.floor(next() * 3000));
      if (next() < 0.25) params.salary_to = String(2000 + Math.floor(next() * 200_000));
      if (next() < 0.2) params.job_categories = (await pick('main_function_id', country)).join(',') || '1';
      if (next() < 0.1) params.company_ids = (await pick('company_id', country)).join(',') || '1';
      if (next() < 0.3) params.sort = '3';
      const want = await expected(country, params);
      const got = await searched(country, params);
      expect({ country, params, ...got }).toEqual({ country, params, ...want });
    }
  });

  it('takes in jobs added, changed, closed, moved and deleted behind its back, in the next search', async () => {
    const db = platform.handle.db;
    const before = await searched('sg', { size: '50' });
    const [added] = await platform.addJobs('sg', [{ title: 'Quokka Keeper', postedAt: seedNow, jobTypeId: 6 }]);
    let now = await searched('sg', { size: '50' });
    expect(now.total).toBe(before.total + 1);
    expect(now.ids[0]).toBe(added);
    expect(now.facets.job_types['6']).toBe((before.facets.job_types['6'] ?? 0) + 1);

    await db.update(jobs).set({ jobTypeId: 5 }).where(eq(jobs.id, added as number));
    now = await searched('sg', { size: '50', job_types: '5' });
    expect(now.ids[0]).toBe(added);
    expect((await searched('sg', { size: '50' })).facets.job_types['6'] ?? 0).toBe(before.facets.job_types['6'] ?? 0);

    await db.update(jobs).set({ countryKey: 'my' }).where(eq(jobs.id, added as number));
    expect((await searched('sg', { size: '50' })).total).toBe(before.total);
    expect((await searched('my', { size: '1' })).ids).toEqual([added]);

    await db.update(jobs).set({ countryKey: 'sg', status: 'closed' }).where(eq(jobs.id, added as number));
    expect((await searched('sg', { size: '50' })).total).toBe(before.total);
    expect((await searched('my', { size: '1' })).ids).not.toContain(added);

    await db.update(jobs).set({ status: 'active' }).where(eq(jobs.id, added as number));
    expect((await searched('sg', { size: '1' })).ids).toEqual([added]);
    await db.execute(sql`delete from jobs where id = ${added as number}`);
    expect((await searched('sg', { size: '50' })).total).toBe(before.total);
    expect(await searched('sg', { size: '50' })).toEqual(before);
  });

  it('loads a country again once most of the slots it holds are of jobs that closed', async () => {
    const db = platform.handle.db;
    const searchable = async () => {
      const result = (await db.execute(
        sql`select count(*)::int as n from jobs where country_key = 'lk' and status = 'active' and not verified_only and expires_at > ${seedNow.toISOString()}::timestamptz`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n);
    };
    const open = (await db.execute(sql`select id from jobs where country_key = 'lk' and status = 'active' order by id`)) as unknown as {
      rows: { id: number }[];
    };
    const before = await searched('lk', { size: '1' });
    const held = await openJobs(db, 'lk');
    expect(held.live).toBe(open.rows.length);
    const closing = open.rows.slice(0, Math.ceil(open.rows.length * 0.6)).map((row) => Number(row.id));
    await db.execute(sql`update jobs set status = 'closed' where id in ${closing}`);
    expect((await searched('lk', { size: '1' })).total).toBe(await searchable());
    const reloaded = await openJobs(db, 'lk');
    expect(reloaded).not.toBe(held);
    expect(reloaded.size).toBe(reloaded.live);
    expect(reloaded.live).toBe(open.rows.length - closing.length);
    await db.execute(sql`update jobs set status = 'active' where id in ${closing}`);
    expect(await searched('lk', { size: '1' })).toEqual(before);
  });

  it('counts a job after its expiry by the request’s clock, not by when it was loaded', async () => {
    const [soon] = await platform.addJobs('gb', [{ title: 'Puffin Counter', postedAt: seedNow, expiresAt: new Date(seedNow.getTime() + 1000) }]);
    const query = jobSearchRequestSchema.parse({ query: 'puffin counter', size: 5 });
    const site = { country: countryByKey('gb'), language: languageBySlug('en-us') };
    const before = await searchJobs(platform.handle.db, { country: site.country, language: site.language, query, now: seedNow });
    expect(before.jobs.map((job) => job.id)).toEqual([soon]);
    const later = await searchJobs(platform.handle.db, {
      country: site.country,
      language: site.language,
      query,
      now: new Date(seedNow.getTime() + 1000),
    });
    expect(later.total_num).toBe(0);
  });
});

describe.runIf(process.env.DATABASE_URL)('open jobs across processes (PostgreSQL)', () => {
  let other: DatabaseHandle;
  beforeAll(async () => {
    // A second pool on the same database: what another platform process would write through.
    const url = (platform.handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    other = await openDatabase({ url, poolSize: 2 });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('shows another process’s job only once its transaction commits, then in the next search', async () => {
    const site = { country: countryByKey('ph'), language: languageBySlug('en-us') };
    const query = jobSearchRequestSchema.parse({ size: 1 });
    const search = () => searchJobs(platform.handle.db, { ...site, query, now: seedNow });
    const before = await search();
    const [template] = await other.db.select().from(jobs).where(eq(jobs.countryKey, 'ph')).limit(1);
    if (!template) throw new Error('no ph job');
    const { id: _id, companyName: _n, companyVerified: _c, monthlySalaryFrom: _f, monthlySalaryTo: _t, ...fields } = template;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = 0;
    const writing = other.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({ ...fields, status: 'active', title: 'Narwhal Whisperer', postedAt: seedNow })
        .returning({ id: jobs.id });
      inserted = row?.id ?? 0;
      await held;
    });
    // Wait until the row is written but not committed.
    while (inserted === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const during = await search();
    expect(during.total_num).toBe(before.total_num);
    release();
    await writing;
    const after = await search();
    expect(after.total_num).toBe(before.total_num + 1);
    expect(after.jobs.map((job) => job.id)).toEqual([inserted]);
  });
});

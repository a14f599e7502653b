import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountryKey, countryByKey } from '@/lib/countries';
import { languageBySlug } from '@/lib/languages';
import { jobSearchRequestSchema } from '@/lib/schemas/job';
import { searchJobs } from '@/server/search/search-jobs';
import { seedNow, startTestPlatform, type TestPlatform } from '../../support/platform';

// The open jobs' search documents (job_search_documents, migration 0021, docs/decisions/0058):
// kept by triggers on jobs, so what a keyword finds follows every write to a job.

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await platform.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Ids a keyword finds on a site, at the seed's clock. */
async function found(countryKey: CountryKey, keyword: string): Promise<number[]> {
  const result = await searchJobs(platform.handle.db, {
    country: countryByKey(countryKey),
    language: languageBySlug('en-us'),
    query: jobSearchRequestSchema.parse({ query: keyword, size: 50 }),
    now: seedNow,
  });
  return result.jobs.map((job) => Number(job.id)).sort((a, b) => a - b);
}

/** Open jobs without a document, documents of jobs that are not open, and documents that differ from their job. */
async function drift() {
  const [counts] = await rows<{ missing: number; extra: number; stale: number }>(sql`
    select
      (select count(*)::int from jobs j where j.status = 'active'
        and not exists (select 1 from job_search_documents d where d.id = j.id)) as missing,
      (select count(*)::int from job_search_documents d join jobs j on j.id = d.id where j.status <> 'active') as extra,
      (select count(*)::int from job_search_documents d join jobs j on j.id = d.id
        where d.country_key <> j.country_key or d.title <> j.title or d.company_name <> j.company_name
           or d.rank_vector <> j.rank_vector
           or d.search_vector <> job_search_document(j.rank_vector, j.description, j.language, j.location_id)) as stale`);
  return counts;
}

describe('open jobs’ search documents', () => {
  it('holds one document per open job of the seed, built from the job', async () => {
    const [open] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'active'`);
    const [documents] = await rows<{ n: number }>(sql`select count(*)::int as n from job_search_documents`);
    expect(Number(open?.n)).toBeGreaterThan(100);
    expect(Number(documents?.n)).toBe(Number(open?.n));
    expect(await drift()).toEqual({ missing: 0, extra: 0, stale: 0 });
  });

  it('follows jobs added, reopened, retitled, rewritten, moved, renamed, closed and deleted', async () => {
    const db = platform.handle.db;
    const [open, closed] = await platform.addJobs('gb', [
      { title: 'Quokka Wrangler', status: 'active', postedAt: seedNow },
      { title: 'Quokka Keeper', status: 'closed', postedAt: seedNow },
    ]);
    expect(await found('gb', 'quokka')).toEqual([open]);

    await db.execute(sql`update jobs set status = 'active' where id = ${closed}`);
    expect(await found('gb', 'quokka')).toEqual([open, closed]);

    await db.execute(sql`update jobs set title = 'Wombat Wrangler' where id = ${open}`);
    expect(await found('gb', 'quokka')).toEqual([closed]);
    expect(await found('gb', 'wombat')).toEqual([open]);

    await db.execute(sql`update jobs set description = 'Feeds the numbat every morning.' where id = ${open}`);
    expect(await found('gb', 'numbat')).toEqual([open]);

    const [company] = await rows<{ company_id: number }>(sql`select company_id from jobs where id = ${closed}`);
    await db.execute(sql`update companies set name = 'Bilby Holdings' where id = ${company?.company_id}`);
    expect(await found('gb', 'bilby')).toContain(closed);

    await db.execute(sql`update jobs set country_key = 'sg' where id = ${open}`);
    expect(await found('gb', 'wombat')).toEqual([]);
    expect(await found('sg', 'wombat')).toEqual([open]);

    await db.execute(sql`update jobs set status = 'closed' where id = ${open}`);
    expect(await found('sg', 'wombat')).toEqual([]);
    await db.execute(sql`delete from jobs where id = ${closed}`);
    expect(await found('gb', 'quokka')).toEqual([]);
    expect(await rows(sql`select id from job_search_documents where id in (${open}, ${closed})`)).toEqual([]);
    expect(await drift()).toEqual({ missing: 0, extra: 0, stale: 0 });
  });

  it('leaves a write that does not touch the document alone, and still matches after it', async () => {
    const [job] = await platform.addJobs('ph', [{ title: 'Platypus Handler', status: 'active', postedAt: seedNow }]);
    const before = await rows<{ ctid: string }>(sql`select ctid::text from job_search_documents where id = ${job}`);
    await platform.handle.db.execute(sql`update jobs set expires_at = expires_at + interval '1 day' where id = ${job}`);
    expect(await rows<{ ctid: string }>(sql`select ctid::text from job_search_documents where id = ${job}`)).toEqual(before);
    expect(await found('ph', 'platypus')).toEqual([job]);
  });
});

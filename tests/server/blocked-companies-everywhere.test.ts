import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchResultSchema, similarJobsResultSchema } from '@/lib/schemas/job';
import { jobs } from '@/server/db/schema';
import { call, post, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

/**
 * Issue 36 item 8: a blocked company's jobs leave every list a signed-in seeker's request reads:
 * the search page's cards, its total and its facet counts, and the similar jobs of a job page.
 */
let platform: TestPlatform;
const ph = 'ph';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function openJobs() {
  return platform.handle.db
    .select({ id: jobs.id, companyId: jobs.companyId, mainFunctionId: jobs.mainFunctionId })
    .from(jobs)
    .where(and(eq(jobs.countryKey, ph), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), gt(jobs.expiresAt, seedNow)))
    .orderBy(asc(jobs.id));
}

const facetTotal = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

describe('a blocked company, for the seeker who blocked it', () => {
  it('leaves the search results, the total and the facet counts; a visitor still finds its jobs', async () => {
    const user = await createSignedInUser(platform);
    const open = await openJobs();
    const perCompany = new Map<number, number>();
    for (const job of open) perCompany.set(job.companyId, (perCompany.get(job.companyId) ?? 0) + 1);
    const [blocked, blockedJobs] = [...perCompany.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    expect(blockedJobs).toBeGreaterThan(1);

    const search = async (headers?: Record<string, string>) =>
      jobSearchResultSchema.parse((await call(platform, '/job/search?size=100&sort=1', { country: ph, headers })).data);
    const before = await search(user.headers);
    expect(before.jobs.some((job) => job.company.id === blocked)).toBe(true);

    const block = await post(platform, '/company/blacklist-companies/create', { company_id: blocked }, { country: ph, headers: user.headers });
    expect(block.status).toBe(201);

    const after = await search(user.headers);
    expect(after.jobs.filter((job) => job.company.id === blocked)).toEqual([]);
    expect(after.total_num).toBe(before.total_num - blockedJobs);
    // Every facet group counts the jobs shown, not the company's too.
    expect(facetTotal(after.facets?.job_types as Record<string, number>)).toBe(facetTotal(before.facets?.job_types as Record<string, number>) - blockedJobs);

    const visitor = await search();
    expect(visitor.total_num).toBe(before.total_num);
    expect(visitor.jobs.some((job) => job.company.id === blocked)).toBe(true);
  });

  it('is never offered among the similar jobs of a job page', async () => {
    const user = await createSignedInUser(platform);
    const open = await openJobs();
    // A job whose main function has jobs of another company to offer.
    const job = open.find((candidate) => open.some((other) => other.mainFunctionId === candidate.mainFunctionId && other.companyId !== candidate.companyId));
    if (!job) throw new Error('no job with a similar job of another company');
    const similar = async (headers?: Record<string, string>) =>
      similarJobsResultSchema.parse((await call(platform, `/job/similar?job_id=${job.id}&size=20`, { country: ph, headers })).data).jobs;
    const before = await similar(user.headers);
    const blocked = before.find((card) => card.company.id !== job.companyId)?.company.id;
    if (!blocked) throw new Error('no similar job of another company');

    expect((await post(platform, '/company/blacklist-companies/create', { company_id: blocked }, { country: ph, headers: user.headers })).status).toBe(201);
    const after = await similar(user.headers);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((card) => card.company.id === blocked)).toEqual([]);
    expect((await similar()).some((card) => card.company.id === blocked)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { jobSearchQuerySchema } from '@/lib/schemas/job';
import type { HomeJobsResult, Web3Company } from '@/lib/schemas/recommend';
import { web3Skill } from '@/lib/web3';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { popularJobIds } from '../events/tracking';
import { loadJobCards } from '../search/job-cards';
import { rowsOf } from '../search/rows';
import { searchJobs } from '../search/search-jobs';
import { labelIn } from './labels';

const day = 86_400_000;

/**
 * How much one event says a job is wanted: an application most, a save next, a view or a card
 * click least (docs/decisions/0039-home-discovery.md).
 */
export const activityWeights = { view: 1, click: 1, save: 2, apply: 3 } as const;

interface ListInput {
  country: Country;
  language: Language;
  size: number;
  now: Date;
  /** A signed-in seeker's blocked companies: their jobs never appear in the lists (platform spec §6). */
  excludeCompanyIds?: readonly number[];
}

/** A condition leaving out the excluded companies' jobs (`j` is the jobs row). */
function notExcluded(input: ListInput) {
  const excluded = input.excludeCompanyIds ?? [];
  return excluded.length > 0 ? sql`and j.company_id not in ${excluded}` : sql``;
}

/** The country's open jobs with most activity since `since`, best first, at most `size`. */
async function mostActive(db: Database, input: ListInput, since: Date): Promise<number[]> {
  const after = since.toISOString();
  const w = activityWeights;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with activity as (
        select job_id, count(*) * ${w.view} as score from job_views where viewed_on >= ${after.slice(0, 10)}::date group by job_id
        union all
        select job_id, count(*) * ${w.click} from job_tracking_events where kind = 'click' and received_at > ${after}::timestamptz group by job_id
        union all
        select job_id, count(*) * ${w.save} from saved_jobs where created_at > ${after}::timestamptz group by job_id
        union all
        select job_id, count(*) * ${w.apply} from job_applications where created_at > ${after}::timestamptz group by job_id
      )
      select j.id from activity a join jobs j on j.id = a.job_id
      where j.country_key = ${input.country.key} and j.status = 'active' and not j.verified_only and j.expires_at > ${input.now.toISOString()}::timestamptz
        ${notExcluded(input)}
      group by j.id, j.posted_at
      order by sum(a.score) desc, j.posted_at desc, j.id desc
      limit ${input.size}`),
  );
  return rows.map((row) => Number(row.id));
}

/** The country's newest open jobs that are not in `taken`, enough to fill the list. */
async function newestBesides(db: Database, input: ListInput, taken: number[], need: number): Promise<number[]> {
  if (need <= 0) return [];
  const query = jobSearchQuerySchema.parse({ sort: 1, size: Math.min(100, need + taken.length), facets: 0 });
  const result = await searchJobs(db, { country: input.country, language: input.language, query, now: input.now, excludeCompanyIds: input.excludeCompanyIds });
  const seen = new Set(taken);
  return result.jobs
    .map((job) => job.id)
    .filter((id) => !seen.has(id))
    .slice(0, need);
}

async function cardsOf(db: Database, input: ListInput, ranked: number[], filler: number[]): Promise<HomeJobsResult> {
  const jobs = await loadJobCards(db, [...ranked, ...filler], input.language);
  return { query_id: randomUUID(), ranked: ranked.length, jobs };
}

/**
 * The jobs seekers click most when they are shown (click-through rate over the last `days`,
 * smoothed, once a job has been shown often enough to judge), then the most activity over those days.
 */
async function byClickRateThenActivity(db: Database, input: ListInput, days: number): Promise<number[]> {
  const excluded = input.excludeCompanyIds ?? [];
  const byRate = (
    await popularJobIds(db, { countryKey: input.country.key, now: input.now, days, limit: input.size, excludeCompanyIds: excluded })
  ).map((row) => row.jobId);
  const active = (await mostActive(db, input, new Date(input.now.getTime() - days * day))).filter((id) => !byRate.includes(id));
  return [...byRate, ...active].slice(0, input.size);
}

/**
 * Popular jobs (home): the country's open jobs with the best click-through rate over the last 30
 * days, then the most viewed, clicked, saved and applied to, then the newest, so a new site still
 * shows a full list.
 */
export async function popularJobs(db: Database, input: ListInput): Promise<HomeJobsResult> {
  const ranked = await byClickRateThenActivity(db, input, 30);
  return cardsOf(db, input, ranked, await newestBesides(db, input, ranked, input.size - ranked.length));
}

/**
 * Hot jobs (home): what is wanted right now: the best click-through rate over the last 7 days,
 * then most activity over those days, then the jobs marked urgent (newest first), then the newest.
 */
export async function hotJobs(db: Database, input: ListInput): Promise<HomeJobsResult> {
  const ranked = await byClickRateThenActivity(db, input, 7);
  const urgent = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from jobs j
      where j.country_key = ${input.country.key} and j.status = 'active' and j.is_urgent and not j.verified_only
        and j.expires_at > ${input.now.toISOString()}::timestamptz ${notExcluded(input)}
      order by j.posted_at desc, j.id desc
      limit ${input.size}`),
  )
    .map((row) => Number(row.id))
    .filter((id) => !ranked.includes(id))
    .slice(0, input.size - ranked.length);
  const taken = [...ranked, ...urgent];
  return cardsOf(db, input, ranked, [...urgent, ...(await newestBesides(db, input, taken, input.size - taken.length))]);
}

/**
 * Web3 companies (home, /web3-jobs): the country's companies with open Web3 jobs (the Web3 skill,
 * server/seed/web3.ts), most such jobs first.
 */
export async function web3Companies(db: Database, input: ListInput): Promise<Web3Company[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    logo_color: string;
    verification_status: string;
    industry_id: number;
    labels: Labels | null;
    n: number;
  }>(
    await db.execute(sql`
      select c.id, c.name, c.logo_color, c.verification_status, c.industry_id, i.labels, w.n from (
        select j.company_id, count(*)::int as n from jobs j
        where j.country_key = ${input.country.key} and j.status = 'active'
          and j.expires_at > ${input.now.toISOString()}::timestamptz and ${web3Skill} = any(j.skills) ${notExcluded(input)}
        group by j.company_id
      ) w join companies c on c.id = w.company_id
      left join ref_items i on i.list = 'industries' and i.id = c.industry_id
      order by w.n desc, c.name, c.id
      limit ${input.size}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    logo_color: row.logo_color,
    is_verified: row.verification_status === 'verified',
    industry: { id: Number(row.industry_id), value: row.labels ? labelIn(row.labels, input.language) : '' },
    web3_jobs_count: Number(row.n),
  }));
}

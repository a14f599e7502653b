import { randomUUID } from 'node:crypto';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { jobSearchQuerySchema } from '@/lib/schemas/job';
import type { HomeJobsResult, Web3Company } from '@/lib/schemas/recommend';
import type { Database } from '../db/client';
import { type HomeJobScope, inDemandJobIds, mostActiveJobIds, urgentThenClosingJobIds, web3CompanyRows } from '../db/queries/home-discovery';
import { popularJobIds } from '../events/tracking';
import { loadJobCards } from '../search/job-cards';
import { searchJobs } from '../search/search-jobs';
import { labelIn } from './labels';
import { dayjs } from '@/lib/dayjs';


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

/** The jobs a list draws from: the country's open jobs, without the excluded companies'. */
function scopeOf(input: ListInput): HomeJobScope {
  return { countryKey: input.country.key, now: input.now, excludeCompanyIds: input.excludeCompanyIds };
}

/**
 * Jobs need this many distinct clients (addresses, else devices or users) in the window before
 * activity ranks them: what one client views, clicks, saves and applies to never moves the home's
 * lists on its own (docs/decisions/0064).
 */
export const minActiveClients = 3;

/**
 * The country's open jobs with most activity since `since`, best first, at most `size`. Each
 * client counts once per job and kind of activity (a view, a counted click, a save, an
 * application), weighted by `activityWeights`.
 */
async function mostActive(db: Database, input: ListInput, since: Date): Promise<number[]> {
  return mostActiveJobIds(db, scopeOf(input), { since, size: input.size, weights: activityWeights, minClients: minActiveClients });
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

/**
 * In demand: the newest job of each of the job titles with most open jobs here, then the second
 * newest of each, and so on; urgent jobs are left to the hot list. A fresh site's popular list.
 */
async function inDemand(db: Database, input: ListInput, taken: number[], need: number): Promise<number[]> {
  if (need <= 0) return [];
  return inDemandJobIds(db, scopeOf(input), taken, need);
}

/** Urgent jobs, newest first, then the jobs closing soonest: what a quiet week's hot list is made of. */
async function urgentThenClosing(db: Database, input: ListInput, taken: number[], need: number): Promise<number[]> {
  if (need <= 0) return [];
  return urgentThenClosingJobIds(db, scopeOf(input), taken, need);
}

async function cardsOf(db: Database, input: ListInput, ranked: number[], filler: number[]): Promise<HomeJobsResult> {
  const jobs = await loadJobCards(db, [...ranked, ...filler], input.language);
  return { query_id: randomUUID(), ranked: ranked.length, jobs };
}

/**
 * The jobs seekers click most when they are shown (click-through rate over the last `days`,
 * smoothed, once a job has been shown to enough clients to judge), then the most activity over
 * those days; `taken` left out.
 */
async function byClickRateThenActivity(db: Database, input: ListInput, days: number, taken: number[] = []): Promise<number[]> {
  const excluded = input.excludeCompanyIds ?? [];
  const limit = input.size + taken.length;
  const byRate = (
    await popularJobIds(db, { countryKey: input.country.key, now: input.now, days, limit, excludeCompanyIds: excluded })
  ).map((row) => row.jobId);
  const active = await mostActive(db, { ...input, size: limit }, dayjs.utc(input.now).subtract(days, 'day').toDate());
  const skip = new Set(taken);
  return [...new Set([...byRate, ...active])].filter((id) => !skip.has(id)).slice(0, input.size);
}

/** The popular list's job ids: ranked by 30 days of activity, then in demand, then newest. */
async function popularIds(db: Database, input: ListInput): Promise<{ ranked: number[]; filler: number[] }> {
  const ranked = await byClickRateThenActivity(db, input, 30);
  const demand = await inDemand(db, input, ranked, input.size - ranked.length);
  const taken = [...ranked, ...demand];
  return { ranked, filler: [...demand, ...(await newestBesides(db, input, taken, input.size - taken.length))] };
}

/**
 * Popular jobs (home): what many people wanted this month. The best click-through rate over the
 * last 30 days, then the most distinct clients viewing, clicking, saving and applying; until
 * enough people have, the newest job of each of the titles with most open jobs (docs/decisions/0064).
 */
export async function popularJobs(db: Database, input: ListInput): Promise<HomeJobsResult> {
  const { ranked, filler } = await popularIds(db, input);
  return cardsOf(db, input, ranked, filler);
}

/**
 * Hot jobs (home): what is wanted right now and not already popular. The best click-through rate
 * and most activity over the last 7 days among the jobs the popular list of the same size does
 * not hold, then the jobs marked urgent (newest first), then the ones closing soonest. The two
 * lists never share a job.
 */
export async function hotJobs(db: Database, input: ListInput): Promise<HomeJobsResult> {
  const popular = await popularIds(db, input);
  const inPopular = [...popular.ranked, ...popular.filler];
  const ranked = await byClickRateThenActivity(db, input, 7, inPopular);
  const taken = [...inPopular, ...ranked];
  const rest = await urgentThenClosing(db, input, taken, input.size - ranked.length);
  return cardsOf(db, input, ranked, [...rest, ...(await newestBesides(db, input, [...taken, ...rest], input.size - ranked.length - rest.length))]);
}

/**
 * Web3 companies (home, /web3-jobs): the country's companies with open Web3 jobs (the Web3 skill,
 * server/seed/web3.ts), most such jobs first.
 */
export async function web3Companies(db: Database, input: ListInput): Promise<Web3Company[]> {
  const rows = await web3CompanyRows(db, scopeOf(input), input.size);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    logo_color: row.logo_color,
    is_verified: row.verification_status === 'verified',
    industry: { id: Number(row.industry_id), value: row.labels ? labelIn(row.labels, input.language) : '' },
    web3_jobs_count: Number(row.n),
  }));
}

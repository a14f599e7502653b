import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { jobSearchQuerySchema } from '@/lib/schemas/job';
import type { HomeJobsResult, Web3Company } from '@/lib/schemas/recommend';
import { web3Skill } from '@/lib/web3';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { countedClick, popularJobIds } from '../events/tracking';
import { loadJobCards } from '../search/job-cards';
import { rowsOf } from '../search/rows';
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

/** A condition leaving out the excluded companies' jobs (`j` is the jobs row). */
function notExcluded(input: ListInput) {
  const excluded = input.excludeCompanyIds ?? [];
  return excluded.length > 0 ? sql`and j.company_id not in ${excluded}` : sql``;
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
  const after = since.toISOString();
  const w = activityWeights;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with activity as (
        select job_id, 'view' as kind, ${w.view}::int as weight, coalesce(client_key, device_uuid, 'view:' || id::text) as who
          from job_views where viewed_on >= ${after.slice(0, 10)}::date
        union
        select e.job_id, 'click', ${w.click}::int, coalesce(e.client_key, e.actor) from job_tracking_events e where ${countedClick('e')} and e.received_at > ${after}::timestamptz
        union
        select job_id, 'save', ${w.save}::int, 'user:' || user_id from saved_jobs where created_at > ${after}::timestamptz
        union
        select job_id, 'apply', ${w.apply}::int, 'user:' || user_id from job_applications where created_at > ${after}::timestamptz
      ), scored as (
        select job_id, sum(weight) as score from activity group by job_id having count(distinct who) >= ${minActiveClients}
      )
      select j.id from scored a join jobs j on j.id = a.job_id
      where j.country_key = ${input.country.key} and j.status = 'active' and not j.verified_only and j.expires_at > ${input.now.toISOString()}::timestamptz
        ${notExcluded(input)}
      order by a.score desc, j.posted_at desc, j.id desc
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

/** Open jobs of the country listable on the home (`j` is the jobs row), besides `taken`. */
function listable(input: ListInput, taken: number[]) {
  return sql`j.country_key = ${input.country.key} and j.status = 'active' and not j.verified_only
    and j.expires_at > ${input.now.toISOString()}::timestamptz ${notExcluded(input)}
    ${taken.length > 0 ? sql`and j.id not in ${taken}` : sql``}`;
}

/**
 * In demand: the newest job of each of the job titles with most open jobs here, then the second
 * newest of each, and so on; urgent jobs are left to the hot list. A fresh site's popular list.
 */
async function inDemand(db: Database, input: ListInput, taken: number[], need: number): Promise<number[]> {
  if (need <= 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from jobs j join (
        select j.function_title_id, count(*) as n from jobs j where ${listable(input, [])} group by j.function_title_id
      ) c on c.function_title_id = j.function_title_id
      where ${listable(input, taken)} and not j.is_urgent
      order by row_number() over (partition by j.function_title_id order by j.posted_at desc, j.id desc), c.n desc, j.posted_at desc, j.id desc
      limit ${need}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Urgent jobs, newest first, then the jobs closing soonest: what a quiet week's hot list is made of. */
async function urgentThenClosing(db: Database, input: ListInput, taken: number[], need: number): Promise<number[]> {
  if (need <= 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from jobs j where ${listable(input, taken)}
      order by j.is_urgent desc, case when j.is_urgent then j.posted_at end desc, j.expires_at, j.id
      limit ${need}`),
  );
  return rows.map((row) => Number(row.id));
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

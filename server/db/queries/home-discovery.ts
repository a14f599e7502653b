import { sql } from 'drizzle-orm';
import { web3Skill } from '@/lib/web3';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { Labels } from '../schema';
import { countedClick } from './tracking-events';

/**
 * The home page's lists (server/domain/home-discovery.ts keeps how they are put together),
 * moved as written (decision 0087). `j` is the jobs row throughout.
 */

/** Where a home list's jobs come from: the country's open jobs at `now`, besides the blocked companies'. */
export interface HomeJobScope {
  countryKey: string;
  now: Date;
  excludeCompanyIds?: readonly number[];
}

/** A condition leaving out the excluded companies' jobs. */
function notExcluded(scope: HomeJobScope) {
  const excluded = scope.excludeCompanyIds ?? [];
  return excluded.length > 0 ? sql`and j.company_id not in ${excluded}` : sql``;
}

/** Open jobs of the country listable on the home, besides `taken`. */
function listable(scope: HomeJobScope, taken: number[]) {
  return sql`j.country_key = ${scope.countryKey} and j.status = 'active' and not j.verified_only
    and j.expires_at > ${scope.now.toISOString()}::timestamptz ${notExcluded(scope)}
    ${taken.length > 0 ? sql`and j.id not in ${taken}` : sql``}`;
}

export interface ActivityRanking {
  since: Date;
  size: number;
  weights: { view: number; click: number; save: number; apply: number };
  /** Distinct clients a job needs before its activity ranks it. */
  minClients: number;
}

/**
 * The scope's jobs by weighted activity since `since` (each client once per job and kind:
 * a view, a counted click, a save, an application), best first, at most `size`.
 */
export async function mostActiveJobIds(db: Database, scope: HomeJobScope, ranking: ActivityRanking): Promise<number[]> {
  const after = ranking.since.toISOString();
  const w = ranking.weights;
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
        select job_id, sum(weight) as score from activity group by job_id having count(distinct who) >= ${ranking.minClients}
      )
      select j.id from scored a join jobs j on j.id = a.job_id
      where j.country_key = ${scope.countryKey} and j.status = 'active' and not j.verified_only and j.expires_at > ${scope.now.toISOString()}::timestamptz
        ${notExcluded(scope)}
      order by a.score desc, j.posted_at desc, j.id desc
      limit ${ranking.size}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Besides `taken` and urgent jobs: the newest job of each of the titles with most listable jobs,
 * then the second newest of each, and so on; at most `need`.
 */
export async function inDemandJobIds(db: Database, scope: HomeJobScope, taken: number[], need: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from jobs j join (
        select j.function_title_id, count(*) as n from jobs j where ${listable(scope, [])} group by j.function_title_id
      ) c on c.function_title_id = j.function_title_id
      where ${listable(scope, taken)} and not j.is_urgent
      order by row_number() over (partition by j.function_title_id order by j.posted_at desc, j.id desc), c.n desc, j.posted_at desc, j.id desc
      limit ${need}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Besides `taken`: urgent jobs, newest first, then the ones closing soonest; at most `need`. */
export async function urgentThenClosingJobIds(db: Database, scope: HomeJobScope, taken: number[], need: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select j.id from jobs j where ${listable(scope, taken)}
      order by j.is_urgent desc, case when j.is_urgent then j.posted_at end desc, j.expires_at, j.id
      limit ${need}`),
  );
  return rows.map((row) => Number(row.id));
}

export interface Web3CompanyRow {
  id: number;
  name: string;
  logo_color: string;
  verification_status: string;
  industry_id: number;
  /** The industry's names. */
  labels: Labels | null;
  /** Open Web3 jobs. */
  n: number;
}

/** The country's companies with open jobs of the Web3 skill, most such jobs first, at most `size`. */
export async function web3CompanyRows(db: Database, scope: HomeJobScope, size: number): Promise<Web3CompanyRow[]> {
  return rowsOf<Web3CompanyRow>(
    await db.execute(sql`
      select c.id, c.name, c.logo_color, c.verification_status, c.industry_id, i.labels, w.n from (
        select j.company_id, count(*)::int as n from jobs j
        where j.country_key = ${scope.countryKey} and j.status = 'active'
          and j.expires_at > ${scope.now.toISOString()}::timestamptz and ${web3Skill} = any(j.skills) ${notExcluded(scope)}
        group by j.company_id
      ) w join companies c on c.id = w.company_id
      left join ref_items i on i.list = 'industries' and i.id = c.industry_id
      order by w.n desc, c.name, c.id
      limit ${size}`),
  );
}

import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { effectiveSort, type JobCard, type JobSearchFilters, type JobSearchResult, type JobSort, maxSearchPage } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { countFacets, countMatches, type FacetCounts } from './facets';
import { allConditions, buildFilters } from './filters';
import { cardsFromRows, loadJobCards } from './job-cards';
import { matchKeyword, parseKeyword } from './keyword';
import { keywordPageWithFacets } from './keyword-search';
import { rowsOf } from './rows';
import type { SearchCountCache } from './search-cache';

export interface SearchJobsInput {
  country: Country;
  language: Language;
  query: JobSearchFilters;
  now?: Date;
  /** Shares counts between the pages and sorts of one search; none in tests that add jobs. */
  counts?: SearchCountCache;
  /** Companies the signed-in seeker blocked: their jobs leave the results (platform spec §6). */
  excludeCompanyIds?: readonly number[];
  /** A seeker with a verified identity also finds the jobs for verified seekers (docs/decisions/0044). */
  includeVerifiedOnly?: boolean;
}

/** Order of a page; the tie-breakers match the indexes' order, so a page is an index walk. */
function orderBy(sort: JobSort, alias: 'j' | 'm', rank: SQL | null): SQL {
  const a = sql.raw(alias);
  const newest = sql`${a}.posted_at desc nulls last, ${a}.id desc nulls last`;
  if (sort === 3) return sql`${a}.monthly_salary_to desc nulls last, ${newest}`;
  if (sort === 2 && rank) return sql`${rank} desc, ${newest}`;
  return newest;
}

/** What the counts depend on: the country, keyword and filters, not the page, size or sort. */
function countsKey(country: Country, query: JobSearchFilters, now: Date): string {
  const { page: _page, size: _size, sort: _sort, source: _source, device: _device, device_uuid: _uuid, facets: _f, ...matching } = query;
  return JSON.stringify([country.key, now.toISOString().slice(0, 16), matching]);
}

/**
 * One page of the country's open jobs for a search query (core spec §3), with the total and the
 * facet counts of the filter panel (docs/decisions/0009-job-search-engine.md).
 * - With a keyword: one statement reads the few thousand matching jobs once for page and counts.
 * - Without: the page walks jobs_open_newest_idx (or the salary index) and stops after the page;
 *   the counts are one aggregate pass over the same index, run alongside.
 */
export async function searchJobs(db: Database, input: SearchJobsInput): Promise<JobSearchResult> {
  const { query, country, language } = input;
  const now = input.now ?? new Date();
  const sort = effectiveSort(query);
  const keyword = parseKeyword(query.query);
  const match = keyword ? await matchKeyword(db, keyword, country.key) : null;
  const matches = match?.condition ?? null;
  const rank = match?.rank ?? null;
  const filters = buildFilters(query, country.key, now);
  const excluded = input.excludeCompanyIds ?? [];
  if (excluded.length > 0) filters.others.push(sql`j.company_id not in ${excluded}`);
  if (!input.includeVerifiedOnly) filters.others.push(sql`not j.verified_only`);
  const condition = allConditions(filters, matches);
  const offset = (query.page - 1) * query.size;
  const wantFacets = query.facets !== false;
  const key = countsKey(country, query, now) + (excluded.length > 0 ? `:-${excluded.join(',')}` : '') + (input.includeVerifiedOnly ? ':verified' : '');
  const cached = input.counts?.get(key);

  let jobs: JobCard[];
  let counts: FacetCounts | { total: number; facets: null };
  if (matches && rank && wantFacets && !cached) {
    const found = await keywordPageWithFacets(db, {
      filters,
      matches,
      rank,
      order: orderBy(sort, 'm', sql`m.rank`),
      size: query.size,
      offset,
    });
    counts = found.counts;
    input.counts?.set(key, found.counts);
    jobs = cardsFromRows(found.cardRows, found.ids, language);
  } else {
    const page = db
      .execute(sql`
        select j.id from jobs j
        where ${condition}
        order by ${orderBy(sort, 'j', rank)}
        limit ${query.size} offset ${offset}`)
      .then((result) => rowsOf<{ id: number }>(result).map((row) => Number(row.id)));
    const total = cached
      ? Promise.resolve(cached)
      : wantFacets
        ? countFacets(db, filters).then((value) => {
            input.counts?.set(key, value);
            return value;
          })
        : countMatches(db, condition).then((value) => ({ total: value, facets: null }));
    // The page's cards load while the counts are still being made: off the critical path.
    [jobs, counts] = await Promise.all([page.then((ids) => loadJobCards(db, ids, language)), total]);
  }

  return {
    jobs,
    page: query.page,
    size: query.size,
    total_num: counts.total,
    // Pages past maxSearchPage are not served, so they are not offered either.
    total_pages: Math.min(maxSearchPage, Math.ceil(counts.total / query.size)),
    sort,
    query_id: randomUUID(),
    facets: wantFacets ? counts.facets : null,
  };
}

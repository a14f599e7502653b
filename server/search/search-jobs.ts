import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { effectiveSort, type JobSearchFilters, type JobSearchResult, maxSearchPage } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { loadJobCards } from './job-cards';
import { matchKeyword, parseKeyword } from './keyword';
import { openJobs, rankBits, unpackMatches } from './open-jobs';
import { rowsOf } from './rows';

export interface SearchJobsInput {
  country: Country;
  language: Language;
  query: JobSearchFilters;
  now?: Date;
  /** Companies the signed-in seeker blocked: their jobs leave the results (platform spec §6). */
  excludeCompanyIds?: readonly number[];
  /** A seeker with a verified identity also finds the jobs for verified seekers (docs/decisions/0044). */
  includeVerifiedOnly?: boolean;
}

/**
 * One page of the country's open jobs for a search query (core spec §3), with the total and the
 * facet counts of the filter panel (docs/decisions/0009-job-search-engine.md, 0057).
 * - A keyword's matches and their ranks come from PostgreSQL: the GIN index and the narrow rows of
 *   the open jobs' search documents (migration 0021, docs/decisions/0058). Those rows are every
 *   active job's; the expired ones, like every filter, are left out here.
 * - Filters, facet counts and the order are worked out over the open jobs' columns this process
 *   holds (./open-jobs), and only the page's cards are read from the database.
 */
export async function searchJobs(db: Database, input: SearchJobsInput): Promise<JobSearchResult> {
  const { query, country, language } = input;
  const now = input.now ?? new Date();
  const sort = effectiveSort(query);
  const keyword = parseKeyword(query.query);
  const jobs = await openJobs(db, country.key);
  let matches: ReturnType<typeof unpackMatches> | null = null;
  if (keyword) {
    const match = await matchKeyword(db, keyword, country.key);
    // Only relevance order reads the ranks: the other orders skip their tests on every match.
    const rank = sort === 2 ? match.rank : sql`0`;
    const result = await db.execute(sql`
      select coalesce(string_agg((j.id::bigint * ${2 ** rankBits} + least(${rank}, ${2 ** rankBits - 1}))::text, ','), '') as found
      from job_search_documents j
      where j.country_key = ${country.key} and (${match.condition})`);
    matches = unpackMatches(rowsOf<{ found: string }>(result)[0]?.found ?? '');
  }
  const wantFacets = query.facets !== false;
  const found = jobs.search({
    query,
    now,
    sort,
    offset: (query.page - 1) * query.size,
    size: query.size,
    excludeCompanyIds: input.excludeCompanyIds ?? [],
    includeVerifiedOnly: input.includeVerifiedOnly ?? false,
    facets: wantFacets,
    matches,
  });
  const total = found.counts.total;
  return {
    jobs: await loadJobCards(db, found.ids, language),
    page: query.page,
    size: query.size,
    total_num: total,
    // Pages past maxSearchPage are not served, so they are not offered either.
    total_pages: Math.min(maxSearchPage, Math.ceil(total / query.size)),
    sort,
    query_id: randomUUID(),
    facets: wantFacets ? found.counts.facets : null,
  };
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { effectiveSort, type JobSearchFilters, type JobSearchResult, maxSearchPage } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { packedKeywordMatches } from '../db/queries/search/keyword';
import { loadJobCards } from './job-cards';
import { type Keyword, matchKeyword, parseKeyword } from './keyword';
import { openJobs, rankBits, unpackMatches } from './open-jobs';
import { correctionsOf, vocabularyOf } from './spelling';
import { takeRemotePhrase } from './synonyms';

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
  const { country, language } = input;
  const now = input.now ?? new Date();
  const sort = effectiveSort(input.query);
  const { query, keyword } = understoodQuery(input.query);
  const jobs = await openJobs(db, country.key);
  let matches: ReturnType<typeof unpackMatches> | null = null;
  let corrected: string | undefined;
  if (keyword) {
    matches = await keywordMatches(db, keyword, country.key, sort);
    // A keyword that finds no job at all: the closest spelling that finds some (docs/decisions/0072).
    if (matches.ids.length === 0 && !query.as_typed) {
      for (const spelling of correctionsOf(keyword, await vocabularyOf(db, country.key))) {
        const fixed = parseKeyword(spelling);
        const found = fixed ? await keywordMatches(db, fixed, country.key, sort) : null;
        if (found && found.ids.length > 0) {
          matches = found;
          corrected = spelling;
          break;
        }
      }
    }
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
    ...(corrected ? { corrected_query: corrected } : {}),
  };
}

/**
 * The query with a phrase meaning remote work ("work from home", 在宅) taken out of the keyword
 * and made the remote filter (./synonyms), unless the filters already leave remote jobs out.
 */
function understoodQuery(query: JobSearchFilters): { query: JobSearchFilters; keyword: Keyword | null } {
  const keyword = parseKeyword(query.query);
  if (!keyword || (query.work_arrangements && !query.work_arrangements.includes('remote'))) return { query, keyword };
  const taken = takeRemotePhrase(keyword);
  if (!taken.remote) return { query, keyword };
  return { query: { ...query, work_arrangements: ['remote'] }, keyword: taken.keyword };
}

/** The jobs a keyword finds in the country with their relevance tiers (packed by PostgreSQL, 0057). */
async function keywordMatches(db: Database, keyword: Keyword, countryKey: string, sort: number) {
  const match = await matchKeyword(db, keyword, countryKey);
  // Only relevance order reads the ranks: the other orders skip their tests on every match.
  const rank = sort === 2 ? match.rank : sql`0`;
  return unpackMatches(await packedKeywordMatches(db, { countryKey, condition: match.condition, rank, rankBits }));
}

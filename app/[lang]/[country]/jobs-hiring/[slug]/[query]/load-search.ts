import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { sitePlace } from '@/lib/country-name';
import { filterOptions, knownFilters, salaryRangeQueries, toJobSearchQuery } from '@/lib/search-query';
import { decodeSearchPath } from '@/lib/search-url';
import { resolveSite } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import { jobSearchQuery } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { getServerQueryClient } from '@/services/server-query-client';

export interface SearchParams {
  lang: string;
  country: string;
  slug: string;
  query: string;
}

const pageSize = 30;

/**
 * Everything a search page shows, loaded once per request (metadata and page share it). With a
 * session token (the per-request view of a seeker who has blocked companies, decision 0077) the
 * platform leaves those companies' jobs out of the results and the counts.
 */
export const loadSearch = cache(async (params: SearchParams, session: string | null = null) => {
  const site = resolveSite(params);
  if (!site) return null;
  const { language, country } = site;
  let queryString = '';
  try {
    queryString = params.query === '_' ? '' : decodeURIComponent(params.query);
  } catch {
    return null;
  }
  const decoded = decodeSearchPath(params.slug, new URLSearchParams(queryString));
  if (!decoded) return null;

  const lists = await serverConfigLists(country.key, language.slug);
  const tc = await getTranslations({ locale: siteLocale(site), namespace: 'JobCard' });
  const tf = await getTranslations({ locale: siteLocale(site), namespace: 'Filters' });
  const th = await getTranslations({ locale: siteLocale(site), namespace: 'SearchHelp' });
  const options = filterOptions(lists, {
    workArrangement: { onsite: tc('onsite'), hybrid: tc('hybrid'), remote: tc('remote') },
    verified: tf('verifiedOnly'),
    posted: { '1': th('posted1'), '3': th('posted3'), '7': th('posted7'), '30': th('posted30') },
  });
  const search = { ...decoded, filters: knownFilters(decoded, options) };
  const mapped = toJobSearchQuery(search, lists, options, pageSize);
  if (!mapped) return null;
  // A keyword that names a category (営業, vendas) is searched as a keyword, like any other: it
  // finds that category's jobs through the taxonomy and ranks the jobs titled with it first.
  // `as_typed=1` (the "search instead for" link) asks for no corrected spelling (decision 0072).
  const asTyped = new URLSearchParams(queryString).get('as_typed') === '1';
  if (asTyped && mapped.query.query) mapped.query = { ...mapped.query, as_typed: 1 };

  const http = serverHttp({ country: country.key, language: language.slug, device: 'web', ...(session ? { session } : {}) });
  const client = getServerQueryClient();
  const [result, salaryCounts] = await Promise.all([
    client.fetchQuery(jobSearchQuery(http, country.key, language.slug, mapped.query)),
    // How many jobs each salary range would give: a count per range, asked beside the search.
    Promise.all(
      salaryRangeQueries(mapped.query, options).map(async ({ key, query }) => {
        const counted = await client.fetchQuery(jobSearchQuery(http, country.key, language.slug, query));
        return [key, counted.total_num] as const;
      }),
    ).then(
      (counts) => Object.fromEntries(counts),
      () => null,
    ),
  ]);
  if (search.page > 1 && result.jobs.length === 0) return null;

  const international = (await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' }))('internationalName');
  return {
    site,
    lists,
    options,
    search,
    result,
    location: mapped.location,
    salaryCounts,
    place: sitePlace(country.key, language.code, international),
  };
});

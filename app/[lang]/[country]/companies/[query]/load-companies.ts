import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { countryInText } from '@/lib/country-name';
import { type CompaniesSearch, companiesFilterCount, parseCompaniesSearch, toCompanySearchQuery } from '@/lib/companies-url';
import { resolveSite } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import { companySearchQuery, companySuggestionQuery, featuredCompaniesQuery } from '@/services/companies';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { getServerQueryClient } from '@/services/server-query-client';

export interface CompaniesParams {
  lang: string;
  country: string;
  /** The search's canonical query string, URL-encoded, or `_` for none (middleware.ts). */
  query: string;
}

const featuredSize = 6;
const suggestionSize = 8;

/** Filters that name no item of this country's lists are dropped, like unknown parameters. */
function knownOnly(search: CompaniesSearch, lists: Awaited<ReturnType<typeof serverConfigLists>>): CompaniesSearch {
  const has = (items: { id: number }[], id: number | null) => (id !== null && items.some((i) => i.id === id) ? id : null);
  return {
    ...search,
    industry: has(lists.industry_lists, search.industry),
    size: has(lists.company_sizes, search.size),
    stage: has(lists.company_financing_stage_lists, search.stage),
    location: has(
      lists.location_lists.flatMap((r) => r.locations),
      search.location,
    ),
  };
}

/**
 * Everything the companies list shows, once per request: the search's page, the featured
 * companies on the plain first page, and the names the search box offers. Null when the page is
 * past the last one.
 */
export const loadCompanies = cache(async (params: CompaniesParams) => {
  const site = resolveSite(params);
  if (!site) return null;
  let queryString = '';
  try {
    queryString = params.query === '_' ? '' : decodeURIComponent(params.query);
  } catch {
    return null;
  }
  const { country, language } = site;
  const lists = await serverConfigLists(country.key, language.slug);
  const search = knownOnly(parseCompaniesSearch(new URLSearchParams(queryString)), lists);
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const client = getServerQueryClient();
  const plain = !search.query && companiesFilterCount(search) === 0 && search.page === 1;
  const [result, featured, suggested] = await Promise.all([
    client.fetchQuery(companySearchQuery(http, country.key, language.slug, toCompanySearchQuery(search))),
    plain ? client.fetchQuery(featuredCompaniesQuery(http, country.key, language.slug, featuredSize)) : Promise.resolve([]),
    search.query
      ? client.fetchQuery(companySuggestionQuery(http, country.key, language.slug, search.query, suggestionSize))
      : Promise.resolve([]),
  ]);
  if (search.page > 1 && result.companies.length === 0) return null;
  const international = (await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' }))('internationalName');
  return {
    site,
    lists,
    search,
    result,
    featured,
    suggestions: (suggested.length > 0 ? suggested : featured).map((c) => c.name),
    plain,
    countryName: countryInText(country.key, language.code, international),
  };
});

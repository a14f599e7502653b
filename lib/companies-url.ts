/**
 * The companies list's URLs: `/companies` with the search in the query string (`query`,
 * `industry`, `size`, `stage`, `location`, `verified=1`, `sort`, `page`), and the company
 * directory at `/companies/directory`. The middleware moves the canonical query into a path
 * segment (`/companies/{query}` internally, `_` for none), so each search is one cached page.
 */

import type { CompanySearchQuery, CompanySort } from './schemas/company';

export const companiesPathPrefix = '/companies';
export const companyDirectoryPath = '/companies/directory';

/** The sorts a visitor can pick; relevance only means something with a query. */
export const companiesSorts = ['relevance', 'open_jobs', 'name', 'newest'] as const satisfies readonly CompanySort[];

/** The deepest page the list serves (the platform's limit). */
export const maxCompaniesPage = 500;
export const companiesPageSize = 20;

export interface CompaniesSearch {
  query: string;
  industry: number | null;
  size: number | null;
  stage: number | null;
  location: number | null;
  verified: boolean;
  sort: CompanySort | null;
  page: number;
}

export const emptyCompaniesSearch: CompaniesSearch = {
  query: '',
  industry: null,
  size: null,
  stage: null,
  location: null,
  verified: false,
  sort: null,
  page: 1,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;

const idOf = (value: string | null): number | null => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * Reads a search from query parameters. What is not a valid value is dropped, as on the job
 * search: a stray `?utm_source` or `?page=x` is the plain list, not an error page.
 */
export function parseCompaniesSearch(params: URLSearchParams): CompaniesSearch {
  const query = (params.get('query') ?? '')
    .replace(controlCharacters, ' ').trim().replace(/\s+/g, ' ').slice(0, 100);
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Math.min(Number(pageText), maxCompaniesPage) : 1;
  return {
    query,
    industry: idOf(params.get('industry')),
    size: idOf(params.get('size')),
    stage: idOf(params.get('stage')),
    location: idOf(params.get('location')),
    verified: params.get('verified') === '1',
    sort: sort && (companiesSorts as readonly string[]).includes(sort) && (sort !== 'relevance' || query) ? (sort as CompanySort) : null,
    page,
  };
}

/** The canonical query string of a search: only what differs from the default, in a fixed order. */
export function companiesQueryString(search: Partial<CompaniesSearch>): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.industry) params.set('industry', String(search.industry));
  if (search.size) params.set('size', String(search.size));
  if (search.stage) params.set('stage', String(search.stage));
  if (search.location) params.set('location', String(search.location));
  if (search.verified) params.set('verified', '1');
  if (search.sort) params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

/** The path of a companies search without the language prefix, ready for an href. */
export function companiesPath(search: Partial<CompaniesSearch> = {}): string {
  const query = companiesQueryString(search);
  return `${companiesPathPrefix}${query ? `?${query}` : ''}`;
}

/** Only the search's own parameters, canonical, for the middleware's internal path. */
export function canonicalCompaniesQuery(params: URLSearchParams): string {
  return companiesQueryString(parseCompaniesSearch(params));
}

/** How many filters narrow the list (the query and sort are not filters). */
export function companiesFilterCount(search: CompaniesSearch): number {
  return [search.industry, search.size, search.stage, search.location].filter((v) => v !== null).length + (search.verified ? 1 : 0);
}

/** The platform's query for a search. */
export function toCompanySearchQuery(search: CompaniesSearch, size = companiesPageSize): CompanySearchQuery {
  return {
    query: search.query || undefined,
    industry_ids: search.industry ? String(search.industry) : undefined,
    company_size_ids: search.size ? String(search.size) : undefined,
    financing_stage_ids: search.stage ? String(search.stage) : undefined,
    location_ids: search.location ? String(search.location) : undefined,
    is_verified: search.verified ? 1 : undefined,
    sort: search.sort ?? undefined,
    page: search.page,
    size,
  };
}

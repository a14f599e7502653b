import 'server-only';
import { cache } from 'react';
import { companyIdFromSlug, parseCompanyView } from '@/lib/company-url';
import { resolveSite } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { companyDetailQuery, similarCompaniesQuery } from '@/services/companies';
import { jobSearchQuery } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { getServerQueryClient } from '@/services/server-query-client';

export interface CompanyParams {
  lang: string;
  country: string;
  slug: string;
  /** The view's canonical query string, URL-encoded, or `_` for the default (middleware.ts). */
  view: string;
}

export const companyJobsPageSize = 30;
const similarSize = 6;

/**
 * The company, its similar companies, the view asked for and, on the Jobs tab, a page of its open jobs (the job search
 * with company_ids, refined by main function); null when there is no such company on this site,
 * no such function, or the page is past the last.
 */
export const loadCompanyPage = cache(async (params: CompanyParams) => {
  const site = resolveSite(params);
  const id = companyIdFromSlug(params.slug);
  if (!site || id === null) return null;
  let query = '';
  try {
    query = params.view === '_' ? '' : decodeURIComponent(params.view);
  } catch {
    return null;
  }
  const view = parseCompanyView(new URLSearchParams(query));
  const { country, language } = site;
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const client = getServerQueryClient();
  try {
    const [company, lists, similar] = await Promise.all([
      client.fetchQuery(companyDetailQuery(http, country.key, language.slug, id)),
      serverConfigLists(country.key, language.slug),
      client.fetchQuery(similarCompaniesQuery(http, country.key, language.slug, id, similarSize)),
    ]);
    const mainFunction = view.mainFunction ? lists.main_functions.find((f) => f.key === view.mainFunction) : undefined;
    if (view.mainFunction && !mainFunction) return null;
    const jobs =
      view.tab === 'jobs'
        ? await client.fetchQuery(
            jobSearchQuery(http, country.key, language.slug, {
              company_ids: String(company.id),
              main_functions: mainFunction ? String(mainFunction.id) : undefined,
              sort: 1,
              page: view.page,
              size: companyJobsPageSize,
            }),
          )
        : null;
    if (jobs && view.page > 1 && jobs.jobs.length === 0) return null;
    return { site, company, lists, view, mainFunction: mainFunction ?? null, jobs, similar };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

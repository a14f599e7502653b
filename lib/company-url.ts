/**
 * Company page URLs: `/company/{name-slug}-{id}`, with the view in the query string:
 * `?tab=about` for About, `?tab=culture` for Culture and life (Jobs is the default tab), and on the Jobs tab `main_function={key}`
 * and `page={n}`. The slug keeps letters of every script and only the trailing id identifies the
 * company, so a renamed company's old links still find it and are redirected.
 */

import { idFromSlug, nameSlug } from './job-url';

export const companyPathPrefix = '/company';

export const companyTabs = ['jobs', 'about', 'culture'] as const;
export type CompanyTab = (typeof companyTabs)[number];

/** The deepest Jobs page served, as for a search. */
export const maxCompanyJobsPage = 1000;

export interface CompanyView {
  tab: CompanyTab;
  /** A main function key of the job function taxonomy; Jobs tab only. */
  mainFunction: string | null;
  /** Jobs tab only. */
  page: number;
}

export const defaultCompanyView: CompanyView = { tab: 'jobs', mainFunction: null, page: 1 };

export function companyNameSlug(name: string): string {
  return nameSlug(name, 'company');
}

export function companySlug(name: string, id: number): string {
  return `${companyNameSlug(name)}-${id}`;
}

/**
 * The query string of a view, canonical: only what differs from the default, in a fixed
 * order; the About and Culture and life tabs have no page or filter.
 */
export function companyViewQuery(view: Partial<CompanyView>): string {
  const query = new URLSearchParams();
  if (view.tab === 'about' || view.tab === 'culture') {
    query.set('tab', view.tab);
    return query.toString();
  }
  if (view.mainFunction) query.set('main_function', view.mainFunction);
  if (view.page && view.page > 1) query.set('page', String(view.page));
  return query.toString();
}

/** The path of a company page without the language prefix, ready for an href. */
export function companyPath(name: string, id: number, view: Partial<CompanyView> = {}): string {
  const query = companyViewQuery(view);
  return `${companyPathPrefix}/${encodeURIComponent(companySlug(name, id))}${query ? `?${query}` : ''}`;
}

/** The company id at the end of a slug, or null. */
export const companyIdFromSlug = idFromSlug;

/**
 * Reads a view from query parameters; what is not a valid value is dropped (a stray `?page=x`
 * or `?utm_source` is the default view, not an error).
 */
export function parseCompanyView(query: URLSearchParams): CompanyView {
  const tab = query.get('tab');
  if (tab === 'about' || tab === 'culture') return { tab, mainFunction: null, page: 1 };
  const mainFunction = query.get('main_function');
  const pageText = query.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Math.min(Number(pageText), maxCompanyJobsPage) : 1;
  return {
    tab: 'jobs',
    mainFunction: mainFunction && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(mainFunction) && mainFunction.length <= 100 ? mainFunction : null,
    page,
  };
}

/** Only the view's own parameters, canonical, for the middleware's internal path. */
export function canonicalCompanyQuery(query: URLSearchParams): string {
  return companyViewQuery(parseCompanyView(query));
}

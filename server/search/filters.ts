import { type SQL, sql } from 'drizzle-orm';
import type { JobSearchFacets, JobSearchFilters } from '@/lib/schemas/job';
import { dayjs } from '@/lib/dayjs';

/**
 * The filters of the search query as SQL over `jobs j`. Facet filters are kept apart: a facet's
 * counts apply every active filter except its own, so the panel shows what choosing another
 * option of that filter would give.
 */

export type FacetName = keyof JobSearchFacets;

/** Facet → the jobs column it counts (all copied into jobs_open_newest_idx). */
export const facetSource: Record<FacetName, string> = {
  job_types: 'job_type_id',
  xp_lvls: 'xp_lvl_id',
  degrees: 'degree_id',
  job_locations: 'location_id',
  main_functions: 'main_function_id',
  job_function_ids: 'job_function_id',
  work_arrangements: 'work_arrangement',
  is_company_verified: 'company_verified',
};

export const facetNames = Object.keys(facetSource) as FacetName[];

/** Each facet's column over `jobs j`. */
export const facetColumns = Object.fromEntries(facetNames.map((name) => [name, sql.raw(`j.${facetSource[name]}`)])) as Record<
  FacetName,
  SQL
>;

/** The country's open jobs at `now`, over `jobs j`. */
export function openJobsOf(countryKey: string, now: Date): SQL {
  return sql`j.country_key = ${countryKey} and j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz`;
}

const idsIn = (column: SQL, ids: readonly (number | string)[]) => sql`${column} in ${ids}`;

/** The date-posted filter as a time (ms): jobs posted at or after it; undefined for any time. */
export function postedAfterOf(query: Pick<JobSearchFilters, 'posted_within'>, now: Date): number | undefined {
  return query.posted_within === undefined ? undefined : dayjs.utc(now).subtract(query.posted_within, 'day').valueOf();
}

export interface SearchFilters {
  /** Open jobs of the country: always applied. */
  base: SQL;
  /** Filters that are not facets (companies, salary, categories, job titles). */
  others: SQL[];
  /** Active facet filters by facet. */
  facets: Partial<Record<FacetName, SQL>>;
}

export function buildFilters(query: JobSearchFilters, countryKey: string, now: Date): SearchFilters {
  const base = openJobsOf(countryKey, now);
  const others: SQL[] = [];
  const facets: SearchFilters['facets'] = {};

  if (query.company_ids) others.push(idsIn(sql`j.company_id`, query.company_ids));
  if (query.function_job_title_ids) others.push(idsIn(sql`j.function_title_id`, query.function_job_title_ids));
  // job_category_lists holds main functions with their sub-functions; either id selects jobs.
  if (query.job_categories) {
    others.push(
      sql`(${idsIn(sql`j.main_function_id`, query.job_categories)} or ${idsIn(sql`j.job_function_id`, query.job_categories)})`,
    );
  }
  // Ranges overlap [from, to], compared per month; jobs without a range (negotiable, unpaid) drop out.
  if (query.salary_from !== undefined) others.push(sql`j.monthly_salary_to >= ${query.salary_from}`);
  if (query.salary_to !== undefined) others.push(sql`j.monthly_salary_from <= ${query.salary_to}`);
  const postedAfter = postedAfterOf(query, now);
  if (postedAfter !== undefined) others.push(sql`j.posted_at >= ${new Date(postedAfter).toISOString()}::timestamptz`);

  if (query.job_types) facets.job_types = idsIn(facetColumns.job_types, query.job_types);
  if (query.xp_lvls) facets.xp_lvls = idsIn(facetColumns.xp_lvls, query.xp_lvls);
  if (query.degrees) facets.degrees = idsIn(facetColumns.degrees, query.degrees);
  if (query.job_locations) facets.job_locations = idsIn(facetColumns.job_locations, query.job_locations);
  if (query.main_functions) facets.main_functions = idsIn(facetColumns.main_functions, query.main_functions);
  if (query.job_function_ids) facets.job_function_ids = idsIn(facetColumns.job_function_ids, query.job_function_ids);
  if (query.work_arrangements) facets.work_arrangements = idsIn(facetColumns.work_arrangements, query.work_arrangements);
  if (query.is_company_verified !== undefined) {
    facets.is_company_verified = sql`${facetColumns.is_company_verified} = ${query.is_company_verified}`;
  }
  return { base, others, facets };
}

/** Every filter, for the page of results. */
export function allConditions(filters: SearchFilters, keyword: SQL | null): SQL {
  const parts = [filters.base, ...(keyword ? [keyword] : []), ...filters.others, ...Object.values(filters.facets)];
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` and `,
  );
}

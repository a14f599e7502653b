import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { FilterOptions } from '@/lib/search-query';
import { encodeSearchPath, type SearchFilterName, type SearchLocation } from '@/lib/search-url';
import type { JobSearchFacets } from '@/lib/schemas/job';
import { toggledFilterHref } from './search-links';

/** Which facet counts belong to which URL filter. */
const facetOf: Partial<Record<SearchFilterName, keyof JobSearchFacets>> = {
  job_type: 'job_types',
  xp_lvl: 'xp_lvls',
  degree: 'degrees',
  work_arrangement: 'work_arrangements',
  main_function: 'main_functions',
  company_verified: 'is_company_verified',
};

const panelFilters: SearchFilterName[] = ['posted', 'job_type', 'work_arrangement', 'salary', 'xp_lvl', 'degree', 'main_function', 'company_verified'];

/** Salary counts come keyed by the option's URL key; the panel reads counts by option id. */
function salaryCountsById(options: FilterOptions['salary'], byKey: Record<string, number>): Record<string, number> {
  return Object.fromEntries(options.map((o) => [String(o.id), byKey[o.key] ?? 0]));
}

/**
 * The filter panel as links: it works without JavaScript, and every option says how many jobs
 * it would show. Filter combinations are not for crawlers (nofollow; those pages are noindex).
 */
export async function FilterPanel({
  search,
  options,
  facets,
  currency,
  salaryCounts,
}: {
  search: SearchLocation;
  options: FilterOptions;
  facets: JobSearchFacets | null | undefined;
  /** The site's currency (ISO 4217): the salary ranges are amounts in it. */
  currency: string;
  /** Jobs per salary range (by option key) under the other filters, when known. */
  salaryCounts?: Record<string, number> | null;
}) {
  const t = await getTranslations('Filters');
  const th = await getTranslations('SearchHelp');
  const heading = (name: SearchFilterName) => (name === 'salary' ? th('salaryIn', { currency }) : name === 'posted' ? th('posted') : t(name));
  return (
    <div className="filters">
      <h2 className="filters__title">{t('title')}</h2>
      {panelFilters.map((name) => {
        const facet = facetOf[name];
        const counts = facet && facets ? facets[facet] : name === 'salary' && salaryCounts ? salaryCountsById(options.salary, salaryCounts) : undefined;
        const items = options[name].filter((o) => !counts || counts[String(o.id)] || search.filters[name]?.includes(o.key));
        if (items.length === 0) return null;
        return (
          <section key={name} className="filters__group" aria-labelledby={`filter-${name}`}>
            <h3 id={`filter-${name}`}>{heading(name)}</h3>
            <ul>
              {name === 'posted' && (
                <li>
                  <Link
                    href={encodeSearchPath({ ...search, filters: { ...search.filters, posted: [] }, page: 1 })}
                    rel="nofollow"
                    prefetch={false}
                    className="filter-option"
                    data-selected={!search.filters.posted?.length}
                    aria-current={search.filters.posted?.length ? undefined : 'true'}
                  >
                    <span className="filter-option__box" aria-hidden="true" />
                    <span className="filter-option__label">{th('postedAny')}</span>
                  </Link>
                </li>
              )}
              {items.map((option) => {
                const selected = search.filters[name]?.includes(option.key) ?? false;
                const count = counts?.[String(option.id)] ?? 0;
                return (
                  <li key={option.key}>
                    <Link
                      href={toggledFilterHref(search, name, option.key)}
                      rel="nofollow"
                      prefetch={false}
                      className="filter-option"
                      data-selected={selected}
                      aria-current={selected ? 'true' : undefined}
                    >
                      <span className="filter-option__box" aria-hidden="true" />
                      <span className="filter-option__label">
                        {name === 'company_verified' ? t('verifiedOnly') : option.label}
                      </span>
                      {counts && <span className="filter-option__count">{t('jobCount', { count })}</span>}
                      {selected && <span className="visually-hidden">, {t('selected')}</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import type { Language } from '@/lib/languages';
import type { JobSearchResult } from '@/lib/schemas/job';
import type { SearchLocation } from '@/lib/search-url';
import type { ReactNode } from 'react';
import { encodeSearchPath } from '@/lib/search-url';
import { Pagination } from './pagination';
import { activeFilterCount, clearedFiltersHref, sortHref } from './search-links';

const sorts = [
  { value: 2, key: 'sortRelevance' },
  { value: 1, key: 'sortNewest' },
  { value: 3, key: 'sortSalary' },
] as const;

/** Count, sort, the job cards, pagination, and the empty states of platform spec §2. */
export async function SearchResults({
  search,
  result,
  language,
  locationName = null,
  correction = null,
}: {
  search: SearchLocation;
  result: JobSearchResult;
  language: Language;
  /** The searched place's name, when the search has one. */
  locationName?: string | null;
  /** What to say about the keyword's spelling on an empty page (typo correction), when anything. */
  correction?: ReactNode;
}) {
  const t = await getTranslations('SearchPage');
  const appliedSort = result.sort ?? search.sort ?? 1;
  const now = new Date();
  const filtered = activeFilterCount(search) > 0;

  return (
    <section aria-labelledby="results-heading" className="results">
      <div className="results__bar">
        <h2 id="results-heading" className="results__count">
          {t('resultCount', { count: result.total_num })}
        </h2>
        <nav aria-label={t('sortLabel')} className="sort">
          <span aria-hidden="true">{t('sortLabel')}:</span>
          <ul>
            {sorts.map((sort) => (
              <li key={sort.value}>
                <Link
                  href={sortHref(search, sort.value)}
                  rel="nofollow"
                  prefetch={false}
                  aria-current={appliedSort === sort.value ? 'true' : undefined}
                >
                  {t(sort.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* The skip link's target: the jobs themselves, after the count and the sort links. */}
      <div id="results" tabIndex={-1} className="results__list">
      {result.jobs.length === 0 ? (
        <div className="empty-state">
          <h3>{filtered ? t('noMatchesTitle') : t('noJobsTitle')}</h3>
          <p>{filtered ? t('noMatchesText') : t('noJobsText')}</p>
          {/* A spelling the platform would rather search ("did you mean") goes here when there is one. */}
          {correction}
          {filtered && (
            <Link href={clearedFiltersHref(search)} className="button button--secondary" prefetch={false}>
              {t('clearFilters')}
            </Link>
          )}
          <BroaderSearches search={search} locationName={locationName} />
        </div>
      ) : (
        <JobCardList
          jobs={result.jobs}
          language={language}
          now={now}
          label={t('results')}
          single
          tracking={{
            queryId: result.query_id,
            page: 'search',
            subPage: search.filters.work_arrangement?.includes('remote') ? 'remote' : 'list',
            pageNum: result.page,
          }}
        />
      )}
      </div>
      <Pagination search={search} totalPages={result.total_pages} />
    </section>
  );
}

/**
 * The way out of an empty page: the same search without its place, and every job of the place
 * (or of the site), each a plain link. The filters are kept out of these: "clear all filters"
 * is offered beside them.
 */
async function BroaderSearches({ search, locationName }: { search: SearchLocation; locationName: string | null }) {
  const t = await getTranslations('SearchHelp');
  const links: { href: string; label: string }[] = [];
  const plain = { filters: {}, sort: null, page: 1 };
  if (search.keyword && search.location) {
    links.push({ href: encodeSearchPath({ ...plain, keyword: search.keyword, location: null }), label: t('everywhere', { keyword: search.keyword }) });
  }
  if (search.keyword && search.location && locationName) {
    links.push({ href: encodeSearchPath({ ...plain, keyword: '', location: search.location }), label: t('allJobsIn', { location: locationName }) });
  }
  if (search.keyword || search.location) links.push({ href: encodeSearchPath({ ...plain, keyword: '', location: null }), label: t('allJobs') });
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('suggestionsTitle')} className="empty-state__broader">
      <p>{t('suggestionsTitle')}</p>
      <ul className="empty-state__suggestions">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

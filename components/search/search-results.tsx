import { getTranslations } from 'next-intl/server';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import type { Language } from '@/lib/languages';
import type { JobSearchResult } from '@/lib/schemas/job';
import type { SearchLocation } from '@/lib/search-url';
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
}: {
  search: SearchLocation;
  result: JobSearchResult;
  language: Language;
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
      {result.jobs.length === 0 ? (
        <div className="empty-state">
          <h3>{filtered ? t('noMatchesTitle') : t('noJobsTitle')}</h3>
          <p>{filtered ? t('noMatchesText') : t('noJobsText')}</p>
          {filtered && (
            <Link href={clearedFiltersHref(search)} className="button button--secondary" prefetch={false}>
              {t('clearFilters')}
            </Link>
          )}
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
      <Pagination search={search} totalPages={result.total_pages} />
    </section>
  );
}

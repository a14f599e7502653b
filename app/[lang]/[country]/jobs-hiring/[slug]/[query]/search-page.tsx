import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alertCreateHref, SearchAlertLink } from '@/components/job-alerts/search-alert-link';
import { ClientText } from '@/components/providers/client-text';
import { ActiveFilters } from '@/components/search/active-filters';
import { FilterPanel } from '@/components/search/filter-panel';
import { FilterSheet } from '@/components/search/filter-sheet';
import { RelatedSearches } from '@/components/search/related-searches';
import { locationGroupsOf } from '@/components/search/location-groups';
import { SearchForm } from '@/components/search/search-form';
import { searchHeading } from '@/components/search/search-heading';
import { activeFilterCount } from '@/components/search/search-links';
import { SearchResults } from '@/components/search/search-results';
import { SpellingNotice } from '@/components/search/spelling-notice';
import { parseWebEnv } from '@/lib/env';
import { encodeSearchPath, searchPathPrefix } from '@/lib/search-url';
import { pageAlternates } from '@/lib/seo';
import { loadSearch, type SearchParams } from './load-search';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

/** The search's title, description and alternates; with a session, its counts are that seeker's (decision 0077). */
export async function searchMetadata(params: SearchParams, session: string | null): Promise<Metadata> {
  const data = await loadSearch(params, session);
  if (!data) return {};
  const { site, search, result, location, place } = data;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' });
  const ts = await getTranslations({ locale: siteLocale(site), namespace: 'SearchPage' });
  const heading = searchHeading(ts, search, location?.value ?? null, place, site.language.intl);
  const { SITE_URL_PATTERN } = parseWebEnv();
  const path = encodeSearchPath(search);
  // Empty results and filter combinations are not landing pages: keep them out of the index.
  // Nor is a misspelling that shows another spelling's results (decision 0072).
  const indexable = result.total_num > 0 && !result.corrected_query && activeFilterCount(search) === 0 && search.sort === null;
  return {
    title: t('searchTitle', { heading, count: result.total_num }),
    description: t('searchDescription', { heading, count: result.total_num }),
    robots: indexable ? undefined : { index: false, follow: true },
    // The same search in the country's other languages finds the same jobs, so it is indexable
    // too; on another country it may find nothing (a noindex page): not an alternate.
    alternates: pageAlternates(SITE_URL_PATTERN, site, path, { ownSiteOnly: true, indexable }),
  };
}

/**
 * `/{lang}/jobs-hiring/{slug}`: a job search, server-rendered; cached per search for everyone
 * (`session` null), or per request for a seeker who has blocked companies (./without-blocked).
 */
export async function searchPage(routeParams: SearchParams, session: string | null) {
  const data = await loadSearch(routeParams, session);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, lists, options, search, result, location, place, salaryCounts } = data;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('SearchPage');
  const th = await getTranslations('SearchHelp');
  const locationGroups = locationGroupsOf(lists);

  return (
    <div className="search-page">
      {/* The first stop in the page: past the search form and the filters, straight to the jobs. */}
      <a href="#results" className="skip-results">
        {th('skipToResults')}
      </a>
      <h1 className="search-page__heading">{searchHeading(t, search, location?.value ?? null, place, site.language.intl)}</h1>
      <SearchAlertLink href={alertCreateHref(site.language.slug, search, lists, options)} />
      <ClientText namespaces={['SearchForm', 'NearMe', 'Filters']}>
        <SearchForm keyword={search.keyword} location={search.location} locations={locationGroups} page="search" action={`/${site.language.slug}${searchPathPrefix}`} />
      </ClientText>
      <div className="search-page__body">
        <ClientText namespaces={['Filters']}>
          <FilterSheet activeCount={activeFilterCount(search)}>
            <FilterPanel search={search} options={options} facets={result.facets} currency={site.country.currency} salaryCounts={salaryCounts} />
          </FilterSheet>
        </ClientText>
        <div className="search-page__main">
          {result.corrected_query && (
            <SpellingNotice search={search} corrected={result.corrected_query} />
          )}
          <ActiveFilters search={search} options={options} />
          <SearchResults search={search} result={result} language={site.language} locationName={location?.value ?? null} />
          <RelatedSearches search={search} result={result} locations={lists.location_lists.flatMap((r) => r.locations)} />
        </div>
      </div>
    </div>
  );
}

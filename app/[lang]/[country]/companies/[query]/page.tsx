import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompaniesForm } from '@/components/companies/companies-form';
import { CompanyCardList } from '@/components/companies/company-card';
import { CompanyPagination } from '@/components/company/company-pagination';
import { Link } from '@/i18n/link';
import { companiesFilterCount, companiesPath, companyDirectoryPath } from '@/lib/companies-url';
import { internationalCountryKey } from '@/lib/countries';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { type CompaniesParams, loadCompanies } from './load-companies';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<CompaniesParams> }): Promise<Metadata> {
  const data = await loadCompanies(await params);
  if (!data) return {};
  const { site, search, result, countryName } = data;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'CompaniesPage' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  const scope = site.country.key === internationalCountryKey ? 'worldwide' : 'country';
  // Only the plain list (and its pages) is a landing page; searches and filters are followed, not indexed.
  const indexable = !search.query && companiesFilterCount(search) === 0 && search.sort === null && result.total_num > 0;
  const path = companiesPath(indexable ? { page: search.page } : search);
  return {
    title: t('metaTitle', { country: countryName, scope, count: result.total_num, page: search.page }),
    description: t('metaDescription', { country: countryName, scope, count: result.total_num }),
    robots: indexable ? undefined : { index: false, follow: true },
    alternates: pageAlternates(SITE_URL_PATTERN, site, path, { ownSiteOnly: true, indexable }),
  };
}

/** `/{lang}/companies`: the country's companies, searched, filtered, sorted and paged, server-rendered. */
export default async function CompaniesPage({ params }: { params: Promise<CompaniesParams> }) {
  const routeParams = await params;
  const data = await loadCompanies(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, lists, search, result, featured, suggestions, plain, countryName } = data;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('CompaniesPage');
  const scope = site.country.key === internationalCountryKey ? 'worldwide' : 'country';
  const filtered = companiesFilterCount(search) > 0 || search.query !== '';

  return (
    <div className="companies-page">
      <header className="companies-page__head">
        <h1>{search.query ? t('headingQuery', { query: search.query }) : t('heading', { country: countryName, scope })}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <CompaniesForm search={search} lists={lists} action={`/${site.language.slug}/companies`} suggestions={suggestions} />
      {plain && featured.length > 0 && (
        <section aria-labelledby="featured-companies" className="companies-section">
          <h2 id="featured-companies">{t('featured')}</h2>
          <CompanyCardList companies={featured} labelledBy="featured-companies" />
        </section>
      )}
      <section aria-labelledby="companies-results" className="companies-section">
        <div className="companies-results__bar">
          <h2 id="companies-results">
            {t('resultCount', { count: result.total_num })}
          </h2>
          {filtered && (
            <Link href={companiesPath()} prefetch={false}>
              {t('clear')}
            </Link>
          )}
        </div>
        {result.companies.length > 0 ? (
          <CompanyCardList companies={result.companies} labelledBy="companies-results" />
        ) : (
          <div className="empty-state">
            <h3>{t('emptyTitle')}</h3>
            <p>{t('emptyText')}</p>
            <Link href={companiesPath()} prefetch={false} className="button button--secondary">
              {t('allCompanies')}
            </Link>
          </div>
        )}
        <CompanyPagination
          current={search.page}
          totalPages={Math.min(result.total_pages, 500)}
          hrefOf={(page) => companiesPath({ ...search, page })}
        />
      </section>
      <p className="companies-page__directory">
        <Link href={companyDirectoryPath} prefetch={false}>
          {t('directoryLink')}
        </Link>
      </p>
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { countryInText } from '@/lib/country-name';
import { Link } from '@/i18n/link';
import { companiesPath, companyDirectoryPath, toCompanySearchQuery, emptyCompaniesSearch } from '@/lib/companies-url';
import { companyPath } from '@/lib/company-url';
import { internationalCountryKey } from '@/lib/countries';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { companySearchQuery } from '@/services/companies';
import { serverHttp } from '@/services/server';
import { getServerQueryClient } from '@/services/server-query-client';
import { siteLocale } from '@/lib/site-locale';
import '@/components/companies/companies.css';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** Companies named per industry: the hiring ones first, each industry linking to its full list. */
const perIndustry = 12;

const loadDirectory = cache(async (params: SiteParams) => {
  const site = resolveSite(params);
  if (!site) return null;
  const { country, language } = site;
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const client = getServerQueryClient();
  const all = await client.fetchQuery(
    companySearchQuery(http, country.key, language.slug, toCompanySearchQuery(emptyCompaniesSearch, 1)),
  );
  const industries = all.industry_counts.filter((row) => row.count > 0);
  const sections = await Promise.all(
    industries.map(async (industry) => {
      const search = { ...emptyCompaniesSearch, industry: industry.id };
      const result = await client.fetchQuery(
        companySearchQuery(http, country.key, language.slug, toCompanySearchQuery(search, perIndustry)),
      );
      return { industry, companies: result.companies };
    }),
  );
  const collator = new Intl.Collator(language.code);
  sections.sort((a, b) => collator.compare(a.industry.value, b.industry.value));
  const international = (await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' }))('internationalName');
  return {
    site,
    total: all.total_num,
    sections,
    countryName: countryInText(country.key, language.code, international),
    scope: country.key === internationalCountryKey ? 'worldwide' : 'country',
  };
});

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const data = await loadDirectory(await params);
  if (!data) return {};
  const t = await getTranslations({ locale: siteLocale(data.site), namespace: 'CompaniesPage' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  const facts = { country: data.countryName, scope: data.scope, count: data.total };
  // Like the companies list: a directory with no company is not a landing page (nor in the sitemaps).
  const indexable = data.total > 0;
  return {
    title: t('directoryMetaTitle', facts),
    description: t('directoryMetaDescription', facts),
    robots: indexable ? undefined : { index: false, follow: true },
    alternates: pageAlternates(SITE_URL_PATTERN, data.site, companyDirectoryPath, { ownSiteOnly: true, indexable }),
  };
}

/** `/{lang}/companies/directory`: every industry of the country's companies, with its companies. */
export default async function CompanyDirectoryPage({ params }: { params: Promise<SiteParams> }) {
  const routeParams = await params;
  const data = await loadDirectory(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, sections, countryName, scope, total } = data;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('CompaniesPage');
  return (
    <div className="companies-page">
      <header className="companies-page__head">
        <h1>{t('directoryHeading', { country: countryName, scope })}</h1>
        <p className="muted">{t('directoryIntro', { count: total })}</p>
      </header>
      {sections.length > 0 && (
        <nav aria-labelledby="directory-industries" className="companies-section">
          <h2 id="directory-industries">{t('industries')}</h2>
          <ul className="directory-index">
            {sections.map(({ industry }) => (
              <li key={industry.id}>
                <a href={`#industry-${industry.id}`}>{t('industryCount', { industry: industry.value, count: industry.count })}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.length === 0 && (
        <div className="empty-state">
          <h2>{t('emptyTitle')}</h2>
        </div>
      )}
      {sections.map(({ industry, companies }) => (
        <section key={industry.id} id={`industry-${industry.id}`} aria-labelledby={`industry-${industry.id}-name`} className="companies-section directory-section">
          <h2 id={`industry-${industry.id}-name`}>{industry.value}</h2>
          <ul className="directory-names">
            {companies.map((company) => (
              <li key={company.id}>
                <Link href={companyPath(company.name, company.id)} prefetch={false}>
                  {company.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={companiesPath({ industry: industry.id })} prefetch={false} className="directory-section__all">
            {t('seeAllIndustry', { industry: industry.value, count: industry.count })}
          </Link>
        </section>
      ))}
    </div>
  );
}

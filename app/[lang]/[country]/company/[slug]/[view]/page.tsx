import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyAbout } from '@/components/company/company-about';
import { CompanyCulture } from '@/components/company/company-culture';
import { CompanyHeader } from '@/components/company/company-header';
import { CompanyJobs } from '@/components/company/company-jobs';
import { CompanyTabs } from '@/components/company/company-tabs';
import { OrganizationJsonLd, organizationJsonLd } from '@/components/company/organization-json-ld';
import { SimilarCompanies } from '@/components/company/similar-companies';
import { companyPath, companySlug } from '@/lib/company-url';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates, pageUrl } from '@/lib/seo';
import { type CompanyParams, loadCompanyPage } from './load-company';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<CompanyParams> }): Promise<Metadata> {
  const data = await loadCompanyPage(await params);
  if (!data) return {};
  const { site, company, view, mainFunction } = data;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'CompanyPage' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  // The canonical URL keeps only what makes the page itself: the tab and the page number. A
  // function filter is a view of the Jobs tab, followed but not indexed.
  const canonicalPath = companyPath(company.name, company.id, mainFunction ? {} : { tab: view.tab, page: view.page });
  const facts = {
    company: company.name,
    industry: company.industry.value,
    count: company.active_jobs_count,
  };
  const about = view.tab === 'about';
  const tc = await getTranslations({ locale: siteLocale(site), namespace: 'CompanyCulture' });
  const culture = view.tab === 'culture';
  return {
    title: culture ? tc('metaTitle', facts) : about ? t('aboutMetaTitle', facts) : t('metaTitle', { ...facts, page: view.page }),
    description: culture ? tc('metaDescription', facts) : about ? t('aboutMetaDescription', facts) : t('metaDescription', facts),
    robots: mainFunction ? { index: false, follow: true } : undefined,
    // A company lives on its own country site only, in every language of it.
    alternates: pageAlternates(SITE_URL_PATTERN, site, canonicalPath, { ownSiteOnly: true, indexable: !mainFunction }),
  };
}

/** `/{lang}/company/{name}-{id}`: the company, its open jobs (default tab), About or Culture and life, and similar companies, server-rendered. */
export default async function CompanyPage({ params }: { params: Promise<CompanyParams> }) {
  const routeParams = await params;
  const data = await loadCompanyPage(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, company, view, jobs, lists, mainFunction, similar } = data;
  if (decodeURIComponent(routeParams.slug) !== companySlug(company.name, company.id)) {
    permanentRedirect(`/${site.language.slug}${companyPath(company.name, company.id, view)}`);
  }
  setRequestLocale(siteLocale(site));
  const { SITE_URL_PATTERN } = parseWebEnv();
  const url = pageUrl(SITE_URL_PATTERN, site.country.key, site.language, companyPath(company.name, company.id));

  return (
    <article className="company-page">
      <OrganizationJsonLd data={organizationJsonLd(company, { url, region: site.country.region })} />
      <CompanyHeader company={company} />
      <CompanyTabs name={company.name} id={company.id} current={view.tab} />
      {jobs ? (
        <CompanyJobs
          company={company}
          result={jobs}
          mainFunctions={lists.main_functions}
          selected={mainFunction}
          view={view}
          language={site.language}
        />
      ) : view.tab === 'culture' ? (
        <CompanyCulture company={company} />
      ) : (
        <CompanyAbout company={company} language={site.language} region={site.country.region} />
      )}
      <SimilarCompanies companies={similar} />
    </article>
  );
}

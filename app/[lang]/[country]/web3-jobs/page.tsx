import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeCompanies } from '@/components/home/home-sections';
import { JobLanding } from '@/components/job/job-landing';
import { Link } from '@/i18n/link';
import { encodeSearchPath } from '@/lib/search-url';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { web3Keyword } from '@/lib/web3';
import { jobSearchQuery } from '@/services/jobs';
import { getWeb3Companies } from '@/services/recommend';
import { serverHttp } from '@/services/server';
import { getServerQueryClient } from '@/services/server-query-client';
import { siteLocale } from '@/lib/site-locale';
import { placeOfSite, placePageMetadata } from '../_lib/place-page-metadata';

export const revalidate = 60;

const path = '/web3-jobs';
const web3Search = encodeSearchPath({ keyword: web3Keyword, location: null, filters: {}, sort: 1, page: 1 });

export const generateMetadata = placePageMetadata({ namespace: 'Web3Page', title: 'metaTitle', description: 'metaDescription', path });

/**
 * The Web3 landing page, like /remote-jobs: the companies hiring for Web3 jobs in this country and
 * the newest such jobs (what marks one: lib/web3.ts), with the full search one link away.
 */
export default async function Web3JobsPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('Web3Page');
  const h = await getTranslations('HomeSections');
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const [result, firms] = await Promise.all([
    getServerQueryClient().fetchQuery(jobSearchQuery(http, country.key, language.slug, { query: web3Keyword, sort: 1, size: 30, facets: 0 })),
    getWeb3Companies(http, { size: 12 }),
  ]);
  const more = result.total_num > 0 && (
    <Link href={web3Search} prefetch={false}>
      {t('allWeb3Jobs')}
    </Link>
  );
  const empty = { title: t('noJobsTitle'), text: t('noJobsText') };
  return (
    <JobLanding
      hero={{ heading: t('heading'), intro: t('intro', await placeOfSite(site)) }}
      jobs={{ className: 'section home-section', heading: t('jobsCount', { count: result.total_num }), more, empty }}
      search={{ result, subPage: 'web3' }}
      language={language}
    >
      <section aria-labelledby="web3-companies" className="section home-section">
        <div className="section__head">
          <h2 id="web3-companies">{t('companies')}</h2>
        </div>
        <HomeCompanies
          label={t('companies')}
          companies={firms.companies.map((company) => ({
            id: company.id,
            name: company.name,
            logo_color: company.logo_color,
            is_verified: company.is_verified,
            industry: company.industry.value,
            count: h('web3OpenJobs', { count: company.web3_jobs_count }),
          }))}
        />
      </section>
    </JobLanding>
  );
}

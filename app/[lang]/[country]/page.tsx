import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sitePlace } from '@/components/layout/country-name';
import { JobCardList } from '@/components/job/job-card-list';
import { ClientText } from '@/components/providers/client-text';
import { locationGroupsOf } from '@/components/search/location-groups';
import { SearchForm } from '@/components/search/search-form';
import { parseWebEnv } from '@/lib/env';
import { alternateLanguages, pageUrl } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { jobSearchQuery } from '@/services/jobs';
import { getServerQueryClient } from '@/services/server-query-client';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';

export const revalidate = 60;

const latestJobsCount = 21;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: site.language.slug, namespace: 'Metadata' });
  const place = sitePlace(site.country.key, site.language.code, t('internationalName'));
  const { SITE_URL_PATTERN } = parseWebEnv();
  return {
    title: t('homeTitle', place),
    description: t('homeDescription', place),
    alternates: {
      canonical: pageUrl(SITE_URL_PATTERN, site.country.key, site.language, '/'),
      languages: alternateLanguages(SITE_URL_PATTERN, '/'),
    },
  };
}

/** Each country's home: its latest jobs, rendered on the server in the URL's language. */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(language.slug);
  const t = await getTranslations('HomePage');
  const international = (await getTranslations('Metadata'))('internationalName');
  const place = sitePlace(country.key, language.code, international);

  // A failure throws: the error boundary shows the notice, and a cached page is never replaced
  // by a broken one.
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const latest = await getServerQueryClient().fetchQuery(
    jobSearchQuery(http, country.key, language.slug, { sort: 1, size: latestJobsCount, page: 1 }),
  );
  const now = new Date();
  const lists = await serverConfigLists(country.key, language.slug);
  const locationGroups = locationGroupsOf(lists);

  return (
    <>
      <section className="hero">
        <h1>{t('heading', place)}</h1>
        <p>{t('intro')}</p>
        <ClientText namespaces={['SearchForm']}>
          <SearchForm keyword="" location={null} locations={locationGroups} page="home" />
        </ClientText>
      </section>
      <section aria-labelledby="latest-jobs" className="section">
        <div className="section__head">
          <h2 id="latest-jobs">{t('latestJobs')}</h2>
          <p className="muted">{t('jobCount', { count: latest.total_num })}</p>
        </div>
        {latest.jobs.length === 0 ? (
          <p>{t('noJobs')}</p>
        ) : (
          <JobCardList jobs={latest.jobs} language={language} now={now} tracking={{ queryId: latest.query_id, page: 'home', subPage: 'latest' }} />
        )}
      </section>
    </>
  );
}

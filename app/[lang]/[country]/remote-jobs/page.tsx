import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobLanding } from '@/components/job/job-landing';
import { Link } from '@/i18n/link';
import { encodeSearchPath } from '@/lib/search-url';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { jobSearchQuery } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { getServerQueryClient } from '@/services/server-query-client';
import { siteLocale } from '@/lib/site-locale';
import { placeOfSite, placePageMetadata } from '../_lib/place-page-metadata';

export const revalidate = 60;

const remoteSearch = encodeSearchPath({ keyword: '', location: null, filters: { work_arrangement: ['remote'] }, sort: null, page: 1 });

export const generateMetadata = placePageMetadata({ namespace: 'Metadata', title: 'remoteTitle', description: 'remoteDescription', path: '/remote-jobs' });

/** The remote jobs landing page: the newest remote jobs open to this country's site. */
export default async function RemoteJobsPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('SearchPage');
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const result = await getServerQueryClient().fetchQuery(
    jobSearchQuery(http, country.key, language.slug, { work_arrangements: 'remote', sort: 1, size: 30, facets: 0 }),
  );
  const more = result.total_pages > 1 && <Link href={remoteSearch}>{t('allRemoteJobs')}</Link>;
  const empty = { title: t('noJobsTitle'), text: t('noJobsText') };
  return (
    <JobLanding
      hero={{ heading: t('remoteHeading'), intro: t('remoteIntro', await placeOfSite(site)) }}
      jobs={{ className: 'section', heading: t('resultCount', { count: result.total_num }), more, empty }}
      search={{ result, subPage: 'remote' }}
      language={language}
    />
  );
}

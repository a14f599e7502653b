import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/navigation';
import { encodeSearchPath } from '@/lib/search-url';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { jobSearchQuery } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { getServerQueryClient } from '@/services/server-query-client';

export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: site.language.slug, namespace: 'OnsitePage' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The landing page after login. Until a profile holds job preferences this lists the latest
 * on-site and hybrid jobs; the profile capability adds the jobs that match the preferences.
 */
export default async function OnsiteJobPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(language.slug);
  const t = await getTranslations('OnsitePage');
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const result = await getServerQueryClient().fetchQuery(
    jobSearchQuery(http, country.key, language.slug, { work_arrangements: 'onsite,hybrid', sort: 1, size: 21, facets: 0 }),
  );
  const now = new Date();
  const more = encodeSearchPath({ keyword: '', location: null, filters: { work_arrangement: ['onsite', 'hybrid'] }, sort: 1, page: 1 });
  return (
    <>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </section>
      <section aria-labelledby="onsite-latest" className="section">
        <div className="section__head">
          <h2 id="onsite-latest">{t('latest')}</h2>
          <Link href={more}>{t('seeAll')}</Link>
        </div>
        <JobCardList jobs={result.jobs} language={language} now={now} />
      </section>
    </>
  );
}

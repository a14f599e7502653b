import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import type { JobsForYouResult } from '@/lib/schemas/recommend';
import { encodeSearchPath } from '@/lib/search-url';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { jobSearchQuery } from '@/services/jobs';
import { getJobsForYou } from '@/services/recommend';
import { serverHttp } from '@/services/server';
import { getServerQueryClient } from '@/services/server-query-client';
import { readSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

// Per user: rendered on each request, never from the (language, country) cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'OnsitePage' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The landing page after login: the jobs matching the user's on-site and hybrid job
 * preferences, then the latest on-site and hybrid jobs (all a visitor without preferences sees).
 * Per user, so rendered on each request.
 */
export default async function OnsiteJobPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('OnsitePage');
  const session = await readSession();

  let forYou: JobsForYouResult | null = null;
  if (session?.user) {
    try {
      forYou = await getJobsForYou(sessionHttp({ country: country.key, language: language.slug }, session), { arrangement: 'onsite' });
    } catch (error) {
      // An ended session shows the page as to a visitor; the next client call signs them out.
      if (!(error instanceof ApiError && error.isUnauthorized)) throw error;
    }
  }

  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const latest = await getServerQueryClient().fetchQuery(
    jobSearchQuery(http, country.key, language.slug, { work_arrangements: 'onsite,hybrid', sort: 1, size: 21, facets: 0 }),
  );
  const now = new Date();
  const more = encodeSearchPath({ keyword: '', location: null, filters: { work_arrangement: ['onsite', 'hybrid'] }, sort: 1, page: 1 });
  const titles = new Intl.ListFormat(language.code).format(forYou?.preferences.map((p) => p.job_title) ?? []);

  return (
    <>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{forYou && forYou.preferences.length > 0 ? t('basedOn', { titles }) : t('intro')}</p>
        {forYou && forYou.preferences.length === 0 ? <Link href="/manage-profile">{t('addPreferences')}</Link> : null}
      </section>
      {forYou && forYou.jobs.length > 0 ? (
        <section aria-labelledby="onsite-for-you" className="section">
          <div className="section__head">
            <h2 id="onsite-for-you">{t('forYou')}</h2>
          </div>
          <JobCardList jobs={forYou.jobs} language={language} now={now} />
        </section>
      ) : null}
      <section aria-labelledby="onsite-latest" className="section">
        <div className="section__head">
          <h2 id="onsite-latest">{t('latest')}</h2>
          <Link href={more}>{t('seeAll')}</Link>
        </div>
        <JobCardList jobs={latest.jobs} language={language} now={now} />
      </section>
    </>
  );
}

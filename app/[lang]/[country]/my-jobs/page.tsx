import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyInterviewsSection } from '@/components/interviews/my-interviews-section';
import { QueryProvider } from '@/components/providers/query-provider';
import { Link } from '@/i18n/link';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { requireSession } from '@/services/server-session';
import { MyJobsItems } from './_components/my-jobs-items';
import { MyJobsFilters } from './_components/my-jobs-filters';
import { MyJobsPager } from './_components/my-jobs-pager';
import { loadMyJobs, type MyJobsList, myJobsHref, myJobsTabs, readMyJobsView } from './load-my-jobs';
import { siteLocale } from '@/lib/site-locale';

/** The seeker's own lists: never cached, never prerendered. */
export const dynamic = 'force-dynamic';

type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'MyJobs' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * `/{lang}/my-jobs` (platform spec §2 My jobs): saved, applied, interviews, viewed me and not
 * suitable, each a page at a time with its empty state. The seeker's own data, so rendered on
 * each request with their session; signed out, get-started brings them back here.
 */
export default async function MyJobsPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Search }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const view = readMyJobsView(await searchParams);
  const session = await requireSession(language.slug, myJobsHref(view, {}));
  const t = await getTranslations('MyJobs');

  let list: MyJobsList;
  try {
    list = await loadMyJobs({ country: country.key, language: language.slug }, session, view);
  } catch (error) {
    // An ended session: sign in again and come back to this list.
    if (error instanceof ApiError && error.isUnauthorized) {
      redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(myJobsHref(view, {}))}`);
    }
    throw error;
  }

  const withdrawn = list.kind === 'applications' ? list.withdrawn : 0;
  // An empty Interviews tab says so once: the invitations list shows this in place of its own
  // line once it has loaded, with no "No jobs" count above it (issue 36 item 13).
  const emptyInterviews = view.tab === 'interviews' && list.items.length === 0;
  const emptyState = (
    <div className="empty-state">
      <h3>{withdrawn > 0 ? t('emptyActive') : t(`empty.${view.tab}`)}</h3>
      <p>{t(`emptyText.${view.tab}`)}</p>
      <Link href="/jobs-hiring/job-search" className="button button--secondary" prefetch={false}>
        {t('browseJobs')}
      </Link>
    </div>
  );

  return (
    <QueryProvider>
      <div className="my-jobs section">
        <h1>{t('title')}</h1>
        <nav aria-label={t('tabsLabel')} className="my-jobs__tabs">
          <ul>
            {myJobsTabs.map((tab) => (
              <li key={tab}>
                <Link href={`/my-jobs?tab=${tab}`} aria-current={tab === view.tab ? 'page' : undefined} prefetch={false}>
                  {t(`tabs.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!emptyInterviews && (
          <div className="my-jobs__bar">
            <h2 className="results__count" id="my-jobs-count">
              {t('count', { count: list.total })}
            </h2>
            <MyJobsFilters view={view} />
          </div>
        )}
        {view.tab === 'interviews' && (
          <MyInterviewsSection language={language.slug} countryTimeZone={country.timeZone} empty={emptyInterviews ? emptyState : undefined} />
        )}
        {withdrawn > 0 && (
          <p className="my-jobs__note">
            {t('withdrawnNote', { count: withdrawn })}{' '}
            <Link href={myJobsHref(view, { status: 'cancelled', page: 1 })} prefetch={false}>
              {t('showWithdrawn')}
            </Link>
          </p>
        )}
        {list.items.length === 0 ? (
          !emptyInterviews && emptyState
        ) : (
          <MyJobsItems list={list} language={language} country={country} />
        )}
        <MyJobsPager view={view} totalPages={list.totalPages} />
      </div>
    </QueryProvider>
  );
}

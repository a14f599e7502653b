import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alertFilterLine, alertSummary } from '@/components/job-alerts/alert-summary';
import { JobAlertCreateForm } from '@/components/job-alerts/job-alert-create-form';
import { filterNames } from '@/components/job-alerts/filter-names';
import { ClientMessages } from '@/components/providers/client-messages';
import styles from '@/components/settings/settings.module.css';
import { hasAlertFilter, jobAlertSearchKeys, jobAlertCreateSchema, toWireSearch } from '@/lib/schemas/job-alerts';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { requireSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'JobAlerts' });
  return { title: t('createTitle'), robots: { index: false, follow: false } };
}

type Query = Record<string, string | string[] | undefined>;

/** The search of the page the seeker came from (the search API's parameters), or null when it names nothing. */
function searchOf(query: Query) {
  const raw = Object.fromEntries(jobAlertSearchKeys.flatMap((key) => (typeof query[key] === 'string' ? [[key, query[key]]] : [])));
  const parsed = jobAlertCreateSchema.safeParse({ ...raw, frequency: 'daily' });
  if (!parsed.success) return null;
  const { frequency: _frequency, sort: _sort, time_zone: _zone, ...search } = parsed.data;
  return hasAlertFilter(search) ? toWireSearch(search) : null;
}

/**
 * `/{lang}/job-alerts/create?query=…&job_locations=…`: reached from "Get alerts for this search"
 * on a search page (which stays free of client code); signed out, get-started brings the visitor
 * back here. The seeker picks daily or weekly and creates the alert.
 */
export default async function CreateJobAlertPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Query> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const query = await searchParams;
  const back = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
  await requireSession(language.slug, `/${language.slug}/job-alerts/create?${back}`);
  const t = await getTranslations('JobAlerts');
  const search = searchOf(query);
  const summary = search ? alertSummary(search, await filterNames(country, language.slug, siteLocale(site)), siteLocale(site)) : null;
  const filterLine = summary ? alertFilterLine(summary, (count) => t('companiesFilter', { count })) : '';

  return (
    <div className={styles.frame}>
      <h1>{t('createTitle')}</h1>
      <div className={styles.content} style={{ gridColumn: '1 / -1' }}>
        {search && summary ? (
          <section className={styles.rows} aria-labelledby="job-alert-search">
            <p>{t('createIntro')}</p>
            <div className={styles.row}>
              <h2 id="job-alert-search" className={styles.hint} style={{ fontSize: '1rem' }}>
                {t('searchLabel')}
              </h2>
              <p className={styles.value}>
                <strong>{[summary.keyword ?? t('allJobs'), ...summary.locations].join(' · ')}</strong>
                {filterLine && <> · {filterLine}</>}
              </p>
            </div>
            <ClientMessages namespaces={['JobAlerts']}>
              <JobAlertCreateForm search={search} doneHref={`/${language.slug}/settings/job-alerts?created=1`} />
            </ClientMessages>
          </section>
        ) : (
          <p role="alert" className={styles.alert}>
            {t('noFilter')} <a href={`/${language.slug}/jobs-hiring/job-search`}>{t('searchJobs')}</a>
          </p>
        )}
        <p>
          <a href={`/${language.slug}/settings/job-alerts`}>{t('viewAlerts')}</a>
        </p>
      </div>
    </div>
  );
}

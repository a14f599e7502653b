import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertList } from '@/components/job-alerts/job-alert-list';
import { filterNames } from '@/components/job-alerts/filter-names';
import { ClientMessages } from '@/components/providers/client-messages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { requireSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'JobAlerts' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/{lang}/settings/job-alerts` (platform spec §2, §4): the seeker's alerts, loaded and changed in the browser. */
export default async function JobAlertsSettingsPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  await requireSession(language.slug, `/${language.slug}/settings/job-alerts`);
  const t = await getTranslations('JobAlerts');
  const created = (await searchParams).created === '1';
  return (
    <section aria-labelledby="settings-job-alerts">
      <h2 id="settings-job-alerts">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['JobAlerts']}>
        <JobAlertList names={await filterNames(country, language.slug, siteLocale(site))} created={created} searchHref={`/${language.slug}/jobs-hiring/job-search`} />
      </ClientMessages>
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlockedCompanies } from '@/components/notifications/blocked-companies';
import { ClientMessages } from '@/components/providers/client-messages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { listBlockedCompanies } from '@/services/blocked-companies';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'BlockedCompanies' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/{lang}/settings/blocked-companies` (platform spec §2, §6): the seeker's blocked companies, server-rendered. */
export default async function BlockedCompaniesPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const here = `/${language.slug}/settings/blocked-companies`;
  const session = await requireSession(language.slug, here);
  const answer = await listBlockedCompanies(sessionHttp({ country: country.key, language: language.slug }, session)).catch((error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
    throw error;
  });
  const t = await getTranslations('BlockedCompanies');
  return (
    <section aria-labelledby="settings-blocked-companies">
      <h2 id="settings-blocked-companies">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['BlockedCompanies']}>
        <BlockedCompanies initial={answer.companies} />
      </ClientMessages>
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FollowedCompanies } from '@/components/notifications/followed-companies';
import { ClientMessages } from '@/components/providers/client-messages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { listFollowedCompanies } from '@/services/company-follows';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'FollowedCompanies' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/{lang}/settings/followed-companies` (issue 35 item 4): the companies the seeker follows, server-rendered, to unfollow. */
export default async function FollowedCompaniesPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const here = `/${language.slug}/settings/followed-companies`;
  const session = await requireSession(language.slug, here);
  const answer = await listFollowedCompanies(sessionHttp({ country: country.key, language: language.slug }, session)).catch((error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
    throw error;
  });
  const t = await getTranslations('FollowedCompanies');
  return (
    <section aria-labelledby="settings-followed-companies">
      <h2 id="settings-followed-companies">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['FollowedCompanies']}>
        <FollowedCompanies initial={answer.companies} max={answer.max} />
      </ClientMessages>
    </section>
  );
}

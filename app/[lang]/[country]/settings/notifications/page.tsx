import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences';
import { ClientMessages } from '@/components/providers/client-messages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { getNotificationPreferences } from '@/services/notifications';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'NotificationSettings' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/{lang}/settings/notifications` (platform spec §2 Account settings): which kinds come in the app and by email. */
export default async function NotificationSettingsPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const here = `/${language.slug}/settings/notifications`;
  const session = await requireSession(language.slug, here);
  const preferences = await getNotificationPreferences(sessionHttp({ country: country.key, language: language.slug }, session)).catch((error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
    throw error;
  });
  const t = await getTranslations('NotificationSettings');
  return (
    <section aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">{t('metaTitle')}</h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['NotificationSettings']}>
        <NotificationPreferencesForm initial={preferences} />
      </ClientMessages>
    </section>
  );
}

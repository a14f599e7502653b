import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationList } from '@/components/notifications/notification-list';
import styles from '@/components/notifications/notifications.module.css';
import { ClientMessages } from '@/components/providers/client-messages';
import { notificationPageSize } from '@/lib/schemas/notifications';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { listNotifications } from '@/services/notifications';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

/** The seeker's own notifications: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Notifications' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `?page=` as a page number from 1 to 500; anything else is the first page. */
function pageOf(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/**
 * `/{lang}/notifications` (issue 14 item 4): what happened to the seeker, newest first, a page
 * at a time, server-rendered with their session; marking read happens in the page's island.
 */
export default async function NotificationsPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Search }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const page = pageOf((await searchParams).page);
  const here = `/${language.slug}/notifications${page > 1 ? `?page=${page}` : ''}`;
  const session = await requireSession(language.slug, here);
  const answer = await listNotifications(sessionHttp({ country: country.key, language: language.slug }, session), page, notificationPageSize).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
      throw error;
    },
  );
  const t = await getTranslations('Notifications');
  const pages = Math.max(1, Math.ceil(answer.total / answer.size));
  const link = (to: number) => `/${language.slug}/notifications${to > 1 ? `?page=${to}` : ''}`;

  return (
    <div className={`section ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>
        {t('intro')} <a href={`/${language.slug}/settings/notifications`}>{t('preferences')}</a>
      </p>
      <ClientMessages namespaces={['Notifications']}>
        <NotificationList key={page} initial={answer} language={language.slug} />
      </ClientMessages>
      {pages > 1 && (
        <nav aria-label={t('pagesLabel')} className={styles.pager}>
          {page > 1 && (
            <a href={link(page - 1)} rel="prev">
              {t('previous')}
            </a>
          )}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages && (
            <a href={link(page + 1)} rel="next">
              {t('next')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}

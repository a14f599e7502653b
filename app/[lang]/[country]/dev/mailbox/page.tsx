import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { requireDevSurface } from '@/web/dev-surface';
import { DevMailboxList } from '@/components/auth/dev-mailbox-list';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { getDevMailbox } from '@/services/server-auth';
import { serverHttp } from '@/services/server';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Mailbox' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The development mailbox (ARCHITECTURE: without SMTP, mail stays in the outbox): the newest
 * messages, optionally for one recipient. Only in a local run and to a browser on this machine
 * (web/dev-surface.ts); the platform checks the same of the web server (its 404 is this page's).
 */
export default async function DevMailboxPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: SearchParams }) {
  await requireDevSurface();
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const raw = (await searchParams).to;
  const to = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 254) || null;
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  let mailbox: Awaited<ReturnType<typeof getDevMailbox>>;
  try {
    mailbox = await getDevMailbox(http, to);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) brandedNotFound(site.language.slug);
    throw error;
  }
  const t = await getTranslations('Mailbox');
  return (
    <AuthCard title={t('title')} lead={t('intro')} wide>
      <DevMailboxList messages={mailbox.messages} to={to} language={language} />
    </AuthCard>
  );
}

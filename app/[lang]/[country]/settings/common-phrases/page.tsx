import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatTextPage } from '@/components/chat/settings/chat-text-page';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { requireSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'ChatSettings' });
  return { title: t('phrasesMetaTitle'), robots: { index: false, follow: false } };
}

/** `/{lang}/settings/common-phrases` (platform spec §5, §9): the seeker's own texts, loaded in the browser. */
export default async function CommonPhrasesPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  setRequestLocale(siteLocale(site));
  await requireSession(site.language.slug, '/settings/common-phrases');
  return <ChatTextPage kind="phrases" />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { MagicLanding } from '@/components/auth/magic-landing';
import { ClientMessages } from '@/components/providers/client-messages';
import { allSiteParams, resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';

// Built for every (language, country) at build time and never rendered on demand: a render for
// a visitor's URL would copy its secret query into the page, and the cache would serve it on.
export function generateStaticParams() {
  return allSiteParams();
}
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'GetStarted' });
  // The token is in the URL: it must not travel on as a referrer.
  return { title: t('magicTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Where an emailed magic link lands (platform spec §2): it logs the user in, then goes on. One
 * page for every link: the token is read in the browser, never echoed by the server.
 */
export default async function MagicLinkPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('GetStarted');
  return (
    <AuthCard title={t('magicTitle')}>
      <ClientMessages namespaces={['GetStarted', 'AuthErrors']}>
        <MagicLanding language={site.language.slug} languageCode={site.language.code} />
      </ClientMessages>
    </AuthCard>
  );
}

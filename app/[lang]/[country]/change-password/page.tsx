import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ChangePassword } from '@/components/auth/change-password-form';
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
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'ChangePassword' });
  // The reset code is in the URL (core spec §2): it must not leave as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * /change-password?email=&otp= (core spec §2): set a new password after the code was verified.
 * The server renders one page for every address and never reads the query, so the code is in
 * no answer (Next.js puts a dynamic page's query into its payload).
 */
export default async function ChangePasswordPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('ChangePassword');
  return (
    <AuthCard title={t('title')}>
      <ClientMessages namespaces={['ChangePassword', 'AuthErrors']}>
        <ChangePassword language={language.slug} />
      </ClientMessages>
    </AuthCard>
  );
}

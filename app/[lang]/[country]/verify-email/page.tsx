import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyEmailForm } from '@/components/auth/verify-email-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { safeRedirectPath, withoutLanguage } from '@/lib/safe-redirect';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { getProfile } from '@/services/jobseeker';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Per visitor (it reads the session cookies): never one cached page for everyone.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'VerifyEmail' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Verify the account's email with the code the platform sent (after a password registration,
 * or on request here). `redirect` is where the user goes on afterwards.
 */
export default async function VerifyEmailPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: SearchParams }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const query = await searchParams;
  const back = safeRedirectPath(first(query.redirect));
  const here = `/${language.slug}/verify-email${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;
  const session = await requireSession(language.slug, here);
  const user = session.user;
  const t = await getTranslations('VerifyEmail');
  const rest = back ? withoutLanguage(back) : '/onsite-job';
  const next = `/${language.slug}${rest === '/' ? '' : rest}`;

  if (user?.is_email_verify) {
    return (
      <AuthCard title={t('title')}>
        <p role="status">{t('alreadyVerified')}</p>
        <a className="button" href={next}>
          {t('continue')}
        </a>
      </AuthCard>
    );
  }
  // The readable cookie holds no email (issue 30): the address comes from the account.
  const email = user?.has_email ? (await getProfile(sessionHttp({ country: site.country.key, language: language.slug }, session))).email : null;
  return (
    <AuthCard title={t('title')} lead={email ? t('intro', { email }) : t('introNoEmail')}>
      <ClientMessages namespaces={['VerifyEmail', 'GetStarted', 'AuthErrors']}>
        <VerifyEmailForm
          next={next}
          languageCode={language.code}
          loginHref={`/${language.slug}/get-started?redirect=${encodeURIComponent(here)}`}
        />
      </ClientMessages>
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { GetStarted } from '@/components/auth/get-started';
import { SessionEndedNotice } from '@/components/auth/session-ended-notice';
import { phoneCountriesFor } from '@/components/auth/phone-countries';
import { QrLoginEntry } from '@/components/auth/qr-login-entry';
import { SocialButtons } from '@/components/auth/social-buttons';
import { ClientText } from '@/components/providers/client-text';
import type { IntlScope } from '@/components/providers/intl-scope';
import { authExpiredCookieName } from '@/lib/guest-session';
import { safeRedirectPath, withoutLanguage } from '@/lib/safe-redirect';
import { socialErrorParam, socialTypeParam } from '@/lib/social-login';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { readSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Per visitor (it reads the session cookies): never one cached page for everyone.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'GetStarted' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Log in or sign up (core spec §2 /get-started). `redirect` is kept only when it is a path on
 * this site. A visitor who is already signed in goes straight on.
 */
export default async function GetStartedPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: SearchParams }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const query = await searchParams;
  const back = safeRedirectPath(first(query.redirect));
  const session = await readSession();
  // After a 401 the page is told so: `expired=1` from a page that found out on the server (its
  // stale cookies must not send the visitor straight back), or the mark the browser's 401 flow
  // leaves once it has removed the `user` cookie.
  const expiredMark = (await cookies()).get(authExpiredCookieName)?.value === '1';
  const expired = first(query.expired) === '1' || (expiredMark && !session?.user);
  if (session?.user && !expired) {
    const rest = back ? withoutLanguage(back) : '/onsite-job';
    redirect(`/${language.slug}${rest === '/' ? '' : rest}`);
  }

  const t = await getTranslations('GetStarted');
  const international = (await getTranslations('Metadata'))('internationalName');
  const phoneCountries = phoneCountriesFor(country, language.code, international);
  const email = first(query.email);
  // The entry steps format with the small formatter (ClientText); the later steps and the QR
  // panel load with next-intl and these messages (docs/decisions/0069).
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const scope = (namespaces: readonly string[]): IntlScope => ({ locale, messages: Object.fromEntries(namespaces.map((ns) => [ns, messages[ns] ?? {}])) });

  return (
    <AuthCard title={t('title')} lead={t('intro')}>
      <ClientText namespaces={['GetStarted', 'AuthErrors']} leaveOutUnsupported>
        {expired && <SessionEndedNotice staleCookies={Boolean(session)} />}
        <GetStarted
          language={language.slug}
          languageCode={language.code}
          countryKey={country.key}
          redirect={back}
          phone={phoneCountries ? { countries: phoneCountries, defaultKey: country.key } : null}
          initialEmail={email && email.length <= 254 ? email : undefined}
          intl={scope(['GetStarted', 'AuthErrors'])}
        />
      </ClientText>
      <SocialButtons
        language={language.slug}
        redirect={back}
        error={first(query[socialErrorParam])}
        errorProvider={first(query[socialTypeParam])}
      />
      <ClientText namespaces={['QrLogin']} leaveOutUnsupported>
        <QrLoginEntry redirect={back} intl={scope(['QrLogin'])} />
      </ClientText>
    </AuthCard>
  );
}

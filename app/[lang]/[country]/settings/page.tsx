import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { regionName } from '@/lib/country-name';
import { ClientMessages } from '@/components/providers/client-messages';
import { AccountPanel } from '@/components/settings/account-panel';
import { countries } from '@/lib/countries';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { getAccountSetting } from '@/services/jobseeker';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'SettingsFrame' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The countries a phone code can be texted to, named in the reader's language. */
function smsDialCodes(languageCode: string) {
  const options = new Map<string, string>();
  for (const country of countries) {
    if (!country.smsAllowed || !country.dialCode || options.has(country.dialCode)) continue;
    options.set(country.dialCode, `${(country.region && regionName(country.region, languageCode)) ?? country.name} (${country.dialCode})`);
  }
  return [...options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, languageCode));
}

/** The account section of settings: sign-in email, phone and password (docs/decisions/0023). */
export default async function AccountSettingsPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const returnTo = `/${language.slug}/settings`;
  const session = await requireSession(language.slug, returnTo);
  const account = await getAccountSetting(sessionHttp({ country: country.key, language: language.slug }, session)).catch((error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?redirect=${encodeURIComponent(returnTo)}`);
    throw error;
  });
  const t = await getTranslations('AccountSettings');
  const dialCodes = smsDialCodes(language.code);
  const defaultDialCode = dialCodes.some((option) => option.value === country.dialCode) ? (country.dialCode ?? '') : (dialCodes[0]?.value ?? '');
  return (
    <section aria-labelledby="settings-account">
      <h2 id="settings-account" className="visually-hidden">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['AccountSettings', 'DeleteAccount']}>
        <AccountPanel initial={account} language={language.slug} dialCodes={dialCodes} defaultDialCode={defaultDialCode} />
      </ClientMessages>
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { QrLoginConfirm } from '@/components/auth/qr-login-confirm';
import { IntlMessages } from '@/components/providers/intl-messages';
import { qrLoginConfirmBodySchema, type QrLoginRequestFacts } from '@/lib/schemas/qr-login';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { describeQrLoginRequest } from '@/services/qr-login';
import { requireSession, sessionHttp } from '@/services/server-session';
import { qrCodeExpired, qrCodeUsed } from '@/lib/schemas/api-codes/identity';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Per visitor (it reads the session cookies): never one cached page for everyone.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'QrLoginConfirm' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Refusal = 'invalid' | 'expired' | 'used';

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.code === qrCodeExpired) return 'expired';
  if (error instanceof ApiError && error.code === qrCodeUsed) return 'used';
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return 'invalid';
  throw error;
}

/**
 * `/{lang}/qr-login?code=…`: the signed-in person's side of a QR login on the web (the app's
 * "Login to Web" does the same). It shows what the platform says about the waiting browser (fixed
 * labels, the site, the time) and a warning before anything is confirmed (docs/decisions/0065).
 */
export default async function QrLoginConfirmPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: SearchParams }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const raw = (await searchParams).code;
  const parsed = qrLoginConfirmBodySchema.safeParse({ code: Array.isArray(raw) ? raw[0] : raw });
  const code = parsed.success ? parsed.data.code : null;
  const here = `/${language.slug}/qr-login${code ? `?code=${encodeURIComponent(code)}` : ''}`;
  const session = await requireSession(language.slug, here);
  const t = await getTranslations('QrLoginConfirm');

  let facts: QrLoginRequestFacts | null = null;
  let refusal: Refusal | null = code ? null : 'invalid';
  if (code) {
    try {
      facts = await describeQrLoginRequest(code, sessionHttp({ country: country.key, language: language.slug }, session));
    } catch (error) {
      refusal = refusalOf(error);
    }
  }

  return (
    <AuthCard title={t('title')}>
      {code && facts ? (
        <IntlMessages namespaces={['QrLoginConfirm']}>
          <QrLoginConfirm code={code} facts={facts} timeZone={country.timeZone} homeHref={`/${language.slug}`} />
        </IntlMessages>
      ) : (
        <p role="alert">{t(refusal ?? 'failed')}</p>
      )}
    </AuthCard>
  );
}

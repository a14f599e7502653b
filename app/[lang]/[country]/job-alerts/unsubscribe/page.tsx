import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/settings/settings.module.css';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'JobAlerts' });
  // The token is in the URL: it must not leave as a referrer, nor be indexed.
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * `/{lang}/job-alerts/unsubscribe?token=…`: the link in a digest's footer. Works without
 * logging in; opening it changes nothing (mail scanners open links), the button does, through
 * the one-click route, which sends the visitor back here with `result`.
 */
export default async function UnsubscribePage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('JobAlerts');
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const result = typeof query.result === 'string' ? query.result : null;
  const message =
    result === 'done' ? t('unsubscribed') : result === 'used' ? t('unsubscribeUsed') : result === 'invalid' || (!result && !token) ? t('unsubscribeInvalid') : result ? t('updateFailed') : null;

  return (
    <div className={styles.frame}>
      <h1>{t('unsubscribeTitle')}</h1>
      <div className={styles.content} style={{ gridColumn: '1 / -1' }}>
        {message ? (
          <p role={result === 'done' ? 'status' : 'alert'} className={result === 'done' ? styles.status : styles.alert}>
            {message}
          </p>
        ) : (
          <form method="post" action={`/${language.slug}/job-alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`} className={styles.form}>
            <p>{t('unsubscribeText')}</p>
            <div className={styles.buttons}>
              <button type="submit" className="button">
                {t('unsubscribeButton')}
              </button>
            </div>
          </form>
        )}
        <p>
          <a href={`/${language.slug}/settings/job-alerts`}>{t('manageLink')}</a>
        </p>
      </div>
    </div>
  );
}

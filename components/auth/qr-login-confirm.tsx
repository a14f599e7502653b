'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { countryByKey, isCountryKey } from '@/lib/countries';
import type { QrLoginRequestFacts } from '@/lib/schemas/qr-login';
import { ApiError } from '@/services/api-error';
import styles from './auth.module.css';
import { qrCodeExpired, qrCodeUsed } from '@/lib/schemas/api-codes/identity';

type State = 'ready' | 'busy' | 'done' | 'expired' | 'used' | 'failed';

function stateOf(error: unknown): State {
  if (error instanceof ApiError && error.code === qrCodeExpired) return 'expired';
  if (error instanceof ApiError && error.code === qrCodeUsed) return 'used';
  return 'failed';
}

/** The country site's name in the reader's language; the International site has none in CLDR. */
function useSiteName(site: string | null): string | null {
  const t = useTranslations('QrLoginConfirm');
  const locale = useLocale();
  if (!site || !isCountryKey(site)) return null;
  const region = countryByKey(site).region;
  if (site === 'com' || !region) return t('international');
  return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? null;
}

/** The service, its HTTP client and its schemas (zod) load with the confirmation, not the page. */
const confirmWithService = async (code: string) => (await import('@/services/qr-login')).confirmQrLoginRequest(code);

/**
 * The signed-in person's check before a QR login (issue 30 item 6, docs/decisions/0065): the
 * waiting browser as fixed labels the platform derived (never its User-Agent, which whoever
 * shows the QR writes), the site and the time it was asked, and a warning against confirming
 * for someone else. Confirming logs that browser in to this account.
 */
export function QrLoginConfirm({
  code,
  facts,
  timeZone,
  homeHref,
  confirm = confirmWithService,
}: {
  code: string;
  facts: QrLoginRequestFacts;
  timeZone: string;
  homeHref: string;
  confirm?: (code: string) => Promise<unknown>;
}) {
  const t = useTranslations('QrLoginConfirm');
  const format = useFormatter();
  const siteName = useSiteName(facts.site);
  const [state, setState] = useState<State>('ready');
  const device = t('device', { browser: t(`browsers.${facts.browser}`), system: t(`systems.${facts.system}`) });
  const time = format.dateTime(new Date(facts.requested_at), { dateStyle: 'medium', timeStyle: 'short', timeZone });

  const submit = async () => {
    setState('busy');
    try {
      await confirm(code);
      setState('done');
    } catch (error) {
      setState(stateOf(error));
    }
  };

  if (state === 'done') return <p className={styles.success} role="status">{t('done')}</p>;
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t('intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('deviceLabel')}</dt>
        <dd>{device}</dd>
        {siteName && (
          <>
            <dt>{t('siteLabel')}</dt>
            <dd>{siteName}</dd>
          </>
        )}
        <dt>{t('timeLabel')}</dt>
        <dd>{time}</dd>
      </dl>
      <p className={styles.alert}>{t('warning')}</p>
      {state !== 'ready' && state !== 'busy' && (
        <p className={styles.error} role="alert">
          {t(state)}
        </p>
      )}
      <div className={styles.row}>
        <a className="button button--secondary" href={homeHref}>
          {t('cancel')}
        </a>
        <button type="button" className="button" onClick={() => void submit()} disabled={state !== 'ready'}>
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserQuiet } from '@/services/browser';
import styles from '@/components/settings/settings.module.css';
import type { JobAlertFrequency, JobAlertSort, JobAlertWireSearch } from '@/lib/schemas/job-alerts';
import { createJobAlert } from '@/services/job-alerts';

/** The browser's time zone, so digests arrive at 08:00 where the seeker is; the site's country decides without it. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the alert for the search the seeker came from, with the frequency and the order of
 * the digest's jobs they pick; then
 * opens their job alerts in settings. A refusal shows the catalogue's message (core spec §8).
 */
export function JobAlertCreateForm({ search, doneHref }: { search: JobAlertWireSearch; doneHref: string }) {
  const t = useTranslations('JobAlerts');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [sort, setSort] = useState<JobAlertSort>('newest');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await createJobAlert(browserQuiet(), { ...search, frequency, sort, time_zone: browserTimeZone() });
      window.location.assign(doneHref);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBlockEnd: '.25rem' }}>{t('frequencyLabel')}</legend>
        {(['daily', 'weekly'] as const).map((value) => (
          <label key={value} style={{ display: 'flex', gap: '.5rem', alignItems: 'center', minBlockSize: 44 }}>
            <input type="radio" name="frequency" value={value} checked={frequency === value} onChange={() => setFrequency(value)} />
            {t(value)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBlockEnd: '.25rem' }}>{t('sortLabel')}</legend>
        {(['newest', 'fit'] as const).map((value) => (
          <label key={value} style={{ display: 'flex', gap: '.5rem', alignItems: 'center', minBlockSize: 44 }}>
            <input type="radio" name="sort" value={value} checked={sort === value} onChange={() => setSort(value)} />
            {t(value === 'fit' ? 'sortFit' : 'sortNewest')}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {failed && (
          <p role="alert" className={styles.alert}>
            {t('createFailed')}
          </p>
        )}
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('creating') : t('create')}
        </button>
      </div>
    </form>
  );
}

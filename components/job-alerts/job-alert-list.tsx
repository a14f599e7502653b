'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserQuiet } from '@/services/browser';
import styles from '@/components/settings/settings.module.css';
import type { JobAlert, JobAlertFrequency, JobAlertSort, JobAlertUpdate } from '@/lib/schemas/job-alerts';
import { timeZoneName } from '@/lib/time-zone-name';
import { deleteJobAlert, jobAlertKeys, listJobAlerts, updateJobAlert } from '@/services/job-alerts';
import { type AlertFilterNames, alertFilterLine, alertSummary } from './alert-summary';

/**
 * The seeker's job alerts in settings: how often each is mailed and in which order (edit), pause
 * or resume, delete.
 * Each change is saved at once and said in words in the live region above the list.
 */
export function JobAlertList({ names, created, searchHref }: { names: AlertFilterNames; created: boolean; searchHref: string }) {
  const t = useTranslations('JobAlerts');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: jobAlertKeys.all(), queryFn: () => listJobAlerts(browserQuiet()) });
  const [status, setStatus] = useState<string | null>(created ? t('created') : null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({ mutationFn: ({ id, body }: { id: number; body: JobAlertUpdate }) => updateJobAlert(browserQuiet(), id, body) });
  const remove = useMutation({ mutationFn: (id: number) => deleteJobAlert(browserQuiet(), id) });

  async function run(action: () => Promise<unknown>, done: string) {
    setStatus(null);
    setProblem(null);
    try {
      await action();
      setStatus(done);
    } catch {
      setProblem(t('updateFailed'));
    }
    await queryClient.invalidateQueries({ queryKey: jobAlertKeys.all() });
  }

  if (list.isPending) return <p role="status">…</p>;
  if (list.isError) return <p role="alert" className={styles.alert}>{t('loadFailed')}</p>;

  const nameOf = (alert: JobAlert) => {
    const summary = alertSummary(alert.search, names, locale);
    return [summary.keyword ?? t('allJobs'), ...summary.locations].join(' · ');
  };
  const when = (alert: JobAlert) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: alert.time_zone }).format(new Date(alert.next_due_at));
  const busy = change.isPending || remove.isPending;

  return (
    <div className={styles.rows}>
      <div aria-live="polite">
        {status && <p className={styles.status}>{status}</p>}
        {problem && (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        )}
      </div>
      {list.data.length === 0 ? (
        <p>
          {t('empty')} <a href={searchHref}>{t('searchJobs')}</a>
        </p>
      ) : (
        <ul className={styles.rows} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((alert) => {
            const name = nameOf(alert);
            const filterLine = alertFilterLine(alertSummary(alert.search, names, locale), (count) => t('companiesFilter', { count }));
            const selectId = `alert-frequency-${alert.id}`;
            return (
              <li key={alert.id} className={styles.row} data-alert-id={alert.id}>
                <h3>{name}</h3>
                <p className={styles.hint}>
                  {filterLine && <>{filterLine} · </>}
                  {t('emailTo', { email: alert.email })}
                </p>
                <p className={styles.value}>
                  <span className={alert.enabled ? styles.verified : styles.unverified}>{alert.enabled ? t('statusOn') : t('statusPaused')}</span>
                  {alert.enabled && <> {t('nextDigest', { date: when(alert) })}</>}
                </p>
                <div className={styles.field}>
                  <label htmlFor={selectId}>{t('frequencyLabel')}</label>
                  <select
                    id={selectId}
                    value={alert.frequency}
                    disabled={busy}
                    aria-describedby={`${selectId}-hint`}
                    onChange={(event) => void run(() => change.mutateAsync({ id: alert.id, body: { frequency: event.target.value as JobAlertFrequency } }), t('saved'))}
                  >
                    <option value="daily">{t('daily')}</option>
                    <option value="weekly">{t('weekly')}</option>
                  </select>
                  <p id={`${selectId}-hint`} className={styles.hint}>
                    {t('deliveryTime', { zone: timeZoneName(alert.time_zone, locale) })}
                  </p>
                </div>
                <div className={styles.field}>
                  <label htmlFor={`alert-sort-${alert.id}`}>{t('sortLabel')}</label>
                  <select
                    id={`alert-sort-${alert.id}`}
                    value={alert.sort}
                    disabled={busy}
                    onChange={(event) => void run(() => change.mutateAsync({ id: alert.id, body: { sort: event.target.value as JobAlertSort } }), t('saved'))}
                  >
                    <option value="newest">{t('sortNewest')}</option>
                    <option value="fit">{t('sortFit')}</option>
                  </select>
                </div>
                <div className={styles.buttons}>
                  <button type="button" className="button" disabled={busy} onClick={() => void run(() => change.mutateAsync({ id: alert.id, body: { enabled: !alert.enabled } }), t('saved'))}>
                    {alert.enabled ? t('pause') : t('resume')}
                  </button>
                  <button type="button" className={styles.linkButton} disabled={busy} aria-label={t('deleteLabel', { name })} onClick={() => void run(() => remove.mutateAsync(alert.id), t('deleted'))}>
                    {t('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { notifications as toasts } from '@/lib/notifications';
import { emailKinds, forcedEmailKinds, type NotificationKind, notificationKinds } from '@/lib/notification-kinds';
import type { NotificationPreferences } from '@/lib/schemas/notifications';
import { ApiError } from '@/services/api-error';
import { saveNotificationPreferences } from '@/services/notifications';
import { quietApiClient } from '@/services/session-lifecycle';
import styles from './notifications.module.css';

/**
 * Which kinds of notification come in the app and by email (docs/decisions/0034): email only
 * where the platform has a mail for the kind; security notices always by email.
 */
export function NotificationPreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations('NotificationSettings');
  const [channels, setChannels] = useState(initial.channels);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const set = (kind: NotificationKind, channel: 'app' | 'email', value: boolean) => {
    setSaved(false);
    setChannels((current) => ({ ...current, [kind]: { ...current[kind], [channel]: value } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveNotificationPreferences(quietApiClient(), { channels });
      setChannels(answer.channels);
      setSaved(true);
      toasts.show(t('saved'), 'success');
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 401 ? t('sessionEnded') : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.stack} noValidate>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <ul className={styles.list}>
        {notificationKinds.map((kind) => {
          const email = emailKinds.includes(kind);
          const forced = forcedEmailKinds.includes(kind);
          return (
            <li key={kind} className={styles.item}>
              <fieldset className={styles.fieldset}>
                <legend>{t(kind)}</legend>
                <p className={styles.meta}>{t(`${kind}Hint`)}</p>
                <label className={styles.check}>
                  <input type="checkbox" name={`${kind}-app`} checked={channels[kind].app} onChange={(event) => set(kind, 'app', event.target.checked)} />
                  {t('inApp')}
                </label>
                {email && !forced && (
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      name={`${kind}-email`}
                      checked={channels[kind].email}
                      onChange={(event) => set(kind, 'email', event.target.checked)}
                    />
                    {t('byEmail')}
                  </label>
                )}
                {forced && <p className={styles.meta}>{t('alwaysEmail')}</p>}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        {saved && (
          <p role="status" className={styles.meta}>
            {t('saved')}
          </p>
        )}
      </div>
    </form>
  );
}

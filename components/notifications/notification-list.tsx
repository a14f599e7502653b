'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { notificationsChangedEvent } from '@/lib/notification-events';
import { notifications as toasts } from '@/lib/notifications';
import type { AppNotification, NotificationPage } from '@/lib/schemas/notifications';
import { ApiError } from '@/services/api-error';
import { markAllNotificationsRead, markNotificationRead } from '@/services/notifications';
import { quietApiClient } from '@/services/session-lifecycle';
import { describeNotification } from './notification-text';
import styles from './notifications.module.css';

/** Tells the header badge to ask again. */
function countsChanged() {
  window.dispatchEvent(new Event(notificationsChangedEvent));
}

/**
 * One page of the seeker's notifications, server-rendered first: each unread one can be marked
 * read (also when it is opened), or all at once. A toast confirms "all read" and closes 3 s
 * after the last one shown (lib/notifications.ts).
 */
export function NotificationList({ initial, language }: { initial: NotificationPage; language: string }) {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const [items, setItems] = useState<AppNotification[]>(initial.notifications);
  const [unread, setUnread] = useState(initial.unread);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (error: unknown) => setProblem(error instanceof ApiError && error.status === 401 ? t('sessionEnded') : t('failed'));

  const markOne = async (id: number) => {
    setProblem(null);
    try {
      const read = await markNotificationRead(quietApiClient(), id);
      setItems((current) => current.map((item) => (item.id === id ? read : item)));
      setUnread((count) => Math.max(0, count - 1));
      countsChanged();
    } catch (error) {
      failed(error);
    }
  };

  const markAll = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await markAllNotificationsRead(quietApiClient());
      setItems((current) => current.map((item) => ({ ...item, read: true })));
      setUnread(0);
      toasts.show(t('markedAllRead'), 'success');
      countsChanged();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p aria-live="polite">{t('unreadCount', { count: unread })}</p>
        {unread > 0 && (
          <button type="button" className="button button--secondary" onClick={() => void markAll()} disabled={busy}>
            {t('markAllRead')}
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const { text, href } = describeNotification(t as never, item, language);
            return (
              <li key={item.id} className={`${styles.item} ${item.read ? '' : styles.unread}`} data-notification-id={item.id}>
                <div>
                  <p dir="auto">{text}</p>
                  <p className={styles.meta}>
                    <time dateTime={item.created_at}>{format.dateTime(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    {!item.read && <span className={styles.dot}>{t('unread')}</span>}
                  </p>
                </div>
                <div className={styles.actions}>
                  {href && (
                    <a href={href} onClick={() => (item.read ? undefined : void markOne(item.id))}>
                      {t('open')}
                    </a>
                  )}
                  {!item.read && (
                    <button type="button" className={styles.linkButton} onClick={() => void markOne(item.id)}>
                      {t('markRead')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

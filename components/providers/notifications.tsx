'use client';

import { useText } from '@/components/providers/text-provider';
import { useSyncExternalStore } from 'react';
import { notifications as store, type NotificationStore } from '@/lib/notifications';

const none: never[] = [];

/** The toasts, announced politely to screen readers; errors assertively. */
export function Notifications({ source = store }: { source?: NotificationStore }) {
  const t = useText('Notices');
  const items = useSyncExternalStore(source.subscribe, source.getSnapshot, () => none);
  return (
    <section aria-label={t('region')} className="notifications">
      {items.map((item) => (
        <div key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${item.kind}`}>
          <p>{item.message}</p>
          <button type="button" onClick={() => source.dismiss(item.id)} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { chatLimits } from '@/lib/chat-limits';
import { chatKeys, getChatSettings, updateChatSettings } from '@/services/chat';
import { browserQuiet } from '@/services/browser';
import styles from './chat-settings.module.css';

type HistoryDays = (typeof chatLimits.historyDays)[number];

/** How long chat history is kept after a chat's last message: 30 or 90 days (platform spec §9). */
export function ChatHistorySetting() {
  const t = useTranslations('ChatSettings');
  const queryClient = useQueryClient();
  const legend = useId();
  const settings = useQuery({ queryKey: chatKeys.settings(), queryFn: () => getChatSettings(browserQuiet()) });
  const change = useMutation({ mutationFn: (days: HistoryDays) => updateChatSettings(browserQuiet(), { history_days: days }) });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  async function choose(days: HistoryDays) {
    setStatus(null);
    try {
      queryClient.setQueryData(chatKeys.settings(), await change.mutateAsync(days));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  if (settings.isPending) return <p role="status">{t('loading')}</p>;
  if (settings.isError) return <p role="alert">{t('loadError')}</p>;
  return (
    <fieldset className={styles.section} aria-labelledby={legend}>
      <legend id={legend}>{t('historyTitle')}</legend>
      {chatLimits.historyDays.map((days) => (
        <label key={days} className={styles.toggle}>
          <input
            type="radio"
            name="history_days"
            value={days}
            checked={settings.data.history_days === days}
            disabled={change.isPending}
            onChange={() => void choose(days)}
          />
          {t('historyDays', { days })}
        </label>
      ))}
      <div aria-live="polite">
        {status === 'saved' && <p className={styles.status}>{t('saved')}</p>}
        {status === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('errors.generic')}
          </p>
        )}
      </div>
    </fieldset>
  );
}

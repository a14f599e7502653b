'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { chatLimits } from '@/lib/chat-limits';
import { phrasesQuery } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';
import styles from './chat.module.css';

/** The user's common phrases (at most ten in chat, platform spec §9), one click into the composer. */
export function PhrasePicker({ onPick }: { onPick: (text: string) => void }) {
  const t = useTranslations('Chat');
  const { language } = useChatEnvironment();
  const http = useChatHttp();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const phrases = useQuery({ ...phrasesQuery(http, 'chat'), enabled: open });

  return (
    <div className={styles.phrases}>
      <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t('phrases')}
      </button>
      <div id={panelId} hidden={!open} className={styles.phrasePanel}>
        {phrases.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : phrases.isError ? (
          <p role="alert">{t('loadError')}</p>
        ) : phrases.data.phrases.length === 0 ? (
          <p>{t('phrasesEmpty')}</p>
        ) : (
          <ul>
            {phrases.data.phrases.slice(0, chatLimits.phrasesInChat).map((phrase) => (
              <li key={phrase.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(phrase.text);
                    setOpen(false);
                  }}
                >
                  {phrase.text}
                </button>
              </li>
            ))}
          </ul>
        )}
        <a href={`/${language}/settings/common-phrases`}>{t('phrasesManage')}</a>
      </div>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadChatResume } from '@/services/chat';
import { useChatHttp } from './chat-context';
import styles from './chat.module.css';

/**
 * Saves a resume sent in the chat. The file comes through the chat's own HTTP client, so the
 * recruiter page's Role-Id travels with it; a plain link would carry only the seeker's session.
 */
export function ResumeDownload({ chatId, resumeId, fileName }: { chatId: number; resumeId: number; fileName: string }) {
  const t = useTranslations('Chat');
  const http = useChatHttp();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function save() {
    setState('loading');
    try {
      const blob = await downloadChatResume(http, chatId, resumeId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className={styles.phones}>
      <button type="button" className={styles.linkButton} disabled={state === 'loading'} onClick={() => void save()}>
        {t('downloadResume', { file: fileName })}
      </button>
      {state === 'failed' && (
        <span role="alert" className={styles.error}>
          {' '}
          {t('downloadResumeFailed')}
        </span>
      )}
    </span>
  );
}

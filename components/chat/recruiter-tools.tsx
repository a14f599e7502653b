'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ChatDetail, ChatMessage } from '@/lib/schemas/chat';
import { chatKeys, respondMobileExchange } from '@/services/chat';
import { useChatHttp } from './chat-context';
import { chatErrorKey } from './chat-errors';
import styles from './chat.module.css';

/** The recruiter's answer to a seeker's request to exchange mobile numbers. */
export function RecruiterTools({ chat, onStored }: { chat: ChatDetail; onStored: (message: ChatMessage) => void }) {
  const t = useTranslations('Chat');
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondMobileExchange(http, chat.id, accept),
    onSuccess: (message, accept) => {
      onStored(message);
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(chat.id), (detail) =>
        detail ? { ...detail, mobile_exchange: accept ? 'accepted' : 'declined' } : detail,
      );
    },
  });
  if (chat.mobile_exchange === 'none') return null;
  return (
    <div className={styles.tools}>
      <p className={styles.hint} role="status">
        {t(`mobile.${chat.mobile_exchange}`)}
      </p>
      {chat.mobile_exchange === 'requested' && (
        <div className={styles.toolButtons}>
          <button type="button" className="button" disabled={respond.isPending} onClick={() => respond.mutate(true)}>
            {t('mobileAgree')}
          </button>
          <button type="button" className="button button--secondary" disabled={respond.isPending} onClick={() => respond.mutate(false)}>
            {t('mobileDecline')}
          </button>
        </div>
      )}
      {respond.isError && (
        <p role="alert" className={styles.error}>
          {t(`errors.${chatErrorKey(respond.error)}`)}
        </p>
      )}
    </div>
  );
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { ChatDetail, ChatMessage } from '@/lib/schemas/chat';
import { chatKeys, requestMobileExchange } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';
import { chatErrorKey } from './chat-errors';
import { SwitchJob } from './switch-job';
import styles from './chat.module.css';

// The picker (with the upload rules and their schema) loads when the seeker opens it.
const ResumePicker = lazy(() => import('./resume-picker').then((module) => ({ default: module.ResumePicker })));

/**
 * What a seeker can do besides writing (platform spec §4): send a resume and ask to exchange
 * mobile numbers, both only after each side has written; switch the job the chat is about.
 */
export function SeekerTools({ chat, onStored }: { chat: ChatDetail; onStored: (message: ChatMessage) => void }) {
  const t = useTranslations('Chat');
  const { language } = useChatEnvironment();
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const mobile = useMutation({
    mutationFn: () => requestMobileExchange(http, chat.id),
    onSuccess: (message) => {
      onStored(message);
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(chat.id), (detail) => (detail ? { ...detail, mobile_exchange: 'requested' } : detail));
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chat.id) });
    },
  });
  const locked = !chat.both_replied;
  const canRequestMobile = !locked && (chat.mobile_exchange === 'none' || chat.mobile_exchange === 'declined');

  return (
    <div className={styles.tools}>
      <div className={styles.toolButtons}>
        <button type="button" className="button button--secondary" disabled={locked} aria-expanded={picking} onClick={() => setPicking((v) => !v)}>
          {t('sendResume')}
        </button>
        <button type="button" className="button button--secondary" disabled={!canRequestMobile || mobile.isPending} onClick={() => mobile.mutate()}>
          {t('mobileRequest')}
        </button>
        <SwitchJob chat={chat} onStored={onStored} />
      </div>
      {locked && <p className={styles.hint}>{t('needsBothReplied')}</p>}
      {chat.mobile_exchange !== 'none' && (
        <p className={styles.hint} role="status">
          {t(`mobile.${chat.mobile_exchange}`)}
        </p>
      )}
      {mobile.isError && (
        <p role="alert" className={styles.error}>
          {t(`errors.${chatErrorKey(mobile.error)}`)}
          {chatErrorKey(mobile.error) === 'needMobile' && (
            <>
              {' '}
              {/* The profile's basic info opens for editing there (issue 31). */}
              <a href={`/${language}/manage-profile?edit=basic-info`}>{t('addMobile')}</a>
            </>
          )}
        </p>
      )}
      {picking && !locked && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <ResumePicker
          chatId={chat.id}
          onSent={(message) => {
            onStored(message);
            setPicking(false);
          }}
        />
        </Suspense>
      )}
    </div>
  );
}

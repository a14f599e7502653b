'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { jobPath } from '@/lib/job-url';
import { chatDetailQuery } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';
import { chatErrorKey } from './chat-errors';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { RecruiterTools } from './recruiter-tools';
import { SeekerTools } from './seeker-tools';
import styles from './chat.module.css';
import { useConversation } from './use-conversation';
import { useReadReceipts } from './use-read-receipts';

/** One conversation: who and what it is about, the messages in seq order, and the composer. */
export function Conversation({ chatId, onBack, tools }: { chatId: number; onBack: () => void; tools?: ReactNode }) {
  const t = useTranslations('Chat');
  const { role, language } = useChatEnvironment();
  const http = useChatHttp();
  const detail = useQuery(chatDetailQuery(http, chatId));
  const conversation = useConversation(chatId);
  useReadReceipts(chatId, conversation.messages);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening a chat on a phone replaces the list: focus goes to its heading.
  useEffect(() => {
    if (detail.data) heading.current?.focus();
  }, [detail.data]);

  if (detail.isPending) return <p role="status">{t('loading')}</p>;
  if (detail.isError) {
    return (
      <div className={styles.conversation}>
        <button type="button" className={styles.back} onClick={onBack}>
          {t('back')}
        </button>
        <p role="alert">{t(`errors.${chatErrorKey(detail.error)}`)}</p>
      </div>
    );
  }
  const chat = detail.data;
  return (
    <div className={styles.conversation}>
      <ConversationHeader chat={chat} onBack={onBack} headingRef={heading} />
      <p className={styles.jobLine}>
        {t('aboutJob')}{' '}
        <a href={`/${language}${jobPath(chat.job.title, chat.job.id)}`}>
          {chat.job.title} · {chat.job.company_name}
        </a>
      </p>
      <MessageList chat={chat} conversation={conversation} />
      {role === 'jobseeker' ? <SeekerTools chat={chat} onStored={conversation.add} /> : <RecruiterTools chat={chat} onStored={conversation.add} />}
      {tools}
      <Composer chatId={chatId} />
    </div>
  );
}

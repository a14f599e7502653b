'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatDetail, ChatMessage } from '@/lib/schemas/chat';
import { useChatEnvironment } from './chat-context';
import { chatErrorKeyOfCode } from './chat-errors';
import { InterviewMessageCard, InterviewMessageLine, isInterviewCard, isInterviewMessage } from './interview-message-line';
import { MessagePreview } from './message-preview';
import { ResumeDownload } from './resume-download';
import { usePhoneDisplay } from '@/components/ui/phone-number';
import styles from './chat.module.css';
import type { useConversation } from './use-conversation';
import { tooManyAttempts } from '@/lib/schemas/api-codes/generic';

type MessageState = 'sending' | 'sent' | 'read' | 'failed';

/** A number as the site writes it, isolated left to right inside the sentence (as in Arabic). */
function usePhoneText(value: unknown): string {
  const typed = typeof value === 'string' ? value : '';
  const display = usePhoneDisplay(typed);
  return typed ? `\u2066${display?.text ?? typed}\u2069` : '—';
}

/** The two numbers a recruiter agreed to exchange (issue 33 item 5: not "+63 9171234567"). */
function MobileShared({ jobseeker, recruiter }: { jobseeker: unknown; recruiter: unknown }) {
  const t = useTranslations('Chat');
  return <span className={styles.phones}>{t('mobileShared', { jobseeker: usePhoneText(jobseeker), recruiter: usePhoneText(recruiter) })}</span>;
}

function StateLabel({ state }: { state: MessageState }) {
  const t = useTranslations('Chat');
  return <span className={styles[`state_${state}`]}>{t(`state.${state}`)}</span>;
}

/** The messages in seq order, earlier pages on demand, then the user's unacknowledged sends. */
export function MessageList({ chat, conversation }: { chat: ChatDetail; conversation: ReturnType<typeof useConversation> }) {
  const t = useTranslations('Chat');
  const { role, connection, language } = useChatEnvironment();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Whether the reader is at the newest message: content that grows then (an interview card
  // loading under its line) keeps the newest in view (issue 31: a tall card arrived half hidden).
  const atEnd = useRef(true);
  const lastKey = `${conversation.messages.at(-1)?.seq ?? 0}:${conversation.outbox.length}`;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });

  // New messages scroll into view; loading earlier ones keeps the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    atEnd.current = true;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  useEffect(() => {
    const element = scroller.current;
    const content = list.current;
    if (!element || !content || typeof ResizeObserver !== 'function') return;
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  async function loadEarlier() {
    const element = scroller.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    atEnd.current = false;
    await conversation.loadEarlier();
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - fromBottom;
    });
  }

  const stateOf = (message: ChatMessage): MessageState => (message.seq <= chat.other_read_seq ? 'read' : 'sent');

  return (
    <div ref={scroller} className={styles.messages}>
      {conversation.hasEarlier && (
        <button type="button" className={styles.loadEarlier} disabled={conversation.loadingEarlier} onClick={() => void loadEarlier()}>
          {conversation.loadingEarlier ? t('loading') : t('loadEarlier')}
        </button>
      )}
      {conversation.status === 'loading' && <p role="status">{t('loading')}</p>}
      {conversation.status === 'error' && <p role="alert">{t('loadError')}</p>}
      <div role="log" aria-label={t('messagesLabel')}>
      <ol ref={list} className={styles.messageList}>
        {conversation.messages.map((message) => {
          const own = message.sender_role === role;
          const system = message.sender_role === 'system' || message.type === 'job_switched';
          return (
            <li key={message.seq} className={system ? styles.system : own ? styles.own : styles.theirs} data-seq={message.seq}>
              <span className="visually-hidden">{own ? t('you') : system ? t('systemLabel') : ''}</span>
              <p className={styles.bubble} dir="auto">
                {isInterviewMessage(message) ? <InterviewMessageLine message={message} /> : <MessagePreview message={message} />}
                {message.type === 'resume' && typeof message.payload?.resume_id === 'number' && (
                  <ResumeDownload chatId={chat.id} resumeId={message.payload.resume_id} fileName={String(message.payload.file_name ?? '')} />
                )}
                {message.type === 'mobile_exchange_accepted' && message.payload && (
                  <MobileShared jobseeker={message.payload.jobseeker_phone} recruiter={message.payload.recruiter_phone} />
                )}
              </p>
              {isInterviewCard(message) && <InterviewMessageCard message={message} />}
              <span className={styles.meta}>
                <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
                {own && !system && <StateLabel state={stateOf(message)} />}
              </span>
            </li>
          );
        })}
        {conversation.outbox.map((message) => (
          <li key={message.client_id} className={styles.own}>
            <span className="visually-hidden">{t('you')}</span>
            <p className={styles.bubble} dir="auto">
              {message.text}
            </p>
            <span className={styles.meta}>
              <StateLabel state={message.state} />
              {message.state === 'failed' && (
                <>
                  {' '}
                  <span className={styles.error}>
                    {message.code === tooManyAttempts && message.retryAfter
                      ? t('errors.sendTooFast', { seconds: message.retryAfter })
                      : t(`errors.${chatErrorKeyOfCode(message.code)}`)}
                  </span>{' '}
                  <button type="button" className={styles.linkButton} onClick={() => connection.retry(message.client_id)}>
                    {t('retrySend')}
                  </button>{' '}
                  <button type="button" className={styles.linkButton} onClick={() => connection.discard(message.client_id)}>
                    {t('discard')}
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      </div>
    </div>
  );
}

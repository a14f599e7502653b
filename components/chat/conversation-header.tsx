'use client';

import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useState } from 'react';
import type { ChatDetail } from '@/lib/schemas/chat';
import { useChatEnvironment } from './chat-context';
import styles from './chat.module.css';

/** The other party: name, online status, typing, and (for a seeker) the recruiter's card. */
export function ConversationHeader({ chat, onBack, headingRef }: { chat: ChatDetail; onBack: () => void; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useTranslations('Chat');
  const tj = useTranslations('JobPage');
  const { role, connection } = useChatEnvironment();
  const otherRole = role === 'jobseeker' ? 'recruiter' : 'jobseeker';
  const other = role === 'jobseeker' ? chat.recruiter : chat.jobseeker;
  const [online, setOnline] = useState(other.is_online);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    setOnline(other.is_online);
  }, [other.is_online]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offPresence = connection.on('presence', (presence) => {
      if (presence.role === otherRole && presence.user_id === other.id) setOnline(presence.online);
    });
    const offTyping = connection.on('typing', (event) => {
      if (event.chat_id !== chat.id || event.role !== otherRole) return;
      clearTimeout(timer);
      setTyping(event.typing);
      // A lost "stopped typing" must not leave the indicator on.
      if (event.typing) timer = setTimeout(() => setTyping(false), 6000);
    });
    const offMessage = connection.on('message', (message) => {
      if (message.chat_id === chat.id && message.sender_role === otherRole) setTyping(false);
    });
    return () => {
      clearTimeout(timer);
      offPresence();
      offTyping();
      offMessage();
    };
  }, [chat.id, connection, other.id, otherRole]);

  const card = chat.recruiter_card;
  const activity = role === 'jobseeker' ? card.reply_activity : null;
  // "Replied 1 minute ago" before the recruiter wrote anything here read as a reply that never
  // came (issue 31): the minutes label needs a reply from them in this chat.
  const activityText =
    activity && (activity.key !== 'replied_minutes_ago' || chat.both_replied) ? tj('replyActivity', { key: activity.key, minutes: activity.minutes ?? 0 }) || null : null;
  return (
    <header className={styles.conversationHead}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">‹</span> {t('back')}
      </button>
      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.otherName}>
          {other.name}
        </h2>
        <p className={styles.presence}>
          <span className={online ? styles.dotOnline : styles.dotOffline} aria-hidden="true" />
          {/* One word on presence (issue 31: "Offline" beside "Active today"): online, or when
              last active if known, or offline. */}
          {online ? t('online') : activityText ?? t('offline')}
          <span role="status" className={styles.typing}>
            {typing ? t('typing', { name: other.name }) : ''}
          </span>
        </p>
        {role === 'jobseeker' && (
          <p className={styles.card}>
            {t('recruiterAt', { title: card.job_title, company: chat.recruiter.company_name })}

          </p>
        )}
      </div>
    </header>
  );
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ChatSummary } from '@/lib/schemas/chat';
import { type ChatFlags, chatKeys, updateChatFlags } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';
import { chatErrorKey } from './chat-errors';
import { InterviewMessageLine, isInterviewMessage } from './interview-message-line';
import { MessagePreview } from './message-preview';
import styles from './chat.module.css';

/** One conversation in the list, with its unread badge and the folder actions. */
export function ChatRow({
  chat,
  selected,
  online,
  onSelect,
}: {
  chat: ChatSummary;
  selected: boolean;
  online: boolean;
  onSelect: (chatId: number) => void;
}) {
  const t = useTranslations('Chat');
  const { role, language } = useChatEnvironment();
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const other = role === 'jobseeker' ? chat.recruiter.name : chat.jobseeker.name;
  const flags = useMutation({
    mutationFn: (change: ChatFlags) => updateChatFlags(http, chat.id, change),
    onSuccess: () => {
      setMenuOpen(false);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chat.id) });
    },
  });
  const actions: { key: string; change: ChatFlags }[] = chat.deleted
    ? [{ key: 'restore', change: { deleted: false } }]
    : [
        { key: chat.pinned ? 'unpin' : 'pin', change: { pinned: !chat.pinned } },
        { key: chat.muted ? 'unmute' : 'mute', change: { muted: !chat.muted } },
        { key: chat.not_interested ? 'interested' : 'notInterested', change: { not_interested: !chat.not_interested } },
        { key: 'delete', change: { deleted: true } },
      ];
  const time = chat.last_message_at
    ? new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(chat.last_message_at))
    : null;

  return (
    <li className={styles.row} aria-current={selected ? 'true' : undefined}>
      <button type="button" className={styles.rowMain} onClick={() => onSelect(chat.id)}>
        <span className={styles.rowName}>
          {other}
          {online && (
            <span className={styles.dotOnline}>
              <span className="visually-hidden">{t('online')}</span>
            </span>
          )}
          {chat.pinned && <span className={styles.mark}>{t('pinnedMark')}</span>}
          {chat.muted && <span className={styles.mark}>{t('mutedMark')}</span>}
        </span>
        <span className={styles.rowJob}>
          {chat.job.title} · {chat.job.company_name}
        </span>
        <span className={styles.rowLast}>{chat.last_message ? (
          isInterviewMessage(chat.last_message) ? (
            <InterviewMessageLine message={chat.last_message} />
          ) : (
            <MessagePreview message={chat.last_message} />
          )
        ) : (
          t('noMessages')
        )}</span>
        {time && <span className={styles.rowTime}>{time}</span>}
        {chat.unread_count > 0 && <span className={styles.badge}>{t('unreadBadge', { count: chat.unread_count })}</span>}
      </button>
      <button
        type="button"
        className={styles.rowMenuButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{t('actionsFor', { name: other })}</span>
      </button>
      <ul id={menuId} className={styles.rowMenu} hidden={!menuOpen}>
        {actions.map((action) => (
          <li key={action.key}>
            <button type="button" disabled={flags.isPending} onClick={() => flags.mutate(action.change)}>
              {t(action.key)}
            </button>
          </li>
        ))}
      </ul>
      {flags.isError && (
        <p role="alert" className={styles.error}>
          {t(`errors.${chatErrorKey(flags.error)}`)}
        </p>
      )}
    </li>
  );
}

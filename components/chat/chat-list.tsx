'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { type ChatFolder, chatFolders } from '@/lib/chat-limits';
import { chatListQuery } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';
import { ChatRow } from './chat-row';
import { useRecruitersOnline } from './use-recruiters-online';
import styles from './chat.module.css';

/** Folders and filters of platform spec §4, a search, and the rows with unread badges. */
export function ChatList({ selected, onSelect }: { selected: number | null; onSelect: (chatId: number) => void }) {
  const t = useTranslations('Chat');
  const { role } = useChatEnvironment();
  const http = useChatHttp();
  const [folder, setFolder] = useState<ChatFolder>('all');
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  const searchId = useId();
  const list = useQuery({ ...chatListQuery(http, { folder, query: query || undefined, size: 50 }), placeholderData: keepPreviousData });
  const online = useRecruitersOnline(list.data?.chats.map((chat) => chat.recruiter.id) ?? []);

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
  }

  return (
    <div className={styles.list}>
      <h2 className={styles.listTitle}>
        {t('title')}
        {list.data && list.data.unread_total > 0 && (
          <span className={styles.badge}>{t('unreadBadge', { count: list.data.unread_total })}</span>
        )}
      </h2>
      <nav aria-label={t('foldersLabel')}>
        <ul className={styles.folders}>
          {chatFolders.map((name) => (
            <li key={name}>
              <button type="button" aria-pressed={folder === name} onClick={() => setFolder(name)}>
                {t(`folders.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <search>
      <form className={styles.search} onSubmit={search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value) setQuery('');
          }}
        />
        <button type="submit" className="button button--secondary">
          {t('search')}
        </button>
      </form>
      </search>
      {list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.isError ? (
        <p role="alert">
          {t('loadError')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : list.data.chats.length === 0 ? (
        <p className={styles.empty}>{query ? t('emptySearch') : t('emptyFolder')}</p>
      ) : (
        <ul className={styles.rows} aria-label={t(`folders.${folder}`)}>
          {list.data.chats.map((chat) => (
            <ChatRow key={chat.id} chat={chat} selected={chat.id === selected} onSelect={onSelect} online={role === 'jobseeker' ? online.has(chat.recruiter.id) : chat.jobseeker.is_online} />
          ))}
        </ul>
      )}
    </div>
  );
}

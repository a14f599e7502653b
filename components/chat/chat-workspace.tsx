'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import styles from './chat.module.css';
import { useChatLive } from './use-chat-live';

/**
 * The chat screen: the conversation list beside the open conversation on a wide screen; on a
 * phone, one at a time (the list until a chat is opened, then the chat with a way back).
 */
export function ChatWorkspace({
  selected,
  onSelect,
  tools,
}: {
  selected: number | null;
  onSelect: (chatId: number | null) => void;
  /** Extra controls under the conversation (the recruiter page's application moves). */
  tools?: (chatId: number) => ReactNode;
}) {
  const t = useTranslations('Chat');
  useChatLive();
  return (
    <div className={styles.workspace} data-open={selected ? 'conversation' : 'list'}>
      <section className={styles.listPane} aria-label={t('listLabel')}>
        <ChatList selected={selected} onSelect={onSelect} />
      </section>
      <section className={styles.conversationPane} aria-label={t('conversationLabel')}>
        {selected ? (
          <Conversation key={selected} chatId={selected} onBack={() => onSelect(null)} tools={tools?.(selected)} />
        ) : (
          <p className={styles.placeholder}>{t('noChatSelected')}</p>
        )}
      </section>
    </div>
  );
}

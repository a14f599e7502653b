'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@/lib/schemas/chat';
import { chatKeys, markRead } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';

/**
 * Marks the open conversation read up to its newest message while the page is visible: over
 * the socket when it is up, otherwise through REST. The unread totals follow.
 */
export function useReadReceipts(chatId: number, messages: ChatMessage[]) {
  const { connection, role } = useChatEnvironment();
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const newest = messages.at(-1)?.seq ?? 0;
  const fromOther = messages.some((m) => m.seq > marked.current && m.sender_role !== role);

  useEffect(() => {
    if (!newest || newest <= marked.current || !fromOther) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newest <= marked.current) return;
      marked.current = newest;
      // The lists are asked again once the read is stored: asked at once, the platform could answer
      // before the read and the row kept "1 unread" (issue 31, e2e/chat.spec.ts).
      const refreshLists = () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      if (connection.connected) connection.markRead(chatId, newest, refreshLists);
      else
        void markRead(http, chatId, newest)
          .then((unread) => {
            queryClient.setQueryData(chatKeys.unread(), unread);
            refreshLists();
          })
          .catch(() => {
            marked.current = 0;
          });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [chatId, connection, fromOther, http, newest, queryClient]);
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatDetail, ChatList } from '@/lib/schemas/chat';
import { chatKeys } from '@/services/chat';
import { useChatEnvironment } from './chat-context';

/**
 * Keeps the cached list, details and unread total in step with the socket: a changed chat
 * replaces its row and detail, the unread total follows the platform's, and reconnecting
 * refreshes every list (what changed while offline).
 */
export function useChatLive() {
  const { connection, role } = useChatEnvironment();
  const queryClient = useQueryClient();

  useEffect(() => {
    void connection.open().catch(() => undefined);
    // Changes pushed while the socket was down (offline, a page restored from the back/forward
    // cache) never arrive: after a reconnect the open chats' details are asked again too.
    let wasDown = false;
    const offs = [
      connection.on('chat', (summary) => {
        queryClient.setQueriesData<ChatList>({ queryKey: chatKeys.lists() }, (list) =>
          list ? { ...list, chats: list.chats.map((chat) => (chat.id === summary.id ? summary : chat)) } : list,
        );
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(summary.id), (detail) => (detail ? { ...detail, ...summary } : detail));
        // A new chat, or one that moved between folders: the lists ask again.
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      }),
      // Every message, the user's own included, is the row's latest (issue 31: the list kept the
      // recruiter's message as its preview after the seeker replied).
      connection.on('message', (message) => {
        const newer = (chat: { last_message: ChatList['chats'][number]['last_message']; last_seq: number }) => message.seq > (chat.last_message?.seq ?? 0);
        queryClient.setQueriesData<ChatList>({ queryKey: chatKeys.lists() }, (list) =>
          list
            ? {
                ...list,
                chats: list.chats.map((chat) =>
                  chat.id === message.chat_id && newer(chat)
                    ? { ...chat, last_message: message, last_seq: Math.max(chat.last_seq, message.seq), last_message_at: message.created_at }
                    : chat,
                ),
              }
            : list,
        );
      }),
      connection.on('unread', (unread) => queryClient.setQueryData(chatKeys.unread(), unread)),
      connection.on('read', (read) => {
        // Receipts of the user's own reading (another tab) say nothing about the other side.
        if (read.role === role) return;
        queryClient.setQueryData<ChatDetail>(chatKeys.detail(read.chat_id), (detail) =>
          detail ? { ...detail, other_read_seq: Math.max(detail.other_read_seq, read.seq) } : detail,
        );
      }),
      connection.on('connection', ({ connected }) => {
        if (!connected) {
          wasDown = true;
          return;
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        if (wasDown) void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'detail'] });
        wasDown = false;
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [connection, queryClient, role]);
}

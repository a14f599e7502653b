'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatMessage } from '@/lib/schemas/chat';
import { chatLimits } from '@/lib/chat-limits';
import { getMessages } from '@/services/chat';
import type { OutgoingMessage } from '@/services/chat-socket';
import { useChatEnvironment, useChatHttp } from './chat-context';

interface State {
  /** Stored messages by seq: the one order both parties see. */
  bySeq: Map<number, ChatMessage>;
  hasEarlier: boolean;
  status: 'loading' | 'ready' | 'error';
}

type Action =
  | { type: 'reset' }
  | { type: 'page'; messages: ChatMessage[]; hasEarlier?: boolean }
  | { type: 'message'; message: ChatMessage }
  | { type: 'error' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'reset':
      return { bySeq: new Map(), hasEarlier: false, status: 'loading' };
    case 'error':
      return { ...state, status: 'error' };
    case 'message': {
      if (state.bySeq.get(action.message.seq)?.id === action.message.id) return state;
      const bySeq = new Map(state.bySeq);
      bySeq.set(action.message.seq, action.message);
      return { ...state, bySeq };
    }
    case 'page': {
      const bySeq = new Map(state.bySeq);
      for (const message of action.messages) bySeq.set(message.seq, message);
      return { bySeq, hasEarlier: action.hasEarlier ?? state.hasEarlier, status: 'ready' };
    }
  }
}

/**
 * One conversation's messages: the latest page, earlier pages on demand, live ones from the
 * socket (also those fetched after a reconnect), and the user's unacknowledged sends.
 */
export function useConversation(chatId: number) {
  const { connection } = useChatEnvironment();
  const http = useChatHttp();
  const [state, dispatch] = useReducer(reducer, { bySeq: new Map(), hasEarlier: false, status: 'loading' });
  const [outbox, setOutbox] = useState<OutgoingMessage[]>(() => connection.pending(chatId));
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    let live = true;
    dispatch({ type: 'reset' });
    setOutbox(connection.pending(chatId));
    const offMessage = connection.on('message', (message) => {
      if (message.chat_id === chatId) dispatch({ type: 'message', message });
    });
    const offOutbox = connection.on('outbox', (change) => {
      if (change.chat_id === chatId) setOutbox(connection.pending(chatId));
    });
    let unwatch = () => {};
    getMessages(http, chatId, { limit: chatLimits.pageSize })
      .then((page) => {
        if (!live) return;
        dispatch({ type: 'page', messages: page.messages, hasEarlier: page.has_more });
        unwatch = connection.watch(chatId, Math.max(0, ...page.messages.map((m) => m.seq)));
      })
      .catch(() => live && dispatch({ type: 'error' }));
    return () => {
      live = false;
      offMessage();
      offOutbox();
      unwatch();
    };
  }, [chatId, connection, http]);

  const loadEarlier = useCallback(async () => {
    const first = Math.min(...latest.current.bySeq.keys());
    if (!Number.isFinite(first) || first <= 1) return;
    setLoadingEarlier(true);
    try {
      const page = await getMessages(http, chatId, { before_seq: first, limit: chatLimits.pageSize });
      dispatch({ type: 'page', messages: page.messages, hasEarlier: page.has_more });
    } finally {
      setLoadingEarlier(false);
    }
  }, [chatId, http]);

  /** A message another call stored (resume, mobile exchange) joins the list at once. */
  const add = useCallback((message: ChatMessage) => dispatch({ type: 'message', message }), []);

  const messages = [...state.bySeq.values()].sort((a, b) => a.seq - b.seq);
  // A pending send whose stored copy has arrived is not shown twice.
  const stored = new Set(messages.map((m) => m.client_id));
  return {
    messages,
    outbox: outbox.filter((m) => !stored.has(m.client_id)),
    hasEarlier: state.hasEarlier,
    status: state.status,
    loadingEarlier,
    loadEarlier,
    add,
  };
}

'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { ChatRole } from '@/lib/schemas/chat';
import type { LanguageSlug } from '@/lib/languages';
import { chatHttp } from '@/services/chat-client';
import type { ChatConnection } from '@/services/chat-socket';

/**
 * Who is chatting and through what: the seeker's pages and the development recruiter page
 * render the same list and conversation, each with its own role and socket. The role chooses the
 * HTTP instance (services/chat-client.ts): the context holds the choice, not a client.
 */
export interface ChatEnvironment {
  role: ChatRole;
  connection: ChatConnection;
  language: LanguageSlug;
}

const ChatContext = createContext<ChatEnvironment | null>(null);

export function ChatEnvironmentProvider({ value, children }: { value: ChatEnvironment; children: ReactNode }) {
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChatEnvironment(): ChatEnvironment {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatEnvironment needs a ChatEnvironmentProvider above it');
  return value;
}

/** What the chat's calls go through: the service layer's instance for who is chatting (Role-Id, failure handling). */
export function useChatHttp() {
  return chatHttp(useChatEnvironment().role);
}

'use client';

import type { PlatformClient } from '@/services/http-base';
import { createContext, type ReactNode, useContext } from 'react';
import type { ChatRole } from '@/lib/schemas/chat';
import type { LanguageSlug } from '@/lib/languages';
import type { ChatConnection } from '@/services/chat-socket';

/**
 * Who is chatting and through what: the seeker's pages and the development recruiter page
 * render the same list and conversation, each with its own role, HTTP client (Role-Id) and
 * socket.
 */
export interface ChatEnvironment {
  role: ChatRole;
  http: PlatformClient;
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

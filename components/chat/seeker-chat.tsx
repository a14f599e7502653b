'use client';

import { useEffect, useState } from 'react';
import type { LanguageSlug } from '@/lib/languages';
import { chatConnection } from '@/services/chat-socket';
import { type ChatEnvironment, ChatEnvironmentProvider } from './chat-context';
import { ChatWorkspace } from './chat-workspace';

const chatIdIn = (path: string) => Number(/\/chat\/(\d+)\/?$/.exec(path)?.[1]) || null;

/**
 * The seeker's chat pages: `/{lang}/chat` and `/{lang}/chat/{id}` are one screen; opening a
 * chat changes the address without a round trip, and Back returns to the list on a phone.
 */
export function SeekerChat({ language, initialChatId }: { language: LanguageSlug; initialChatId: number | null }) {
  const [selected, setSelected] = useState(initialChatId);
  const [environment, setEnvironment] = useState<ChatEnvironment | null>(null);

  // The socket (and the chat's HTTP instance, services/chat-client.ts) read the document: made in the browser, after the first render.
  useEffect(() => {
    setEnvironment({ role: 'jobseeker', connection: chatConnection('jobseeker'), language });
  }, [language]);

  useEffect(() => {
    if (!environment) return;
    const onPop = () => setSelected(chatIdIn(window.location.pathname));
    window.addEventListener('popstate', onPop);
    // The session ended while chatting (logged out elsewhere): sign in again, coming back here.
    const offEnded = environment.connection.on('ended', () => {
      const here = window.location.pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
      window.location.assign(`/${language}/get-started?redirect=${encodeURIComponent(here)}`);
    });
    return () => {
      window.removeEventListener('popstate', onPop);
      offEnded();
    };
  }, [environment, language]);

  function select(chatId: number | null) {
    setSelected(chatId);
    const path = chatId ? `/${language}/chat/${chatId}` : `/${language}/chat`;
    if (window.location.pathname !== path) window.history.pushState(null, '', path);
  }

  if (!environment) return null;
  return (
    <ChatEnvironmentProvider value={environment}>
      <ChatWorkspace selected={selected} onSelect={select} />
    </ChatEnvironmentProvider>
  );
}

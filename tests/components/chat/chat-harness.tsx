import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { ChatEnvironmentProvider } from '@/components/chat/chat-context';
import chat from '@/i18n/messages/chat/en-us.json';
import { messages } from '@/tests/support/render';
import type { ChatRole } from '@/lib/schemas/chat';
import { ChatConnection, type SocketLike } from '@/services/chat-socket';
// The HTTP client loads with a page's first call (services/lazy-http.ts); loaded here up front, so
// a test's first wait is for the chat, not for transforming axios.
import '@/services/http';

/**
 * Where the chat's calls arrive: the browser's instances of the service layer (services/chat-client.ts)
 * send to the page's own /api, which MSW answers in the tests that render the chat.
 */
export const base = '*/api';

type Ack = (error: Error | null, answer: unknown) => void;

/** socket.io-client's Socket as far as the chat uses it; the test plays the server. */
export class FakeSocket implements SocketLike {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  sent: { event: string; payload: unknown; ack?: Ack }[] = [];
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push({ event, payload: args[0] });
    return this;
  }
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, answer: never) => void) => {
        this.sent.push({ event, payload, ack: ack as Ack });
        return this;
      },
    };
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  up() {
    this.connected = true;
    this.fire('connect');
  }
  sends(event: string) {
    return this.sent.filter((entry) => entry.event === event);
  }
}

/** Renders chat UI with English messages (and `extraMessages`), React Query and a fake socket; its calls go to MSW. */
export function renderChat(ui: ReactElement, { role = 'jobseeker' as ChatRole, extraMessages = {} as Record<string, unknown> } = {}) {
  const socket = new FakeSocket();
  const connection = new ChatConnection({ connect: async () => socket, failAfterMs: 60_000 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const environment = { role, connection, language: 'en-us' as const };
  // biome-ignore lint/correctness/noComponentHookFactories: each render gets its own clients
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en-us" messages={{ ...messages, ...chat, ...extraMessages }} timeZone="UTC">
        <QueryClientProvider client={queryClient}>
          <ChatEnvironmentProvider value={environment}>{children}</ChatEnvironmentProvider>
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), socket, connection, queryClient };
}

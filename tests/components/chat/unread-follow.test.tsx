import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followUnread } from '@/components/chat/unread-source';
import { ChatConnection, type SocketLike } from '@/services/chat-socket';

/** The socket.io client's part the connection uses: handlers by event, connect and drop. */
class FakeSocket implements SocketLike {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }
  emit() {
    return this;
  }
  timeout() {
    return { emit: () => this };
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

const server = setupServer();
let chatTotal = 0;
let notificationTotal = 0;
let asked = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.title = '';
});
afterAll(() => server.close());

function answerCounts() {
  server.use(
    http.get('*/api/chat/unread-count', () => {
      asked += 1;
      return HttpResponse.json({ code: 0, message: 'Success', data: { unread_total: chatTotal } });
    }),
    http.get('*/api/notification/unread-count', () => HttpResponse.json({ code: 0, message: 'Success', data: { unread: notificationTotal } })),
  );
}

describe('the header counts on every signed-in page (issue 31)', () => {
  it('opens the socket, follows what it pushes, and shows the sum in the title', async () => {
    chatTotal = 0;
    notificationTotal = 2;
    answerCounts();
    const socket = new FakeSocket();
    const connection = new ChatConnection({ connect: async () => socket });
    const seen = { chat: -1, notifications: -1 };
    document.title = 'My Jobs | Hireloop';
    const stop = followUnread(
      (total) => {
        seen.chat = total;
      },
      (total) => {
        seen.notifications = total;
      },
      { connection, pollMs: 60_000 },
    );
    await waitFor(() => expect(seen.notifications).toBe(2));
    // The page's one socket was opened by the header, not by a chat page.
    await waitFor(() => expect(socket.handlers.has('notifications')).toBe(true));
    socket.connected = true;
    socket.fire('connect');
    socket.fire('unread', { unread_total: 3 });
    socket.fire('notifications', { unread: 4 });
    expect(seen).toEqual({ chat: 3, notifications: 4 });
    expect(document.title).toBe('(7) My Jobs | Hireloop');
    // A client navigation sets the page's own title: the count stays in front.
    document.title = 'Chat | Hireloop';
    await waitFor(() => expect(document.title).toBe('(7) Chat | Hireloop'));
    stop();
    expect(document.title).toBe('Chat | Hireloop');
    connection.close();
  });

  it('asks by REST every poll interval while the socket is down, and not while it is up', async () => {
    chatTotal = 1;
    notificationTotal = 0;
    asked = 0;
    answerCounts();
    const socket = new FakeSocket();
    const connection = new ChatConnection({ connect: async () => socket });
    let chat = -1;
    const stop = followUnread(
      (total) => {
        chat = total;
      },
      undefined,
      { connection, pollMs: 100 },
    );
    await waitFor(() => expect(chat).toBe(1));
    chatTotal = 5;
    // The socket never connects (blocked): the poll brings the new count.
    await waitFor(() => expect(chat).toBe(5), { timeout: 2000 });
    expect(asked).toBeGreaterThanOrEqual(2);
    socket.connected = true;
    socket.fire('connect');
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(3));
    const afterConnect = asked;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toBe(afterConnect);
    stop();
    connection.close();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/lib/schemas/chat';
import { chatLogoutEvent } from '@/lib/session-events';
import { ChatConnection, type SocketLike } from '@/services/chat-socket';
import { message } from './chat-fixtures';

type Ack = (error: Error | null, answer: unknown) => void;

/**
 * A socket that behaves like socket.io-client's: handlers by event, emits with acknowledgements
 * that the test answers (or leaves unanswered), connect and disconnect.
 */
class FakeSocket implements SocketLike {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  sent: { event: string; payload: unknown; ack?: Ack; timeoutMs?: number }[] = [];
  disconnects = 0;

  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push({ event, payload: args[0] });
    return this;
  }
  timeout(ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, answer: never) => void) => {
        this.sent.push({ event, payload, ack: ack as Ack, timeoutMs: ms });
        return this;
      },
    };
  }
  disconnect() {
    this.disconnects += 1;
    this.connected = false;
    return this;
  }
  /** The server side: an event arrives. */
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  up() {
    this.connected = true;
    this.fire('connect');
  }
  down() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  sends(event: string) {
    return this.sent.filter((entry) => entry.event === event);
  }
}

let socket: FakeSocket;
let connection: ChatConnection;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  socket = new FakeSocket();
  connection = new ChatConnection({ connect: async () => socket, ackTimeoutMs: 1000, failAfterMs: 5000 });
});
afterEach(() => {
  connection.close();
  vi.useRealTimers();
});

describe('chat socket', () => {
  it('opens one connection however many times it is asked', async () => {
    let opened = 0;
    const counted = new ChatConnection({
      connect: async () => {
        opened += 1;
        return socket;
      },
    });
    await Promise.all([counted.open(), counted.open(), counted.open()]);
    expect(opened).toBe(1);
  });

  it('keeps a send in the outbox as sending until the ack, then delivers the stored message', async () => {
    await connection.open();
    socket.up();
    const delivered: ChatMessage[] = [];
    connection.on('message', (m) => delivered.push(m));
    const outgoing = connection.send(4, 'Hello');
    await flush();
    expect(connection.pending(4)).toEqual([expect.objectContaining({ client_id: outgoing.client_id, state: 'sending' })]);
    const [send] = socket.sends('message:send');
    expect(send?.payload).toEqual({ chat_id: 4, client_id: outgoing.client_id, text: 'Hello' });
    send?.ack?.(null, { ok: true, data: message({ seq: 3, client_id: outgoing.client_id, text: 'Hello' }) });
    expect(connection.pending(4)).toEqual([]);
    expect(delivered.map((m) => m.seq)).toEqual([3]);
  });

  it('resends under the same client id after a lost ack, so the platform stores it once', async () => {
    await connection.open();
    socket.up();
    const outgoing = connection.send(4, 'Are you there?');
    await flush();
    socket.sends('message:send')[0]?.ack?.(new Error('operation has timed out'), undefined);
    const sends = socket.sends('message:send');
    expect(sends).toHaveLength(2);
    expect(new Set(sends.map((s) => (s.payload as { client_id: string }).client_id))).toEqual(new Set([outgoing.client_id]));
  });

  it('waits out a disconnection: the outbox is sent again on reconnect, and missed messages are fetched from the last seq', async () => {
    await connection.open();
    socket.up();
    connection.watch(4, 7);
    socket.down();
    const outgoing = connection.send(4, 'Sent while offline');
    await flush();
    expect(socket.sends('message:send')).toHaveLength(0);
    const delivered: number[] = [];
    connection.on('message', (m) => delivered.push(m.seq));
    socket.up();
    const [sync] = socket.sends('sync');
    expect(sync?.payload).toEqual({ chat_id: 4, after_seq: 7 });
    sync?.ack?.(null, { ok: true, data: { messages: [message({ seq: 9 }), message({ seq: 8 })], has_more: false } });
    expect(delivered).toEqual([8, 9]);
    expect(connection.lastSeq(4)).toBe(9);
    expect(socket.sends('message:send')[0]?.payload).toMatchObject({ client_id: outgoing.client_id });
  });

  it('a live message that overtakes the sync answer does not skip what came before it', async () => {
    await connection.open();
    socket.up();
    connection.watch(4, 7);
    socket.down();
    const delivered: number[] = [];
    connection.on('message', (m) => delivered.push(m.seq));
    socket.up();
    const [sync] = socket.sends('sync');
    expect(sync?.payload).toEqual({ chat_id: 4, after_seq: 7 });
    // Seq 10 arrives live before the answer to the first sync (which holds 8 and 9).
    socket.fire('message:new', message({ seq: 10 }));
    expect(connection.lastSeq(4)).toBe(7);
    sync?.ack?.(null, { ok: true, data: { messages: [message({ seq: 8 }), message({ seq: 9 })], has_more: false } });
    expect(connection.lastSeq(4)).toBe(10);
    expect(delivered).toEqual([10, 8, 9]);
    // A later gap asks again from the last complete seq.
    socket.fire('message:new', message({ seq: 12 }));
    const again = socket.sends('sync').at(-1);
    expect(again?.payload).toEqual({ chat_id: 4, after_seq: 10 });
    again?.ack?.(null, { ok: true, data: { messages: [message({ seq: 11 }), message({ seq: 12 })], has_more: false } });
    expect(connection.lastSeq(4)).toBe(12);
  });

  it('drops a pending send when the server echoes its client id (the ack was lost)', async () => {
    await connection.open();
    socket.up();
    const outgoing = connection.send(4, 'Hi');
    await flush();
    socket.fire('message:new', message({ seq: 5, client_id: outgoing.client_id }));
    expect(connection.pending(4)).toEqual([]);
  });

  it('marks a send failed when nothing answers in time, and a retry sends the same client id again', async () => {
    vi.useFakeTimers();
    await connection.open();
    const outgoing = connection.send(4, 'Hello?');
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.pending(4)[0]?.state).toBe('failed');
    socket.up();
    expect(socket.sends('message:send')).toHaveLength(0);
    connection.retry(outgoing.client_id);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.pending(4)[0]?.state).toBe('sending');
    expect(socket.sends('message:send')[0]?.payload).toMatchObject({ client_id: outgoing.client_id });
  });

  it('shows a refusal as failed with its catalogue code', async () => {
    await connection.open();
    socket.up();
    connection.send(4, 'call me at +63 912 345 6789');
    await flush();
    socket.sends('message:send')[0]?.ack?.(null, { ok: false, code: 40001, message: 'contact information' });
    expect(connection.pending(4)[0]).toMatchObject({ state: 'failed', code: 40001 });
  });

  it('passes read receipts, typing, presence and unread totals to listeners', async () => {
    await connection.open();
    const seen: string[] = [];
    connection.on('read', (r) => seen.push(`read ${r.seq}`));
    connection.on('typing', (t) => seen.push(`typing ${t.typing}`));
    connection.on('presence', (p) => seen.push(`presence ${p.online}`));
    connection.on('unread', (u) => seen.push(`unread ${u.unread_total}`));
    socket.up();
    socket.fire('chat:read', { chat_id: 4, role: 'recruiter', seq: 3 });
    socket.fire('typing', { chat_id: 4, role: 'recruiter', typing: true });
    socket.fire('presence', { user_id: 5, role: 'recruiter', online: true });
    socket.fire('unread', { unread_total: 2 });
    connection.markRead(4, 3);
    socket.sends('chat:read')[0]?.ack?.(null, { ok: true, data: { unread_total: 1 } });
    connection.typing(4, true);
    expect(socket.sends('typing')[0]?.payload).toEqual({ chat_id: 4, typing: true });
    expect(seen).toEqual(['read 3', 'typing true', 'presence true', 'unread 2', 'unread 1']);
  });

  it('closes the socket and forgets the outbox on log-out', async () => {
    await connection.open();
    socket.up();
    connection.send(4, 'bye');
    connection.close();
    expect(socket.disconnects).toBe(1);
    expect(connection.pending(4)).toEqual([]);
    expect(connection.connected).toBe(false);
  });
});

describe('the shared connection', () => {
  it('closes when chat is told to log out', async () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    try {
      vi.resetModules();
      const module = await import('@/services/chat-socket');
      const shared = module.chatConnection();
      const close = vi.spyOn(shared, 'close');
      target.dispatchEvent(new Event(chatLogoutEvent));
      expect(close).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('an ended session', () => {
  it('closes and says so when the platform ends the session or refuses the handshake', async () => {
    const ended: number[] = [];
    connection.on('ended', (e) => ended.push(e.code));
    await connection.open();
    socket.up();
    socket.fire('session:ended', {});
    expect(socket.disconnects).toBe(1);
    const second = new FakeSocket();
    const other = new ChatConnection({ connect: async () => second });
    other.on('ended', (e) => ended.push(e.code));
    await other.open();
    second.fire('connect_error', Object.assign(new Error('no session'), { data: { code: 40003 } }));
    expect(second.disconnects).toBe(1);
    expect(ended).toEqual([40003, 40003]);
  });
});

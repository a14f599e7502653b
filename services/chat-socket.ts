import type { z } from 'zod';
import type { ChatMessage, ChatRole, ChatSummary, messagePageSchema, SocketAck } from '@/lib/schemas/chat';
import { chatLogoutEvent } from '@/lib/session-events';
import { noCredentials } from '@/lib/schemas/api-codes/generic';

type MessagePage = z.infer<typeof messagePageSchema>;

/** A client id for a send: the platform stores a message once per client id (lost acks, resends). */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The chat's realtime half (lib/schemas/chat.ts, socket events): one socket.io connection per
 * page, opened on first use, on the same origin (`/api/socket.io`, the web's rewrite proxies
 * it to the platform) and authenticated by the HttpOnly session cookie, so scripts never see the
 * token. It reconnects by itself; after a reconnect each watched chat asks for what it missed
 * after its last seq. Sends wait in an outbox under their client id until the platform
 * acknowledges them: a resend after a lost ack carries the same id, and the platform stores a
 * message once per id. Logging out (or a 401) closes it (core spec §4, §8).
 */

export type OutgoingState = 'sending' | 'failed';

export interface OutgoingMessage {
  client_id: string;
  chat_id: number;
  text: string;
  state: OutgoingState;
  created_at: string;
  /** The catalogue code of a refusal, when the platform refused rather than did not answer. */
  code?: number;
  /** With 40006 (the chat limits, issue 30): seconds until a send is taken again. */
  retryAfter?: number;
}

/** The `retry_after` of a refusal's data, when it names one. */
function retryAfterOf(data: unknown): number | undefined {
  const value = data && typeof data === 'object' ? (data as { retry_after?: unknown }).retry_after : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export interface ChatEvents {
  message: ChatMessage;
  chat: ChatSummary;
  read: { chat_id: number; role: ChatRole; seq: number };
  typing: { chat_id: number; role: ChatRole; typing: boolean };
  presence: { user_id: number; role: ChatRole; online: boolean };
  unread: { unread_total: number };
  /** The seeker's unread notifications changed (a row written or read anywhere). */
  notifications: { unread: number };
  /** The outbox of a chat changed (a send started, was stored, failed or was retried). */
  outbox: { chat_id: number };
  connection: { connected: boolean };
  /** The platform ended the session (log-out elsewhere, expiry) or refused it: sign in again. */
  ended: { code: number };
}

type Listener<T> = (payload: T) => void;

/** The part of socket.io-client's Socket this module uses (a fake one in tests). */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  timeout(ms: number): { emit(event: string, payload: unknown, ack: (error: Error | null, answer: never) => void): unknown };
  disconnect(): unknown;
}

export interface ChatConnectionOptions {
  /** Opens the socket; socket.io-client, loaded on first use, by default. */
  connect?: () => Promise<SocketLike>;
  /** Whose cookie authenticates the default socket. */
  role?: ChatRole;
  /** How long one send waits for its acknowledgement before it is sent again. */
  ackTimeoutMs?: number;
  /** After this long without an acknowledgement a send shows as failed (it can be retried). */
  failAfterMs?: number;
}

/** A recruiter's page authenticates with its own cookie, named by `auth.role` (lib/schemas/chat.ts). */
function connectSocketIo(role: ChatRole): () => Promise<SocketLike> {
  return async () => {
    const { io } = await import('socket.io-client');
    return io({
      path: '/api/socket.io',
      addTrailingSlash: false,
      withCredentials: true,
      // The websocket first: the web's /api gate lets its upgrade through untouched, and the
      // chat then needs no polling POSTs; polling stays the fallback where websockets fail.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      ...(role === 'recruiter' ? { auth: { role } } : {}),
    });
  };
}

export class ChatConnection {
  private socket: SocketLike | null = null;
  private opening: Promise<SocketLike> | null = null;
  private closed = false;
  private connectedOnce = false;
  private readonly listeners = new Map<keyof ChatEvents, Set<Listener<never>>>();
  /**
   * Chats on screen: `seq` is the highest seq up to which every message is here (a live message
   * can overtake a sync's answer, so the highest seen is not enough); `ahead` holds the seqs seen
   * beyond a gap, until the gap is filled.
   */
  private readonly watched = new Map<number, { seq: number; ahead: Set<number>; count: number }>();
  private readonly syncing = new Set<number>();
  private readonly outbox = new Map<string, OutgoingMessage>();
  private readonly failTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly connect: () => Promise<SocketLike>;
  private readonly ackTimeoutMs: number;
  private readonly failAfterMs: number;

  constructor(options: ChatConnectionOptions = {}) {
    this.connect = options.connect ?? connectSocketIo(options.role ?? 'jobseeker');
    this.ackTimeoutMs = options.ackTimeoutMs ?? 8000;
    this.failAfterMs = options.failAfterMs ?? 20_000;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Opens the connection once; later calls get the same socket. */
  open(): Promise<SocketLike> {
    if (this.socket) return Promise.resolve(this.socket);
    this.closed = false;
    this.opening ??= this.connect().then((socket) => {
      if (this.closed) {
        socket.disconnect();
        throw new Error('The chat connection was closed');
      }
      this.socket = socket;
      this.bind(socket);
      return socket;
    });
    this.opening.catch(() => {
      this.opening = null;
    });
    return this.opening;
  }

  on<K extends keyof ChatEvents>(event: K, listener: Listener<ChatEvents[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  /** A chat is on screen: after a reconnect it fetches what came after `lastSeq`. */
  watch(chatId: number, lastSeq: number): () => void {
    const current = this.watched.get(chatId);
    this.watched.set(chatId, {
      seq: Math.max(current?.seq ?? 0, lastSeq),
      ahead: current?.ahead ?? new Set(),
      count: (current?.count ?? 0) + 1,
    });
    return () => {
      const entry = this.watched.get(chatId);
      if (!entry) return;
      if (entry.count <= 1) this.watched.delete(chatId);
      else entry.count -= 1;
    };
  }

  /** The seq up to which this connection has every message of a chat (0 when none). */
  lastSeq(chatId: number): number {
    return this.watched.get(chatId)?.seq ?? 0;
  }

  /** Unacknowledged sends of a chat, oldest first. */
  pending(chatId: number): OutgoingMessage[] {
    return [...this.outbox.values()].filter((message) => message.chat_id === chatId);
  }

  /** Sends a text; it shows as sending until stored, then arrives as a `message` event. */
  send(chatId: number, text: string, clientId = newClientId()): OutgoingMessage {
    const message: OutgoingMessage = { client_id: clientId, chat_id: chatId, text, state: 'sending', created_at: new Date().toISOString() };
    this.outbox.set(clientId, message);
    this.startFailTimer(message);
    this.emitLocal('outbox', { chat_id: chatId });
    void this.open()
      .then(() => this.transmit(clientId))
      .catch(() => this.fail(clientId));
    return message;
  }

  /** Sends a failed message again, under the same client id: never a second copy. */
  retry(clientId: string): void {
    const message = this.outbox.get(clientId);
    if (message?.state !== 'failed') return;
    this.outbox.set(clientId, { ...message, state: 'sending', code: undefined, retryAfter: undefined });
    this.startFailTimer(message);
    this.emitLocal('outbox', { chat_id: message.chat_id });
    void this.open()
      .then(() => this.transmit(clientId))
      .catch(() => this.fail(clientId));
  }

  /** Drops a failed message the user gave up on. */
  discard(clientId: string): void {
    const message = this.outbox.get(clientId);
    if (!message) return;
    this.settle(clientId);
    this.emitLocal('outbox', { chat_id: message.chat_id });
  }

  /** Tells the platform the user read up to `seq`; the answer is the new unread total. */
  /** `onRead` runs once the platform has stored the read (lists asked before it still count the messages). */
  markRead(chatId: number, seq: number, onRead?: () => void): void {
    const socket = this.socket;
    if (!socket?.connected) return;
    socket.timeout(this.ackTimeoutMs).emit('chat:read', { chat_id: chatId, seq }, (error, answer: SocketAck<{ unread_total: number }>) => {
      if (error || !answer?.ok) return;
      this.emitLocal('unread', answer.data);
      onRead?.();
    });
  }

  typing(chatId: number, typing: boolean): void {
    if (this.socket?.connected) this.socket.emit('typing', { chat_id: chatId, typing });
  }

  /** Log out or 401: the socket closes and nothing of the session stays behind. */
  close(): void {
    this.closed = true;
    this.socket?.disconnect();
    this.socket = null;
    this.opening = null;
    this.connectedOnce = false;
    this.watched.clear();
    for (const timer of this.failTimers.values()) clearTimeout(timer);
    this.failTimers.clear();
    const chats = new Set([...this.outbox.values()].map((message) => message.chat_id));
    this.outbox.clear();
    for (const chatId of chats) this.emitLocal('outbox', { chat_id: chatId });
    this.emitLocal('connection', { connected: false });
  }

  private end(code: number) {
    this.close();
    this.emitLocal('ended', { code });
  }

  private bind(socket: SocketLike) {
    socket.on('connect', () => {
      const again = this.connectedOnce;
      this.connectedOnce = true;
      this.emitLocal('connection', { connected: true });
      if (again) for (const chatId of this.watched.keys()) this.sync(chatId);
      for (const message of this.outbox.values()) if (message.state === 'sending') this.transmit(message.client_id);
    });
    socket.on('disconnect', () => this.emitLocal('connection', { connected: false }));
    // The server disconnects after this; reconnecting with the same cookie would be refused again.
    socket.on('session:ended', () => this.end(noCredentials));
    socket.on('connect_error', (error: never) => {
      const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
      if (code === noCredentials) this.end(code);
    });
    socket.on('message:new', (message: never) => this.receive(message));
    socket.on('chat:updated', (summary: never) => this.emitLocal('chat', summary));
    socket.on('chat:read', (read: never) => this.emitLocal('read', read));
    socket.on('typing', (typing: never) => this.emitLocal('typing', typing));
    socket.on('presence', (presence: never) => this.emitLocal('presence', presence));
    socket.on('unread', (unread: never) => this.emitLocal('unread', unread));
    socket.on('notifications', (count: never) => this.emitLocal('notifications', count));
  }

  /** What a chat missed while the connection was down, in seq order. */
  private sync(chatId: number) {
    const socket = this.socket;
    if (!socket?.connected) return;
    if (this.syncing.has(chatId)) return;
    this.syncing.add(chatId);
    const afterSeq = this.lastSeq(chatId);
    socket.timeout(this.ackTimeoutMs).emit('sync', { chat_id: chatId, after_seq: afterSeq }, (error, answer: SocketAck<MessagePage>) => {
      this.syncing.delete(chatId);
      if (error || !answer?.ok) return;
      for (const message of [...answer.data.messages].sort((a, b) => a.seq - b.seq)) this.receive(message);
      const entry = this.watched.get(chatId);
      if (answer.data.has_more || (entry && entry.ahead.size > 0 && entry.seq > afterSeq)) this.sync(chatId);
    });
  }

  private transmit(clientId: string) {
    const message = this.outbox.get(clientId);
    const socket = this.socket;
    if (message?.state !== 'sending' || !socket?.connected) return;
    const payload = { chat_id: message.chat_id, client_id: message.client_id, text: message.text };
    socket.timeout(this.ackTimeoutMs).emit('message:send', payload, (error, answer: SocketAck<ChatMessage>) => {
      if (error) {
        // No answer in time: the message may or may not be stored. Sending it again under the
        // same client id is safe; a reconnect does the same.
        if (this.socket?.connected) this.transmit(clientId);
        return;
      }
      if (answer.ok) this.receive(answer.data);
      else this.fail(clientId, answer.code, retryAfterOf(answer.data));
    });
  }

  private receive(message: ChatMessage) {
    const entry = this.watched.get(message.chat_id);
    if (entry && message.seq === entry.seq + 1) {
      entry.seq = message.seq;
      while (entry.ahead.delete(entry.seq + 1)) entry.seq += 1;
    } else if (entry && message.seq > entry.seq + 1) {
      // A gap: something before this message has not arrived (lost while reconnecting).
      entry.ahead.add(message.seq);
      this.sync(message.chat_id);
    }
    const pending = this.outbox.get(message.client_id);
    if (pending && pending.chat_id === message.chat_id) {
      this.settle(message.client_id);
      this.emitLocal('outbox', { chat_id: message.chat_id });
    }
    this.emitLocal('message', message);
  }

  private startFailTimer(message: OutgoingMessage) {
    clearTimeout(this.failTimers.get(message.client_id));
    this.failTimers.set(
      message.client_id,
      setTimeout(() => this.fail(message.client_id), this.failAfterMs),
    );
  }

  private fail(clientId: string, code?: number, retryAfter?: number) {
    const message = this.outbox.get(clientId);
    if (!message || message.state === 'failed') return;
    clearTimeout(this.failTimers.get(clientId));
    this.failTimers.delete(clientId);
    this.outbox.set(clientId, { ...message, state: 'failed', code, retryAfter });
    this.emitLocal('outbox', { chat_id: message.chat_id });
  }

  private settle(clientId: string) {
    clearTimeout(this.failTimers.get(clientId));
    this.failTimers.delete(clientId);
    this.outbox.delete(clientId);
  }

  private emitLocal<K extends keyof ChatEvents>(event: K, payload: ChatEvents[K]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as Listener<ChatEvents[K]>)(payload);
  }
}

const shared = new Map<ChatRole, ChatConnection>();

/**
 * The page's one connection (per role: the development recruiter page speaks as a recruiter).
 * It closes when chat is told to log out (log-out, or a 401 anywhere: components/auth/log-out.ts
 * and the app's failure handler send the event).
 */
export function chatConnection(role: ChatRole = 'jobseeker'): ChatConnection {
  let connection = shared.get(role);
  if (!connection) {
    const created = new ChatConnection({ role });
    connection = created;
    shared.set(role, created);
    window.addEventListener(chatLogoutEvent, () => created.close());
  }
  return connection;
}

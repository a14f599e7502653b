import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { type SocketAck, socketReadSchema, socketSendSchema, socketSyncSchema, socketTypingSchema } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import { counterpartsOf, touchRecruiterActivity } from '../db/queries/chat-parties';
import { type ChatRow, loadChatFor } from '../domain/chat-access';
import { messagePage } from '../domain/chat-messages';
import { AppError } from '../http/app-error';
import { toFieldErrors } from '../http/validate';
import type { Logger } from '../logger';
import { readChat, sendTextInChat } from './chat-service';
import type { ChatHub } from './hub';
import { otherRole, partyRoom, sessionRoom } from './party';
import type { SocketData } from './socket-auth';
import * as apiCode from '@/lib/schemas/api-codes';

type Ack<T> = (answer: SocketAck<T>) => void;

/** Runs one socket request: parse, do, acknowledge with the result or a catalogue code; never throws. */
async function answer<S extends z.ZodType, T>(
  logger: Logger,
  schema: S,
  payload: unknown,
  ack: unknown,
  work: (input: z.infer<S>) => Promise<T>,
): Promise<void> {
  const reply: Ack<T> = typeof ack === 'function' ? (ack as Ack<T>) : () => {};
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    reply({ ok: false, code: apiCode.validationFailed, message: Object.values(errors).flat()[0] ?? 'Parameter validation failed' });
    return;
  }
  try {
    reply({ ok: true, data: await work(parsed.data) });
  } catch (error) {
    if (error instanceof AppError) {
      // The data goes along as in the REST envelope (40006's retry_after above all).
      reply({ ok: false, code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) });
      return;
    }
    logger.error({ err: error }, 'chat socket request failed');
    reply({ ok: false, code: apiCode.serverError, message: 'Internal server error' });
  }
}

/**
 * A connected socket (lib/schemas/chat.ts, the socket events): it joins its party's room and its
 * session's room, counts as online, and may send, read, type and sync in its own chats only.
 */
export function registerSocketHandlers(io: Server, hub: ChatHub, db: Database, logger: Logger, clock: () => Date) {
  const deps = () => ({ db, hub, logger, now: clock() });

  async function counterpartRooms(data: SocketData): Promise<string[]> {
    const rows = await counterpartsOf(db, data.party.role, data.party.partyId);
    return rows.map((row) => partyRoom(row.role, Number(row.party_id)));
  }

  async function announcePresence(data: SocketData, online: boolean) {
    const rooms = await counterpartRooms(data);
    if (rooms.length > 0) io.to(rooms).emit('presence', { user_id: data.party.partyId, role: data.party.role, online });
    if (data.party.role === 'recruiter') {
      // The reply-activity label reads this: a recruiter on the chat is active now.
      await touchRecruiterActivity(db, data.party.partyId, clock());
    }
  }

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const { party } = data;
    const chats = new Map<number, ChatRow>();
    const memberChat = async (chatId: number) => {
      const known = chats.get(chatId);
      if (known) return known;
      const chat = await loadChatFor(db, party, chatId);
      chats.set(chatId, chat);
      return chat;
    };

    void socket.join([partyRoom(party.role, party.partyId), sessionRoom(data.sessionId)]);
    void hub.presence
      .connect(party.role, party.partyId)
      .then((cameOnline) => (cameOnline ? announcePresence(data, true) : undefined))
      .catch((error) => logger.warn({ err: error }, 'chat presence failed'));

    socket.on('message:send', (payload: unknown, ack: unknown) =>
      answer(logger, socketSendSchema, payload, ack, async (input) => {
        // Fresh from the database: replied flags and blocks may have changed since the cache.
        const chat = await loadChatFor(db, party, input.chat_id);
        chats.set(chat.id, chat);
        return sendTextInChat(deps(), party, chat, { clientId: input.client_id, text: input.text });
      }),
    );

    socket.on('chat:read', (payload: unknown, ack: unknown) =>
      answer(logger, socketReadSchema, payload, ack, (input) => readChat(deps(), party, input.chat_id, input.seq)),
    );

    socket.on('sync', (payload: unknown, ack: unknown) =>
      answer(logger, socketSyncSchema, payload, ack, async (input) => {
        const chat = await memberChat(input.chat_id);
        return messagePage(db, chat.id, { afterSeq: input.after_seq, limit: input.limit });
      }),
    );

    socket.on('typing', (payload: unknown, ack: unknown) =>
      answer(logger, socketTypingSchema, payload, ack, async (input) => {
        const chat = await memberChat(input.chat_id);
        const other = otherRole(party.role);
        hub.toParty(other, other === 'jobseeker' ? chat.jobseekerId : chat.recruiterId, 'typing', {
          chat_id: chat.id,
          role: party.role,
          typing: input.typing,
        });
        return { sent: true };
      }),
    );

    socket.on('disconnect', () => {
      void hub.presence
        .disconnect(party.role, party.partyId)
        .then((wentOffline) => (wentOffline ? announcePresence(data, false) : undefined))
        .catch((error) => logger.warn({ err: error }, 'chat presence failed'));
    });
  });
}

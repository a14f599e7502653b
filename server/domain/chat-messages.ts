import type { ChatMessage, ChatRole, MessageType } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import {
  findMessageByClientId,
  insertMessage,
  markMemberRead,
  type MessageRow,
  messagesAfter,
  messagesLatest,
} from '../db/queries/chat-messages';

/**
 * Messages are rows first (docs/decisions, chat): a message is stored inside one transaction
 * that bumps the chat's `last_seq` under its row lock and inserts the message with that seq,
 * so a chat's messages are numbered 1, 2, 3 … in commit order. (chat, sender side, client id)
 * is unique: a resend after a lost acknowledgement returns the stored message, never a second.
 */

export interface NewMessage {
  chatId: number;
  senderRole: ChatRole | 'system';
  clientId: string;
  type: MessageType;
  text: string;
  payload?: Record<string, unknown> | null;
  now: Date;
}

export interface StoredMessage {
  message: ChatMessage;
  /** false when the client id had been used: the stored message is answered again. */
  created: boolean;
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    chat_id: Number(row.chat_id),
    seq: Number(row.seq),
    client_id: row.client_id,
    sender_role: row.sender_role as ChatMessage['sender_role'],
    type: row.type as MessageType,
    text: row.text,
    payload: row.payload ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findByClientId(db: Database, chatId: number, senderRole: string, clientId: string): Promise<ChatMessage | null> {
  const row = await findMessageByClientId(db, chatId, senderRole, clientId);
  return row ? toMessage(row) : null;
}

class DuplicateClientId extends Error {}

/**
 * Stores a message and updates both sides: the sender has read it, the receiver's unread count
 * grows, and a chat either side had deleted comes back. The sender's "replied" flag is set by
 * any message of theirs (resume sending and mobile exchange need both).
 */
export async function appendMessage(db: Database, input: NewMessage): Promise<StoredMessage> {
  try {
    const message = await db.transaction(async (tx) => {
      const row = await insertMessage(tx, input);
      // Unknown chat, or the same client id stored before or meanwhile: undo the bump.
      if (!row) throw new DuplicateClientId();
      return toMessage(row);
    });
    return { message, created: true };
  } catch (error) {
    if (!(error instanceof DuplicateClientId)) throw error;
    const stored = await findByClientId(db, input.chatId, input.senderRole, input.clientId);
    if (!stored) throw new Error(`chat ${input.chatId} vanished while sending`);
    return { message: stored, created: false };
  }
}

export interface MessagePageOptions {
  beforeSeq?: number;
  afterSeq?: number;
  limit: number;
}

/**
 * A page of a chat's messages in seq order: the newest `limit` (or those before `beforeSeq`,
 * for "load earlier"), or those after `afterSeq` (a reconnecting client catching up).
 */
export async function messagePage(db: Database, chatId: number, options: MessagePageOptions) {
  const take = options.limit + 1;
  if (options.afterSeq !== undefined) {
    const rows = await messagesAfter(db, chatId, options.afterSeq, take);
    return { messages: rows.slice(0, options.limit).map(toMessage), has_more: rows.length > options.limit };
  }
  const rows = await messagesLatest(db, chatId, options.beforeSeq, take);
  return { messages: rows.slice(0, options.limit).reverse().map(toMessage), has_more: rows.length > options.limit };
}

/** Marks the reader's side read up to `seq` (never backwards) and recounts what is still unread. */
export async function markRead(db: Database, chatId: number, role: ChatRole, seq: number): Promise<number> {
  return (await markMemberRead(db, chatId, role, seq)) ?? 0;
}

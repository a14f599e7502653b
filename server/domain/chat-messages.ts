import { sql } from 'drizzle-orm';
import type { ChatMessage, ChatRole, MessageType } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

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

interface MessageRow {
  id: number;
  chat_id: number;
  seq: number;
  client_id: string;
  sender_role: string;
  type: string;
  text: string;
  payload: Record<string, unknown> | null;
  created_at: string | Date;
}

export const messageColumns = sql.raw('id, chat_id, seq, client_id, sender_role, type, text, payload, created_at');

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
  const [row] = rowsOf<MessageRow>(
    await db.execute(
      sql`select ${messageColumns} from chat_messages where chat_id = ${chatId} and sender_role = ${senderRole} and client_id = ${clientId}`,
    ),
  );
  return row ? toMessage(row) : null;
}

class DuplicateClientId extends Error {}

/**
 * Stores a message and updates both sides: the sender has read it, the receiver's unread count
 * grows, and a chat either side had deleted comes back. The sender's "replied" flag is set by
 * any message of theirs (resume sending and mobile exchange need both).
 */
export async function appendMessage(db: Database, input: NewMessage): Promise<StoredMessage> {
  const replied =
    input.senderRole === 'jobseeker'
      ? sql`, jobseeker_replied = true`
      : input.senderRole === 'recruiter'
        ? sql`, recruiter_replied = true`
        : sql``;
  try {
    // One statement: fewer round trips on the hot path. Its three parts see one snapshot; the
    // chat row's lock (taken by the update) orders concurrent sends of a chat.
    const message = await db.transaction(async (tx) => {
      const [row] = rowsOf<MessageRow>(
        await tx.execute(sql`
          with bumped as (
            update chats set last_seq = last_seq + 1, last_message_at = ${input.now.toISOString()}::timestamptz ${replied}
            where id = ${input.chatId} returning id, last_seq),
          inserted as (
            insert into chat_messages (chat_id, seq, sender_role, client_id, type, text, payload, created_at)
            select id, last_seq, ${input.senderRole}, ${input.clientId}, ${input.type}, ${input.text},
                   ${input.payload ? JSON.stringify(input.payload) : null}::jsonb, ${input.now.toISOString()}::timestamptz
            from bumped
            on conflict (chat_id, sender_role, client_id) do nothing
            returning ${messageColumns}),
          members as (
            update chat_members m set
              unread_count = case when m.role = ${input.senderRole} then 0 else m.unread_count + 1 end,
              read_seq = case when m.role = ${input.senderRole} then i.seq else m.read_seq end,
              deleted_at = null
            from inserted i where m.chat_id = i.chat_id)
          select ${messageColumns} from inserted`),
      );
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
    const rows = rowsOf<MessageRow>(
      await db.execute(sql`
        select ${messageColumns} from chat_messages where chat_id = ${chatId} and seq > ${options.afterSeq}
        order by seq asc limit ${take}`),
    );
    return { messages: rows.slice(0, options.limit).map(toMessage), has_more: rows.length > options.limit };
  }
  const before = options.beforeSeq === undefined ? sql`` : sql`and seq < ${options.beforeSeq}`;
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns} from chat_messages where chat_id = ${chatId} ${before}
      order by seq desc limit ${take}`),
  );
  return { messages: rows.slice(0, options.limit).reverse().map(toMessage), has_more: rows.length > options.limit };
}

/** Marks the reader's side read up to `seq` (never backwards) and recounts what is still unread. */
export async function markRead(db: Database, chatId: number, role: ChatRole, seq: number): Promise<number> {
  const [row] = rowsOf<{ read_seq: number }>(
    await db.execute(sql`
      update chat_members m set
        read_seq = greatest(m.read_seq, least(${seq}, c.last_seq)),
        unread_count = (select count(*)::int from chat_messages x
                        where x.chat_id = m.chat_id and x.seq > greatest(m.read_seq, least(${seq}, c.last_seq))
                          and x.sender_role <> ${role})
      from chats c where c.id = m.chat_id and m.chat_id = ${chatId} and m.role = ${role}
      returning m.read_seq`),
  );
  return row ? Number(row.read_seq) : 0;
}

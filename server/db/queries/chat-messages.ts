import { type SQL, sql } from 'drizzle-orm';
import type { ChatRole } from '@/lib/schemas/chat';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * A chat's messages (`chat_messages`) and the read marks on its members, the statements of
 * server/domain/chat-messages.ts moved as written (decision 0087). The numbering, the
 * idempotency by client id and the transaction around a send stay the domain's.
 */

export interface MessageRow {
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

export async function findMessageByClientId(db: Database, chatId: number, senderRole: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = rowsOf<MessageRow>(
    await db.execute(
      sql`select ${messageColumns} from chat_messages where chat_id = ${chatId} and sender_role = ${senderRole} and client_id = ${clientId}`,
    ),
  );
  return row;
}

export interface MessageInsert {
  chatId: number;
  senderRole: ChatRole | 'system';
  clientId: string;
  type: string;
  text: string;
  payload?: Record<string, unknown> | null;
  now: Date;
}

/**
 * One statement: fewer round trips on the hot path. Its three parts see one snapshot; the chat
 * row's lock (taken by the update) orders concurrent sends of a chat. Bumps the chat's
 * `last_seq`, inserts the message with it, and updates both members (the sender has read it, the
 * receiver's unread count grows, a deleted chat comes back); the sender's replied flag is set.
 * Undefined for an unknown chat or a client id already stored: the caller's transaction undoes the bump.
 */
export async function insertMessage(tx: Database, input: MessageInsert): Promise<MessageRow | undefined> {
  const replied =
    input.senderRole === 'jobseeker'
      ? sql`, jobseeker_replied = true`
      : input.senderRole === 'recruiter'
        ? sql`, recruiter_replied = true`
        : sql``;
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
  return row;
}

/** Up to `take` messages after `afterSeq`, oldest first (a reconnecting client catching up). */
export async function messagesAfter(db: Database, chatId: number, afterSeq: number, take: number): Promise<MessageRow[]> {
  return rowsOf<MessageRow>(
    await db.execute(sql`
        select ${messageColumns} from chat_messages where chat_id = ${chatId} and seq > ${afterSeq}
        order by seq asc limit ${take}`),
  );
}

/** Up to `take` of the newest messages (before `beforeSeq` when given), newest first. */
export async function messagesLatest(db: Database, chatId: number, beforeSeq: number | undefined, take: number): Promise<MessageRow[]> {
  const before: SQL = beforeSeq === undefined ? sql`` : sql`and seq < ${beforeSeq}`;
  return rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns} from chat_messages where chat_id = ${chatId} ${before}
      order by seq desc limit ${take}`),
  );
}

/**
 * Marks the reader's side read up to `seq` (never backwards) and recounts what is still unread;
 * the read seq it has now, undefined when the reader is not a member.
 */
export async function markMemberRead(db: Database, chatId: number, role: ChatRole, seq: number): Promise<number | undefined> {
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
  return row === undefined ? undefined : Number(row.read_seq);
}

import type { ChatMessage, ChatRole, MessageType } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import { companyNameOf } from '../db/queries/chat-parties';
import { hasUnread, notify } from '../domain/notifications';
import { assertNotBlocked, type ChatRow, loadChatFor } from '../domain/chat-access';
import { appendMessage, findByClientId, markRead } from '../domain/chat-messages';
import { partyRefresh, unreadTotal } from '../domain/chat-summaries';
import type { Logger } from '../logger';
import type { ChatHub } from './hub';
import { enforceChatSend } from './send-limits';
import { type ChatParty, otherRole } from './party';

/** What chat operations need; REST routes and socket handlers both build one per call. */
export interface ChatDeps {
  db: Database;
  hub: ChatHub;
  logger: Logger;
  now: Date;
}

/** The party on one side of a chat, as the summaries see it. */
export function sideOf(chat: Pick<ChatRow, 'jobseekerId' | 'recruiterId'>, role: ChatRole): ChatParty {
  return role === 'jobseeker'
    ? { role, userId: chat.jobseekerId, partyId: chat.jobseekerId, companyId: null }
    : { role, userId: 0, partyId: chat.recruiterId, companyId: null };
}

/** Sends one side its own view of a chat and its unread total (list rows, header badge). */
export async function refreshParty(deps: ChatDeps, chat: Pick<ChatRow, 'id' | 'jobseekerId' | 'recruiterId'>, role: ChatRole) {
  const party = sideOf(chat, role);
  const refresh = await partyRefresh(deps.db, party, chat.id);
  if (!refresh) return;
  deps.hub.toParty(role, party.partyId, 'chat:updated', refresh.summary);
  deps.hub.toParty(role, party.partyId, 'unread', { unread_total: refresh.unreadTotal });
}

/**
 * After a row is stored: both parties get the message at once (delivery latency), then the
 * receiver its updated list row and badge. The second part never fails the send.
 */
export function announceMessage(deps: ChatDeps, chat: ChatRow, message: ChatMessage): void {
  deps.hub.messageStored(chat, message);
  const receivers: ChatRole[] = message.sender_role === 'system' ? ['jobseeker', 'recruiter'] : [otherRole(message.sender_role)];
  for (const role of receivers) {
    void refreshParty(deps, chat, role).catch((error) => deps.logger.warn({ err: error, chatId: chat.id }, 'chat refresh failed'));
  }
}

export interface SendInput {
  clientId: string;
  text: string;
  type?: MessageType;
  payload?: Record<string, unknown> | null;
}

/** Stores a party's message in a chat of theirs (rules: membership, blocked company) and announces it. */
export async function sendMessage(deps: ChatDeps, party: ChatParty, chatId: number, input: SendInput): Promise<ChatMessage> {
  const chat = await loadChatFor(deps.db, party, chatId);
  return sendTextInChat(deps, party, chat, input);
}

/**
 * A party's own message (REST and socket alike): a retry of one already stored answers it
 * without counting; a new one counts against the chat limits (40006 with retry_after) first.
 */
export async function sendTextInChat(deps: ChatDeps, party: ChatParty, chat: ChatRow, input: SendInput): Promise<ChatMessage> {
  const stored = await findByClientId(deps.db, chat.id, party.role, input.clientId);
  if (stored) return stored;
  await enforceChatSend(deps.hub.limiter, party, chat.id, deps.now);
  return sendInChat(deps, party.role, chat, input);
}

export async function sendInChat(deps: ChatDeps, role: ChatRole | 'system', chat: ChatRow, input: SendInput): Promise<ChatMessage> {
  await assertNotBlocked(deps.db, chat);
  const stored = await appendMessage(deps.db, {
    chatId: chat.id,
    senderRole: role,
    clientId: input.clientId,
    type: input.type ?? 'text',
    text: input.text,
    payload: input.payload ?? null,
    now: deps.now,
  });
  if (stored.created) {
    announceMessage(deps, chat, stored.message);
    if (role === 'recruiter') await notifyAwaySeeker(deps, chat);
  }
  return stored.message;
}

/**
 * A recruiter's message to a seeker who is not connected becomes a notification: one per chat
 * until the seeker reads it, not one per message.
 */
async function notifyAwaySeeker(deps: ChatDeps, chat: ChatRow): Promise<void> {
  try {
    const online = await deps.hub.presence.onlineAmong('jobseeker', [chat.jobseekerId]);
    if (online.has(chat.jobseekerId)) return;
    if (await hasUnread(deps.db, chat.jobseekerId, 'chat', { chat_id: chat.id })) return;
    const companyName = await companyNameOf(deps.db, chat.companyId);
    await notify(deps.db, chat.jobseekerId, 'chat', { event: 'message', chat_id: chat.id, company_name: companyName ?? '' }, deps.now);
  } catch (error) {
    deps.logger.warn({ err: error, chatId: chat.id }, 'chat notification not written');
  }
}

/** Marks read, tells the other side (read receipts) and the reader's other tabs (badge). */
export async function readChat(deps: ChatDeps, party: ChatParty, chatId: number, seq: number) {
  const chat = await loadChatFor(deps.db, party, chatId);
  const readSeq = await markRead(deps.db, chat.id, party.role, seq);
  const total = await unreadTotal(deps.db, party);
  const other = otherRole(party.role);
  deps.hub.toParty(other, other === 'jobseeker' ? chat.jobseekerId : chat.recruiterId, 'chat:read', {
    chat_id: chat.id,
    role: party.role,
    seq: readSeq,
  });
  deps.hub.toParty(party.role, party.partyId, 'unread', { unread_total: total });
  return { unread_total: total };
}

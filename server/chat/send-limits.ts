import type { RateLimiter } from '../auth/rate-limit';
import { enforceLimit } from '../auth/limits';
import type { ChatParty } from './party';

/**
 * The chat's throttles (issue 30, docs/decisions/0066), counted in the shared limiter (Redis
 * with several platform processes, the database otherwise), so the REST route and the socket,
 * on any process, draw from the same allowance. Over a limit: 429 40006 with `retry_after`.
 */

const senderOf = (party: ChatParty) => `${party.role}:${party.partyId}`;

/** One text message from `party` in chat `chatId`; per chat first, so its retry_after is the nearer one. */
export async function enforceChatSend(limiter: RateLimiter, party: ChatParty, chatId: number, now: Date): Promise<void> {
  const inChat = `${senderOf(party)}:${chatId}`;
  await enforceLimit(limiter, 'chatMessagesPerChatMinute', inChat, now);
  await enforceLimit(limiter, 'chatMessagesPerChatHour', inChat, now);
  await enforceLimit(limiter, 'chatMessagesPerSenderMinute', senderOf(party), now);
  await enforceLimit(limiter, 'chatMessagesPerSenderHour', senderOf(party), now);
}

/** A seeker opening a conversation they do not have yet. */
export async function enforceChatStart(limiter: RateLimiter, party: ChatParty, now: Date): Promise<void> {
  await enforceLimit(limiter, 'chatStartsPerSeekerHour', senderOf(party), now);
  await enforceLimit(limiter, 'chatStartsPerSeekerDay', senderOf(party), now);
}

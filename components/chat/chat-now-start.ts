import { ApiError } from '@/services/api-error';
import { checkChatExists, startChat } from '@/services/chat';
import { quietApiClient } from '@/services/session-lifecycle';
import { chatIdentityMismatch } from '@/lib/schemas/api-codes/account';
import { noPermission, tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { interviewBanned } from '@/lib/schemas/api-codes/interviews';

export type ChatNowRefusal = 'workEligibility' | 'notAllowed' | 'self' | 'blocked' | 'banned' | 'tooMany' | 'failed';
export type ChatNowOutcome = { kind: 'open'; chatId: number } | { kind: 'signed-out' } | { kind: 'refused'; reason: ChatNowRefusal };

function refusalOf(error: unknown): ChatNowOutcome {
  if (!(error instanceof ApiError)) return { kind: 'refused', reason: 'failed' };
  if (error.isUnauthorized) return { kind: 'signed-out' };
  if (error.code === chatIdentityMismatch) return { kind: 'refused', reason: 'workEligibility' };
  if (error.code === interviewBanned) return { kind: 'refused', reason: 'banned' };
  if (error.code === tooManyAttempts || error.status === 429) return { kind: 'refused', reason: 'tooMany' };
  const reason = error.data?.reason;
  if (reason === 'self_chat') return { kind: 'refused', reason: 'self' };
  if (reason === 'company_blocked') return { kind: 'refused', reason: 'blocked' };
  // Any other refusal (a closed job, a role that cannot start chats): not a chat they can have.
  if (error.code === noPermission || error.status === 403 || error.status === 409) return { kind: 'refused', reason: 'notAllowed' };
  return { kind: 'refused', reason: 'failed' };
}

/**
 * Check-exists first (core spec §7), then open that chat or start one; the platform sends the
 * seeker's greeting. Quiet client: the button says what went wrong in place, without a toast.
 */
export async function openChat(jobId: number, recruiterId: number): Promise<ChatNowOutcome> {
  const http = quietApiClient();
  try {
    const existing = await checkChatExists(http, recruiterId, jobId);
    if (existing.exists && existing.chat_id) return { kind: 'open', chatId: existing.chat_id };
    const started = await startChat(http, jobId);
    return { kind: 'open', chatId: started.chat.id };
  } catch (error) {
    return refusalOf(error);
  }
}

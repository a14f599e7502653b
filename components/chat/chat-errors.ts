import { ApiError } from '@/services/api-error';
import { chatIdentityMismatch, invitationExpired } from '@/lib/schemas/api-codes/account';
import { chatNeedsBothReplies, phoneExchangeClosed, phoneMissing } from '@/lib/schemas/api-codes/chat';
import { noPermission, notFound as notFoundCode, tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { interviewBanned } from '@/lib/schemas/api-codes/interviews';

/** The Chat.errors message of a failed chat call, by catalogue code (platform spec §8). */
export type ChatErrorKey =
  | 'workEligibility'
  | 'notAllowed'
  | 'banned'
  | 'notFound'
  | 'tooMany'
  | 'invalid'
  | 'bothReplied'
  | 'needMobile'
  | 'exchangeClosed'
  | 'expiredInvitation'
  | 'offline'
  | 'generic';

export function chatErrorKey(error: unknown): ChatErrorKey {
  if (!(error instanceof ApiError)) return 'generic';
  switch (error.code) {
    case chatIdentityMismatch:
      return 'workEligibility';
    case invitationExpired:
      return 'expiredInvitation';
    case interviewBanned:
      return 'banned';
    case noPermission:
      return 'notAllowed';
    case notFoundCode:
      return 'notFound';
    case tooManyAttempts:
      return 'tooMany';
    case chatNeedsBothReplies:
      return 'bothReplied';
    case phoneMissing:
      return 'needMobile';
    case phoneExchangeClosed:
      return 'exchangeClosed';
  }
  if (error.status === 0) return 'offline';
  if (error.status === 403) return 'notAllowed';
  if (error.status === 404) return 'notFound';
  if (error.status === 429) return 'tooMany';
  if (error.status === 422) return 'invalid';
  return 'generic';
}

/** A socket refusal's code as the same key. */
export function chatErrorKeyOfCode(code: number | undefined): ChatErrorKey {
  return code === undefined ? 'offline' : chatErrorKey(new ApiError(code >= 50000 ? 500 : 400, code, ''));
}

import { ApiError } from '@/services/api-error';
import * as apiCode from '@/lib/schemas/api-codes';

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
    case apiCode.chatIdentityMismatch:
      return 'workEligibility';
    case apiCode.invitationExpired:
      return 'expiredInvitation';
    case apiCode.interviewBanned:
      return 'banned';
    case apiCode.noPermission:
      return 'notAllowed';
    case apiCode.notFound:
      return 'notFound';
    case apiCode.tooManyAttempts:
      return 'tooMany';
    case apiCode.chatNeedsBothReplies:
      return 'bothReplied';
    case apiCode.phoneMissing:
      return 'needMobile';
    case apiCode.phoneExchangeClosed:
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

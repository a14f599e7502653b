import { ApiError } from '@/services/api-error';

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
    case 41274:
      return 'workEligibility';
    case 41273:
      return 'expiredInvitation';
    case 41570:
      return 'banned';
    case 40005:
      return 'notAllowed';
    case 40004:
      return 'notFound';
    case 40006:
      return 'tooMany';
    case 41521:
      return 'bothReplied';
    case 41523:
      return 'needMobile';
    case 41522:
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

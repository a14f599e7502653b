import { ApiError, noResponseStatus } from '@/services/api-error';
import { accountSuspended as accountSuspendedCode, accountSuspendedByAdmin, accountSuspendedOnLogin, codeExpiredOrUsed, companyCannotLogin, emailOrCodeWrong as emailOrCodeWrongCode, emailTaken as emailTakenCode, isPhoneRuleCode, newEmailTaken, otpExpired as otpExpiredCode, otpExpiredOrUsed, otpUsed as otpUsedCode, otpWrong as otpWrongCode, phoneTaken } from '@/lib/schemas/api-codes/account';
import { emailRegistered, tooManyAttempts as tooManyAttemptsCode } from '@/lib/schemas/api-codes/generic';

/** The AuthErrors message a failed account call shows, by catalogue code and status (core spec §8). */
export type AuthErrorKey =
  | 'invalidCredential'
  | 'accountSuspended'
  | 'emailTaken'
  | 'numberTaken'
  | 'tooManyAttempts'
  | 'otpWrong'
  | 'otpUsed'
  | 'otpExpired'
  | 'emailOrCodeWrong'
  | 'phoneFormat'
  | 'invalidInput'
  | 'serverError'
  | 'requestFailed';

/** What the call was: a login reads 401 and 422 as "invalid credential" (core spec §8). */
export type AuthCall = 'login' | 'register' | 'code' | 'other';

const suspendedCodes = new Set<number>([accountSuspendedCode, accountSuspendedOnLogin, accountSuspendedByAdmin, companyCannotLogin]);
const takenCodes = new Set<number>([emailTakenCode, newEmailTaken, emailRegistered]);
const expiredCodes = new Set<number>([otpExpiredCode, otpExpiredOrUsed, codeExpiredOrUsed]);

export function authErrorKey(error: unknown, call: AuthCall): AuthErrorKey {
  if (!(error instanceof ApiError)) return 'requestFailed';
  const { code, status } = error;
  if (code === otpWrongCode) return 'otpWrong';
  if (code === otpUsedCode) return 'otpUsed';
  if (expiredCodes.has(code)) return 'otpExpired';
  if (code === emailOrCodeWrongCode) return 'emailOrCodeWrong';
  if (takenCodes.has(code)) return 'emailTaken';
  if (code === phoneTaken) return 'numberTaken';
  if (isPhoneRuleCode(code)) return 'phoneFormat';
  if (status === 429 || code === tooManyAttemptsCode) return 'tooManyAttempts';
  if (suspendedCodes.has(code) || (status === 403 && call === 'login')) return 'accountSuspended';
  if (call === 'login' && (status === 401 || status === 422)) return 'invalidCredential';
  if (status >= 500 || status === noResponseStatus) return 'serverError';
  if (status === 422) return 'invalidInput';
  return 'requestFailed';
}

/** Whether the answer says the code is spent or dead, so a new one must be asked for. */
export function isDeadCode(key: AuthErrorKey): boolean {
  return key === 'otpUsed' || key === 'otpExpired';
}

/** How many seconds a 429 says to wait (retry_after, core spec §8), or null when it does not say. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const wait = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null;
}

type AuthErrorTranslate = (key: AuthErrorKey | 'tooManyAttemptsSeconds' | 'tooManyAttemptsMinutes', values?: Record<string, number>) => string;

/** What a failed account call shows: the catalogue's message, and for "too many attempts" how long to wait. */
export function authErrorText(te: AuthErrorTranslate, error: unknown, call: AuthCall): string {
  const key = authErrorKey(error, call);
  const wait = key === 'tooManyAttempts' ? retryAfterOf(error) : null;
  if (wait === null) return te(key);
  return wait < 60 ? te('tooManyAttemptsSeconds', { seconds: wait }) : te('tooManyAttemptsMinutes', { minutes: Math.ceil(wait / 60) });
}

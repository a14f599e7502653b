import type { FieldErrors } from '@/lib/schemas/envelope';
import { AppError } from '../../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Interview codes (server/http/codes.ts, range 41560–41579, docs/decisions, the interviews
 * note). The three messages of platform spec §8 keep their catalogue wording.
 */
export const interviewCodes = {
  /** The action does not apply to the interview's state (answered, cancelled, completed…). */
  wrongState: apiCode.interviewStateConflict,
  /** "Cannot cancel interview within three hours" (platform spec §8). */
  cancelTooLate: apiCode.interviewCancelTooLate,
  modifyTooLate: apiCode.interviewChangeTooLate,
  /** "You cannot check in now" (platform spec §8). */
  checkInClosed: apiCode.checkInClosed,
  attendanceTooEarly: apiCode.attendanceTooEarly,
  /** "unable to request interview result if not attended" (platform spec §8). */
  resultNotAttended: apiCode.resultNeedsAttendance,
  resultTooEarly: apiCode.resultTooEarly,
  notAProposedTime: apiCode.interviewTimeNotProposed,
  timePassed: apiCode.interviewTimePassed,
  expired: apiCode.interviewInvitationExpired,
  /** The no-show ban (platform spec §9); data.banned_until says until when. */
  banned: apiCode.interviewBanned,
} as const;

export type InterviewCode = (typeof interviewCodes)[keyof typeof interviewCodes];

/**
 * A refused action: a catalogue code and what the caller may show with it, returned rather than
 * thrown so the platform maps it to its error and the web to the message in the user's language.
 */
export interface Refusal {
  ok: false;
  code: InterviewCode | typeof apiCode.validationFailed;
  data: Record<string, unknown> | null;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export function refuse(code: InterviewCode, data: Record<string, unknown> | null = null): Refusal {
  return { ok: false, code, data };
}

/** A field that the rules reject although its schema passed (a reason "other" without text). */
export function invalidField(field: string, message: string): Refusal {
  const errors: FieldErrors = { [field]: [message] };
  return { ok: false, code: apiCode.validationFailed, data: { errors } };
}

export function allow<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** The platform's error for a refusal (the envelope `{code, message, data}`). */
export function refusalError(refusal: Refusal): AppError {
  return new AppError(refusal.code, { data: refusal.data });
}

import { ApiError, noResponseStatus } from '@/services/api-error';
import { codeExpiredOrUsed, emailTaken as emailTakenCode, isPhoneRuleCode, newEmailTaken, otpExpired, otpExpiredOrUsed, otpUsed, otpWrong, phoneTaken as phoneTakenCode } from '@/lib/schemas/api-codes/account';
import { emailRegistered, tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { fieldReason } from '@/lib/schemas/field-reasons';

/** The AccountSettings.errors message of a problem, and the field it belongs to ('form' for none). */
export type SettingsErrorKey =
  | 'emailInvalid'
  | 'emailSame'
  | 'emailTaken'
  | 'passwordRequired'
  | 'passwordWrong'
  | 'noPassword'
  | 'passwordRules'
  | 'passwordSame'
  | 'passwordMismatch'
  | 'codeFormat'
  | 'codeWrong'
  | 'codeUsed'
  | 'codeExpired'
  | 'phoneInvalid'
  | 'phoneTaken'
  | 'phoneSame'
  | 'smsUnavailable'
  | 'tooMany'
  | 'sessionEnded'
  | 'failed';

export interface Problem {
  field: string;
  key: SettingsErrorKey;
  seconds?: number;
}

const takenCodes = new Set<number>([emailTakenCode, newEmailTaken, emailRegistered]);
const expiredCodes = new Set<number>([otpExpired, otpExpiredOrUsed, codeExpiredOrUsed]);

/**
 * A field error of a 422 as the reader's message: the platform's messages are English, so they
 * are never shown. What has a named code (a taken address or number, a wrong, used or expired
 * code, the phone rules) is read by code in problemsOf; what is left comes with the one generic
 * code (`validationFailed`, 40001), and the field's reason (lib/schemas/field-reasons.ts, decision
 * 0093) tells a wrong password from none set, the same email, phone or password again, and a
 * country without text messages. Without a reason the field's general message is shown.
 */
function fieldProblem(field: string, reason: string | undefined): Problem {
  switch (field) {
    case 'password':
      return { field, key: reason === fieldReason.incorrect ? 'passwordWrong' : reason === fieldReason.notSet ? 'noPassword' : 'passwordRequired' };
    case 'new_email':
      return { field, key: reason === fieldReason.unchanged ? 'emailSame' : 'emailInvalid' };
    case 'new_password':
      return { field, key: reason === fieldReason.unchanged ? 'passwordSame' : 'passwordRules' };
    case 'phone_country_code':
      return { field, key: reason === fieldReason.unsupported ? 'smsUnavailable' : 'phoneInvalid' };
    case 'phone_num':
      return { field, key: reason === fieldReason.unchanged ? 'phoneSame' : 'phoneInvalid' };
    case 'otp':
    case 'confirm_code':
      return { field, key: 'codeFormat' };
    default:
      return { field: 'form', key: 'failed' };
  }
}

/**
 * What a failed settings call tells the reader, by catalogue code (platform spec §8). A wrong,
 * used or expired code belongs to `codeField`, the code the form's current step asked for.
 */
export function problemsOf(error: unknown, codeField: string): Problem[] {
  if (!(error instanceof ApiError)) return [{ field: 'form', key: 'failed' }];
  const { code, status } = error;
  if (status === 401) return [{ field: 'form', key: 'sessionEnded' }];
  if (code === otpWrong) return [{ field: codeField, key: 'codeWrong' }];
  if (code === otpUsed) return [{ field: codeField, key: 'codeUsed' }];
  if (expiredCodes.has(code)) return [{ field: codeField, key: 'codeExpired' }];
  if (takenCodes.has(code)) return [{ field: 'new_email', key: 'emailTaken' }];
  if (code === phoneTakenCode) return [{ field: 'phone_num', key: 'phoneTaken' }];
  if (isPhoneRuleCode(code)) return [{ field: 'phone_num', key: 'phoneInvalid' }];
  if (status === 429 || code === tooManyAttempts) return [{ field: 'form', key: 'tooMany', seconds: error.data?.retry_after ?? 60 }];
  const fields = Object.keys(error.fieldErrors);
  if (status === 422 && fields.length > 0) return fields.map((field) => fieldProblem(field, error.fieldReason(field)));
  if (status === noResponseStatus || status >= 500) return [{ field: 'form', key: 'failed' }];
  return [{ field: 'form', key: 'failed' }];
}

/** An issue of the shared schema, checked before sending, as the problem of its field. */
export function issueProblem(issue: { path: readonly PropertyKey[] }): Problem {
  const field = String(issue.path[0] ?? 'form');
  return field === 'password' ? { field, key: 'passwordRequired' } : fieldProblem(field, undefined);
}

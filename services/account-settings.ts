import type {
  EmailChangeBody,
  EmailChangeCodeBody,
  PasswordChangeBody,
  PhoneChangeBody,
  PhoneChangeCodeBody,
} from '@/lib/schemas/account-settings';
import { unwrap } from './http-base';
import { quietApiClient } from './session-lifecycle';

/**
 * Account settings from the browser (docs/decisions/0023): the /jobseeker/account/* calls.
 * The quiet client has no global toasts: each form says what went wrong beside its field.
 * Schemas load with the first call (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/account-settings');
const authSchemas = () => import('@/lib/schemas/auth');

/** A code to the current email, to prove the account without the password. */
export async function sendConfirmCode(languageCode: string, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/confirm-code', { language_code: languageCode });
  return unwrap((await authSchemas()).codeSentSchema, response.data);
}

export async function sendEmailChangeCode(body: EmailChangeCodeBody, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/email/send-code', body);
  return unwrap((await authSchemas()).codeSentSchema, response.data);
}

export async function changeEmail(body: EmailChangeBody, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/email/change', body);
  return unwrap((await schemas()).accountChangedSchema, response.data);
}

export async function changePassword(body: PasswordChangeBody, http = quietApiClient()) {
  const response = await http.put('/jobseeker/account/password', body);
  return unwrap((await schemas()).accountChangedSchema, response.data);
}

export async function sendPhoneChangeCode(body: PhoneChangeCodeBody, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/phone/send-code', body);
  return unwrap((await authSchemas()).codeSentSchema, response.data);
}

export async function changePhone(body: PhoneChangeBody, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/phone/change', body);
  return unwrap((await schemas()).accountChangedSchema, response.data);
}

/** Ends the account for good (docs/decisions/0034), with the password or a code to the current email. */
export async function deleteAccount(body: import('@/lib/schemas/account-delete').AccountDeleteBody, http = quietApiClient()) {
  const response = await http.post('/jobseeker/account/delete', body);
  return unwrap((await import('@/lib/schemas/account-delete')).accountDeletedSchema, response.data);
}

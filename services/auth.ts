import type { LoginBody, RegisterBody, SendLoginCodeBody } from '@/lib/schemas/auth';
import type { SessionUser } from '@/lib/schemas/session';
import { unwrap } from './http-base';
import { guestSessionSettled, quietApiClient as apiClient, sessionClient } from './session-lifecycle';

/**
 * Accounts, from the browser. Calls that create, change or end a session, and every other
 * `/auth/*` call, go to the session BFF (`/session/*`, docs/decisions/0013 and 0027), which keeps
 * the token in an HttpOnly cookie; the rest go to the platform through `/api`. These instances have no global failure handlers: a 401 from
 * a login is a wrong password, not an ended session, so each form says what went wrong itself.
 * Schemas load with the first call (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/auth');
const sessionSchemas = () => import('@/lib/schemas/session');

/** A signed-in answer: the session user and where core spec §4 sends them next. */
export interface SignedIn {
  kind: 'signed-in';
  user: SessionUser;
  isProfileUpdateRequired: boolean;
  destination: string;
}

export interface SafetyStep {
  kind: 'safety';
  emailMasked: string;
}

export interface AccountChoice {
  kind: 'choose-account';
  choiceToken: string;
  accounts: { user_id: number; email_masked: string | null; first_name: string; last_name: string; avatar: string | null }[];
}

export type SignInOutcome = SignedIn | SafetyStep | AccountChoice;

/** A sign-in answer of the BFF: signed in, the safety step, or the choice of account. */
export async function readOutcome(body: unknown): Promise<SignInOutcome> {
  const [{ safetyStepSchema, accountChoiceSchema }, { sessionUserSchema }, { z }] = await Promise.all([
    schemas(),
    sessionSchemas(),
    import('zod'),
  ]);
  const data = unwrap(z.unknown(), body) as Record<string, unknown> | null;
  if (data && 'safety_verification_required' in data) {
    return { kind: 'safety', emailMasked: unwrap(safetyStepSchema, body).email_masked };
  }
  if (data && 'choice_token' in data) {
    const choice = unwrap(accountChoiceSchema, body);
    return { kind: 'choose-account', choiceToken: choice.choice_token, accounts: choice.accounts };
  }
  const signedIn = unwrap(sessionUserSchema.extend({ is_profile_update_required: z.boolean(), destination: z.string() }), body);
  const { is_profile_update_required, destination, ...user } = signedIn;
  return { kind: 'signed-in', user, isProfileUpdateRequired: is_profile_update_required, destination };
}

const withRedirect = (redirect: string | null | undefined) => (redirect ? { params: { redirect } } : undefined);

/** Password login (core spec §7 POST /login); may answer the safety step for a new device. */
export async function logIn(body: LoginBody, redirect?: string | null, http = sessionClient()) {
  await guestSessionSettled();
  const response = await http.post('/login', { source: 'web', ...body }, withRedirect(redirect));
  return readOutcome(response.data);
}

/** Login with an emailed or texted code, a magic-link token, or the chosen account. */
export type CodeLogin =
  | { email: string; otp: string }
  | { phone_country_code: string; phone_num: string; otp: string }
  | { magic_token: string }
  | { choice_token: string; user_id: number };

export async function logInWithCode(body: CodeLogin & { language_code?: string }, redirect?: string | null, http = sessionClient()) {
  await guestSessionSettled();
  const response = await http.post('/code-login', { source: 'web', ...body }, withRedirect(redirect));
  return readOutcome(response.data);
}

/** Registration with a password (core spec §3, §5); signs the new account in. */
export async function register(body: RegisterBody, redirect?: string | null, http = sessionClient()) {
  await guestSessionSettled();
  const response = await http.post('/register', body, withRedirect(redirect));
  const outcome = await readOutcome(response.data);
  if (outcome.kind !== 'signed-in') throw new Error('Registration answered without a session');
  return outcome;
}

/** A login code or magic link by email, or a code by SMS; answers when another may be asked for. */
export async function sendLoginCode(body: SendLoginCodeBody, http = sessionClient()) {
  const response = await http.post('/send-code', body);
  return { resendAfter: unwrap((await schemas()).codeSentSchema, response.data).resend_after };
}

/** Reset password, step 1: a code to the email (rate limited: 429 after five an hour). */
export async function sendResetCode(email: string, languageCode?: string, http = sessionClient()) {
  const response = await http.post('/reset-code', { email, language_code: languageCode });
  return { resendAfter: unwrap((await schemas()).codeSentSchema, response.data).resend_after };
}

/** Reset password, step 2: is the code right? (It is checked again with the new password.) */
export async function verifyResetCode(email: string, otp: string, http = sessionClient()): Promise<void> {
  const response = await http.post('/verify-reset-code', { email, otp });
  unwrap((await schemas()).resetCodeVerifiedSchema, response.data);
}

/** Reset password, step 3: the new password, with the code checked again. */
export async function resetPassword(body: { email: string; otp: string; new_password: string }, http = sessionClient()): Promise<void> {
  const response = await http.post('/reset-password', body);
  unwrap((await schemas()).passwordResetSchema, response.data);
}

/** A verification code to the signed-in account's email. */
export async function sendEmailVerificationCode(languageCode?: string, http = apiClient()) {
  const response = await http.post('/data/email/generate-otp', { language_code: languageCode });
  return { resendAfter: unwrap((await schemas()).codeSentSchema, response.data).resend_after };
}

/** Checks the emailed code; the BFF rewrites the `user` cookie with the verified email. */
export async function verifyEmail(code: string, http = sessionClient()): Promise<SessionUser> {
  const response = await http.post('/verify-email', undefined, { params: { code } });
  return unwrap((await sessionSchemas()).sessionUserSchema, response.data);
}

/** The get-started click record (core spec §5): empty email and phone_num are not sent. */
export async function recordGetStarted(fields: { email?: string; phone_num?: string }, http = apiClient()): Promise<void> {
  const body: Record<string, string> = { source: 'web' };
  if (fields.email?.trim()) body.email = fields.email.trim();
  if (fields.phone_num?.trim()) body.phone_num = fields.phone_num.trim();
  await http.post('/jobseeker/click/get-started-record', body);
}

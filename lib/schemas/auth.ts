import { z } from 'zod';
import { phoneInputMaxLength } from '../phone';
import { sessionUserSchema } from './session';

/**
 * The accounts contract (core spec §3, §4, §7 Auth; platform spec §4 Login, §5, §8). Request
 * bodies are parsed with these on the platform; the web builds them and validates its forms
 * with the same rules. Messages here are English; the web shows its catalogue's, by field.
 */

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'));

/** At least 8 characters with a letter and a digit; at most 128 (argon2 input stays bounded). */
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters')
  .regex(/\p{L}/u, 'Use at least one letter')
  .regex(/\d/, 'Use at least one digit');

export const otpSchema = z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits');

/** Typed text holds no control characters (a NUL cannot even be stored). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const noControlCharacters = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);
const plainText = (max: number) => z.string().trim().max(max).refine(noControlCharacters, 'Remove the special characters');

const nameSchema = z
  .string()
  .trim()
  .max(50, 'Use at most 50 characters')
  .refine((value) => !value.includes('+'), 'A name cannot contain "+"')
  .refine(noControlCharacters, 'Remove the special characters');

/** A phone: the country prefix ('+63') and the number as typed, read one way by lib/phone.ts (platform spec §9). */
export const phoneSchema = z.object({
  phone_country_code: z.string().regex(/^\+\d{1,4}$/, 'Choose a country or region'),
  // As people type it ('917 555 0142', '+63 917-555-0142'); the routes read it with lib/phone.ts.
  phone_num: z
    .string()
    .trim()
    .max(phoneInputMaxLength, 'This number is too long')
    .regex(/^\+?[\d\s\-.()\u00a0]{4,}$/, 'Enter the number in digits'),
});

const languageCode = z.string().max(10).optional();
const source = z.enum(['web', 'mobile_web']).default('web');

/** POST /auth/register and /data/users/register (core spec §3, §5 defaults). */
export const registerBodySchema = z.object({
  email: emailSchema,
  /** Absent for a password-less sign-up: the account then gets an unusable random secret. */
  password: newPasswordSchema.optional(),
  first_name: nameSchema.default(''),
  last_name: nameSchema.default(''),
  terms_and_condition: z.union([z.literal(0), z.literal(1)]).default(0),
  contact_number: z.string().trim().max(20).optional(),
  is_subscribe: z.union([z.literal(0), z.literal(1)]).default(0),
  source,
  country_key: z.string().min(2).max(3).default('tw'),
  client_id: plainText(100).optional(),
  /** Stored campaign data (utm_* and the like), kept as given. */
  campaign: z.record(plainText(100), plainText(500)).optional(),
  language_code: languageCode,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /auth/login: email (or phone) and password; a safety code when the device is new. */
export const loginBodySchema = z.object({
  login: z.string().trim().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(200).optional(),
  push_token: z.string().max(500).optional(),
  /** The code emailed by the safety verification step. */
  safety_code: otpSchema.optional(),
  source,
  language_code: languageCode,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * POST /auth/jobseekers/send-otp: a 6-digit login code (or a magic link) by email, or a code
 * by SMS where the country allows it. Rate limited.
 */
export const emailLoginCodeBodySchema = z.object({
  email: emailSchema,
  magic_link: z.boolean().default(false),
  redirect: z.string().max(500).optional(),
  language_code: languageCode,
});
export const phoneLoginCodeBodySchema = phoneSchema.extend({ language_code: languageCode });
export const sendLoginCodeBodySchema = z.union([emailLoginCodeBodySchema, phoneLoginCodeBodySchema]);
export type SendLoginCodeBody = z.input<typeof sendLoginCodeBodySchema>;

/** The answer to a code send: when another may be asked for. */
export const codeSentSchema = z.object({ sent: z.literal(true), resend_after: z.number().int() });

/**
 * POST /auth/jobseekers/login: with an emailed or texted code, a magic-link token, or the
 * account chosen after a phone code matched several. A new email registers on the way.
 */
export const emailCodeLoginBodySchema = z.object({ email: emailSchema, otp: otpSchema, source, language_code: languageCode });
export const phoneCodeLoginBodySchema = phoneSchema.extend({ otp: otpSchema, source, language_code: languageCode });
export const magicLinkLoginBodySchema = z.object({ magic_token: z.string().min(20).max(200), source, language_code: languageCode });
export const accountChoiceLoginBodySchema = z.object({
  choice_token: z.string().min(20).max(200),
  user_id: z.number().int().positive(),
  source,
  language_code: languageCode,
});
export const codeLoginBodySchema = z.union([
  emailCodeLoginBodySchema,
  phoneCodeLoginBodySchema,
  magicLinkLoginBodySchema,
  accountChoiceLoginBodySchema,
]);
export type CodeLoginBody = z.input<typeof codeLoginBodySchema>;

/** A login answer: the user with a new session … */
export const loginAnswerSchema = sessionUserSchema.extend({
  session_id: z.string().min(1),
  is_profile_update_required: z.boolean(),
});

/** … or the safety step: a code went to the account's email (shown masked) … */
export const safetyStepSchema = z.object({
  safety_verification_required: z.literal(true),
  email_masked: z.string(),
});

/** … or the choice of account for a phone tied to several. */
export const accountChoiceSchema = z.object({
  choice_token: z.string(),
  accounts: z.array(
    z.object({ user_id: z.number().int(), email_masked: z.string().nullable(), first_name: z.string(), last_name: z.string(), avatar: z.string().nullable() }),
  ),
});

export const loginOutcomeSchema = z.union([loginAnswerSchema, safetyStepSchema, accountChoiceSchema]);
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>;

/** POST /auth/guest/login. */
export const guestLoginBodySchema = z.object({ guest_role: z.literal('jobseeker'), device_uuid: z.string().max(100).optional() });
export const guestSessionSchema = z.object({ session_id: z.string().min(1), guest: z.literal(true) });

/** POST /auth/reset-password/otp, /verify-otp and /reset-password (core spec §4). */
export const resetCodeBodySchema = z.object({ email: emailSchema, language_code: languageCode });
export const verifyResetCodeBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export const resetPasswordBodySchema = z.object({ email: emailSchema, otp: otpSchema, new_password: newPasswordSchema });
/** The answer to /verify-otp: the code is right and still usable (it is not used up yet). */
export const resetCodeVerifiedSchema = z.object({ verified: z.literal(true) });
/** The answer to /reset-password: the password is set and every session of the account ended. */
export const passwordResetSchema = z.object({ password_reset: z.literal(true) });

/** POST /auth/log-out: the session travels as usual; `session` may name it in the body too. */
export const logoutBodySchema = z.object({ session: z.string().max(200).optional(), source });
/** The answer to /auth/log-out: whether a live session was ended (logging out twice is no error). */
export const logoutResultSchema = z.object({ logged_out: z.boolean() });

/** POST /data/email/generate-otp (signed in): a verification code to the account's email. */
export const emailVerificationBodySchema = z.object({ language_code: languageCode });
/** GET /data/email/verify?code=: answers the updated session user. */
export const emailVerifyQuerySchema = z.object({ code: otpSchema });
/** GET /data/phone/verify?code=: marks the phone verified and answers the updated session user. */
export const phoneVerifyQuerySchema = z.object({ code: otpSchema });

/** POST /jobseeker/click/get-started-record; empty email and phone_num are dropped (core spec §5). */
export const getStartedRecordBodySchema = z.object({
  email: plainText(254).optional(),
  phone_num: plainText(20).optional(),
  source: source.optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export const getStartedRecordSchema = z.object({ id: z.number().int() });

/** GET /dev/mailbox?to=&limit= (development only): the newest outbox messages, for the mailbox page. */
export const devMailboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const devMailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  language: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  created_at: z.string(),
});
export const devMailboxSchema = z.object({ messages: z.array(devMailboxMessageSchema) });

/** The social providers of platform spec §2. */
export const socialTypes = ['google', 'apple', 'facebook', 'line', 'x', 'linkedin'] as const;
export type SocialType = (typeof socialTypes)[number];

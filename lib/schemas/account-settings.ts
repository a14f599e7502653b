import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema, phoneSchema } from './auth';

/**
 * Account settings (issue 14 item 3, issue 18 item 4): changing the login email, the password
 * and the phone of the signed-in seeker, under /jobseeker/account/*. Every change that could
 * hand the account to someone else first proves it is the owner: the current password, or a
 * code mailed to the current email (`confirm_code`) for accounts that have no password.
 */

const languageCode = z.string().max(10).optional();

/** Proof that the person at the keyboard owns the account: one of the two. */
const proofFields = {
  password: z.string().min(1, 'Enter your current password').max(128, 'Use at most 128 characters').optional(),
  confirm_code: otpSchema.optional(),
};

const proofMessage = 'Enter your current password or the code we emailed you';

function hasProof(value: { password?: string; confirm_code?: string }): boolean {
  return value.password !== undefined || value.confirm_code !== undefined;
}

/**
 * POST /data/phone/generate-otp (signed in): a code by SMS to the profile's phone. A verified
 * phone is a way to log in, so verifying one needs the owner's proof like a change in settings
 * (docs/decisions/0065).
 */
export const phoneVerificationBodySchema = z
  .object({ ...proofFields, language_code: languageCode })
  .refine(hasProof, { path: ['password'], message: proofMessage });

/** POST /jobseeker/account/confirm-code: a code to the current email, instead of the password. */
export const confirmCodeBodySchema = z.object({ language_code: languageCode });

/** POST /jobseeker/account/email/send-code: a confirmation code to the new address. */
export const emailChangeCodeBodySchema = z
  .object({ new_email: emailSchema, ...proofFields, language_code: languageCode })
  .refine(hasProof, { path: ['password'], message: proofMessage });
export type EmailChangeCodeBody = z.input<typeof emailChangeCodeBodySchema>;

/** POST /jobseeker/account/email/change: the code that went to the new address, and the proof again. */
export const emailChangeBodySchema = z
  .object({ new_email: emailSchema, otp: otpSchema, ...proofFields })
  .refine(hasProof, { path: ['password'], message: proofMessage });
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** PUT /jobseeker/account/password: the new password, with the current one or a confirm code. */
export const passwordChangeBodySchema = z
  .object({ new_password: newPasswordSchema, ...proofFields })
  .refine(hasProof, { path: ['password'], message: proofMessage });
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/**
 * POST /jobseeker/account/phone/send-code: a code by SMS to the new number. A verified phone
 * signs in by code, so it needs the same proof as a new email.
 */
export const phoneChangeCodeBodySchema = phoneSchema
  .extend({ ...proofFields, language_code: languageCode })
  .refine(hasProof, { path: ['password'], message: proofMessage });
export type PhoneChangeCodeBody = z.input<typeof phoneChangeCodeBodySchema>;

/** POST /jobseeker/account/phone/change: the number, the code it received, and the proof again. */
export const phoneChangeBodySchema = phoneSchema
  .extend({ otp: otpSchema, ...proofFields })
  .refine(hasProof, { path: ['password'], message: proofMessage });
export type PhoneChangeBody = z.input<typeof phoneChangeBodySchema>;

/** The answer to a change: what the account now holds, and how many other sessions were ended. */
export const accountChangedSchema = z.object({
  email: z.string().nullable(),
  is_email_verify: z.boolean(),
  phone_country_code: z.string().nullable(),
  phone_num: z.string().nullable(),
  is_mobile_verified: z.boolean(),
  has_password: z.boolean(),
  other_sessions_ended: z.number().int().min(0),
});
export type AccountChanged = z.infer<typeof accountChangedSchema>;

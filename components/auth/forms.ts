import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema } from '@/lib/schemas/auth';

/**
 * The account forms, built from the contract's rules (lib/schemas/auth) so the browser refuses
 * what the platform would. Only the get-started, change-password and verify-email islands load
 * this module, never the search or job pages.
 */
const personName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine((value) => !value.includes('+'));

export const emailForm = z.object({ email: emailSchema });
export type EmailForm = z.input<typeof emailForm>;

export const passwordForm = z.object({ password: z.string().min(1).max(128) });
export type PasswordForm = z.input<typeof passwordForm>;

export const otpForm = z.object({ otp: otpSchema });
export type OtpForm = z.input<typeof otpForm>;

export const registerForm = z.object({
  first_name: personName,
  last_name: personName,
  password: newPasswordSchema,
  terms: z.literal(true),
  subscribe: z.boolean(),
});
export type RegisterForm = z.input<typeof registerForm>;

export const newPasswordForm = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'] });
export type NewPasswordForm = z.input<typeof newPasswordForm>;

import { z } from 'zod';
import { otpSchema } from './auth';

/**
 * POST /jobseeker/account/delete (issue 14 item 3, docs/decisions/0034): ends the account for
 * good, proved like every account change by the current password or a code mailed to the
 * current email (POST /jobseeker/account/confirm-code).
 */
export const accountDeleteBodySchema = z
  .object({
    password: z.string().min(1, 'Enter your current password').max(128, 'Use at most 128 characters').optional(),
    confirm_code: otpSchema.optional(),
  })
  .refine((value) => value.password !== undefined || value.confirm_code !== undefined, {
    path: ['password'],
    message: 'Enter your current password or the code we emailed you',
  });
export type AccountDeleteBody = z.input<typeof accountDeleteBodySchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true), files_removed: z.number().int().min(0) });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

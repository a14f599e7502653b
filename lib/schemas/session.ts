import { z } from 'zod';

/**
 * The session user (core spec §3): what the web keeps in the `user` cookie and what every
 * login answer carries. Never a password, a token or a code.
 */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  active_key: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_num: z.string().nullable(),
  is_mobile_verified: z.boolean(),
  avatar: z.string().nullable(),
  additional_info: z.record(z.string(), z.unknown()).nullable(),
  is_email_verify: z.boolean(),
  notice_period_id: z.number().int().nullable(),
  is_profile_completed: z.boolean(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  is_new_account: z.boolean(),
  register_flow: z.string().nullable(),
  register_flow_v2: z.string().nullable(),
  chat_flow: z.number().int(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A login or registration answer: the user, the new session, and whether the profile must be updated. */
export const loginResultSchema = sessionUserSchema.extend({
  session_id: z.string().min(1),
  is_profile_update_required: z.boolean(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

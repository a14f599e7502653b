import { z } from 'zod';
import { loginAnswerSchema } from './auth';
import { applicationStatuses } from './applications';
import { chatJobSchema } from './chat';
import { jobRecruiterSchema } from './job';
import { intParam, maxId, textParam } from './params';

/**
 * The recruiter side (issue 10): recruiters log in to the same platform with Role-Id 2 and use
 * the chat calls of lib/schemas/chat.ts. Seeded recruiters have development credentials:
 * `recruiter-<recruiterId>@recruiters.hireloop.localhost` and DEV_RECRUITER_PASSWORD
 * (default `recruit-dev-1234`), printed by `npm start` (docs/decisions, recruiter accounts).
 */

export const devRecruiterEmailDomain = 'recruiters.hireloop.localhost';
export const devRecruiterEmail = (recruiterId: number) => `recruiter-${recruiterId}@${devRecruiterEmailDomain}`;
export const defaultDevRecruiterPassword = 'recruit-dev-1234';

/** POST /auth/recruiters/login (Role-Id 2). */
export const recruiterLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter your email').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
});
export type RecruiterLoginBody = z.input<typeof recruiterLoginBodySchema>;

export const recruiterIdentitySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  job_title: z.string(),
  country_key: z.string(),
});

/** The seeker login's answer (session user, session_id) plus who the recruiter is. */
export const recruiterLoginAnswerSchema = loginAnswerSchema.extend({
  role: z.literal('recruiter'),
  recruiter: recruiterIdentitySchema,
});
export type RecruiterLoginAnswer = z.infer<typeof recruiterLoginAnswerSchema>;

/** GET /job/recruiters/{recruiterId}/chat-detail?status: the card, online status, the caller's chat. */
export const recruiterChatDetailQuerySchema = z.object({
  /** Which of the recruiter's jobs to list: open ones by default. */
  status: z.enum(['active', 'on_hold', 'closed'], { message: 'Use active, on_hold or closed' }).default('active'),
});
export const recruiterChatDetailSchema = z.object({
  recruiter: jobRecruiterSchema,
  company: z.object({ id: z.number().int(), name: z.string() }),
  is_online: z.boolean(),
  /** The caller's conversation with this recruiter, if any (signed-in seekers only). */
  chat_id: z.number().int().nullable(),
  jobs: z.array(chatJobSchema),
});
export type RecruiterChatDetail = z.infer<typeof recruiterChatDetailSchema>;

/** The moves a recruiter makes (platform spec §4 Job application); not_accepted is "not suitable". */
export const recruiterMoves = ['viewed', 'communicated', 'exchanged', 'interview', 'accepted', 'not_accepted'] as const;
export const recruiterMoveBodySchema = z.object({ status: z.enum(recruiterMoves, { message: 'Choose a state' }) });

export const recruiterApplicationListQuerySchema = z.object({
  status: z.enum(applicationStatuses, { message: 'Choose a state' }).optional(),
  query: textParam(100),
  page: intParam(1, 1000).default(1),
  size: intParam(1, 100).default(20),
});
export const recruiterApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(applicationStatuses),
  job: z.object({ id: z.number().int(), title: z.string() }),
  jobseeker: z.object({ id: z.number().int(), name: z.string() }),
  first_message: z.string().nullable(),
  viewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  chat_id: z.number().int().nullable(),
});
export type RecruiterApplication = z.infer<typeof recruiterApplicationSchema>;
export const recruiterApplicationListSchema = z.object({
  applications: z.array(recruiterApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export const recruiterIdParamSchema = z.object({ recruiterId: intParam(1, maxId, 'Use a valid id') });

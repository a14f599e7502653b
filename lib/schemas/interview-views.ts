import { z } from 'zod';
import { interviewSchema } from './interviews';

/**
 * The interviews platform's answers (routes in server/routes/interviews, docs/decisions/0024):
 *
 * Seeker (Role-Id 1), platform prefix /interview (the browser calls /api/interview/…):
 *   GET  /interviews?chat_id              → InterviewList (mine; banned_until when a no-show ban holds)
 *   GET  /interviews/{id}                 → InterviewListItem (either side, own interviews only)
 *   POST /interviews/{id}/accept   { time }                   → InterviewListItem
 *   POST /interviews/{id}/reject   { reason, reason_text? }   → InterviewListItem
 *   POST /interviews/{id}/cancel   { reason, reason_text? }   → InterviewListItem (either side)
 *   POST /interviews/{id}/check-in                            → InterviewListItem
 *   POST /interviews/{id}/request-result                      → InterviewListItem
 *   GET  /offers?chat_id                  → OfferList
 *   POST /offers/{id}/accept · /offers/{id}/decline           → Offer
 * Recruiter (Role-Id 2):
 *   POST  /recruiter/chats/{chatId}/interviews  InterviewDetails → InterviewListItem (invite)
 *   PATCH /recruiter/interviews/{id}            InterviewDetails → InterviewListItem (modify)
 *   POST  /recruiter/interviews/{id}/attendance { attendance }   → InterviewListItem
 *   POST  /recruiter/interviews/{id}/result     { result }       → InterviewListItem
 *   POST  /recruiter/chats/{chatId}/offers      { details }      → Offer
 * Every refusal is a catalogue code (41560–41570) from server/domain/interviews.
 */
export const interviewListItemSchema = interviewSchema.extend({
  job_title: z.string(),
  company_name: z.string(),
  /** For the recruiter's side only; empty for the seeker. */
  jobseeker_name: z.string(),
});
export type InterviewListItem = z.infer<typeof interviewListItemSchema>;

export const interviewListSchema = z.object({
  interviews: z.array(interviewListItemSchema),
  /** Set while a no-show ban holds (the seeker cannot accept, apply or start chats until then). */
  banned_until: z.string().nullable(),
});
export type InterviewList = z.infer<typeof interviewListSchema>;

export const interviewListQuerySchema = z.object({
  chat_id: z.coerce.number({ error: 'Enter a chat id' }).int('Enter a chat id').min(1, 'Enter a chat id').max(2147483647, 'Enter a chat id').optional(),
});

export const offerStates = ['pending', 'accepted', 'declined'] as const;
export type OfferState = (typeof offerStates)[number];

export const offerLimits = { details: 1000 } as const;

export const offerBodySchema = z.object({
  details: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(offerLimits.details, `Use at most ${offerLimits.details} characters`),
});

export const offerSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  details: z.string(),
  state: z.enum(offerStates),
  responded_at: z.string().nullable(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({ offers: z.array(offerSchema) });

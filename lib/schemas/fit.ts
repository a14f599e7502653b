import { z } from 'zod';
import { maxFitJobs } from '../fit';
import { idListParam } from './params';

/**
 * Fit, explained (issue 35 item 1): how well a signed-in seeker's profile fits a job, computed
 * by the platform from structured fields and worded in the request's language (docs/decisions/0075).
 */

/** GET /job/fit?job_ids=1,2,3: the labels for a page of cards. */
export const fitListQuerySchema = z.object({
  job_ids: idListParam().transform((ids, ctx) => {
    if (!ids || ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Give the job ids, such as 1,4,7' });
      return z.NEVER;
    }
    if (ids.length > maxFitJobs) {
      ctx.addIssue({ code: 'custom', message: `Use at most ${maxFitJobs} job ids` });
      return z.NEVER;
    }
    return ids;
  }),
});

export const fitFactors = ['skills', 'experience', 'education', 'location', 'salary', 'language'] as const;
export type FitFactor = (typeof fitFactors)[number];
export const fitLevels = ['strong', 'good', 'fair', 'low'] as const;
export type FitLevel = (typeof fitLevels)[number];
/** The manage-profile sections a missing fact is added in (components/profile/section-anchor.ts). */
export const fitSections = ['skills', 'work_experiences', 'educations', 'job_preferences', 'languages'] as const;
export type FitSection = (typeof fitSections)[number];

export const fitLabelSchema = z.object({
  job_id: z.number().int(),
  /** 0–100. */
  score: z.number().int(),
  level: z.enum(fitLevels),
  /** The level in the request's language ("Strong fit"). */
  label: z.string(),
});
export type FitLabel = z.infer<typeof fitLabelSchema>;

export const fitListSchema = z.object({ fits: z.array(fitLabelSchema) });
export type FitList = z.infer<typeof fitListSchema>;

const reasonSchema = z.object({ factor: z.enum(fitFactors), text: z.string() });
/** GET /job/{id}/fit: the label with its reasons, each a sentence in the request's language. */
export const fitDetailSchema = fitLabelSchema.extend({
  matches: z.array(reasonSchema),
  missing: z.array(reasonSchema),
  /** What to add to the profile, each with the manage-profile section it is added in. */
  add: z.array(reasonSchema.extend({ section: z.enum(fitSections) })),
});
export type FitDetail = z.infer<typeof fitDetailSchema>;

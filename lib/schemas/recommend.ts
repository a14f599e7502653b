import { z } from 'zod';
import { jobCardSchema } from './job';
import { intParam } from './params';

/** GET /recommend/hot-job-titles?size (default 10). */
export const hotJobTitlesQuerySchema = z.object({
  size: intParam(1, 30).transform((v) => v ?? 10),
});
export type HotJobTitlesQuery = z.input<typeof hotJobTitlesQuerySchema>;

/**
 * The country's most searched terms of the last 30 days; when nobody has searched yet, the job
 * titles with most active jobs (`source` says which). `value` is what to put in the search box.
 */
export const hotJobTitleSchema = z.object({
  value: z.string(),
  /** The taxonomy job title, when the term is one (or came from one). */
  job_title_id: z.number().int().nullable(),
  count: z.number().int(),
});
export type HotJobTitle = z.infer<typeof hotJobTitleSchema>;

export const hotJobTitlesResultSchema = z.object({
  source: z.enum(['searches', 'active_jobs']),
  hot_job_titles: z.array(hotJobTitleSchema),
});
export type HotJobTitlesResult = z.infer<typeof hotJobTitlesResultSchema>;

/**
 * GET /recommend/jobs-for-you (signed in): jobs matching the user's job preferences of one
 * kind — on-site and hybrid for /onsite-job, remote for the remote landing.
 */
export const jobsForYouQuerySchema = z.object({
  arrangement: z.enum(['onsite', 'remote']).optional().transform((v) => v ?? 'onsite'),
  size: intParam(1, 50).transform((v) => v ?? 21),
});
export type JobsForYouQuery = z.input<typeof jobsForYouQuerySchema>;

export const jobsForYouResultSchema = z.object({
  /** The preferences the jobs were chosen by (empty: the user has none of this kind). */
  preferences: z.array(
    z.object({ id: z.number().int(), job_title: z.string(), work_arrangement: z.enum(['onsite', 'hybrid', 'remote']) }),
  ),
  jobs: z.array(jobCardSchema),
});
export type JobsForYouResult = z.infer<typeof jobsForYouResultSchema>;

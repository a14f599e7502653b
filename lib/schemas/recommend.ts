import { z } from 'zod';
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

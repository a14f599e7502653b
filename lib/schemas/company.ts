import { z } from 'zod';
import { intParam, textParam } from './params';

/**
 * GET /company/search-suggestion?query&size and GET /company/combined_search_suggestion?query&size:
 * what the search box offers while typing. Companies are the request's country's; a blank query
 * gives empty lists.
 */
export const companySuggestionQuerySchema = z.object({
  query: textParam(100),
  size: intParam(1, 20).transform((v) => v ?? 5),
});
export type CompanySuggestionQuery = z.input<typeof companySuggestionQuerySchema>;

export const companySuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_color: z.string(),
  is_verified: z.boolean(),
  industry: z.object({ id: z.number().int(), value: z.string() }),
  active_jobs_count: z.number().int(),
});
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;

export const companySuggestionResultSchema = z.object({ companies: z.array(companySuggestionSchema) });
export type CompanySuggestionResult = z.infer<typeof companySuggestionResultSchema>;

/** A job title of the taxonomy (level 3) in the request's language. */
export const jobTitleSuggestionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  seo_value: z.string(),
  key: z.string(),
  job_function_id: z.number().int(),
  main_function_id: z.number().int(),
});
export type JobTitleSuggestion = z.infer<typeof jobTitleSuggestionSchema>;

export const combinedSuggestionResultSchema = z.object({
  companies: z.array(companySuggestionSchema),
  job_titles: z.array(jobTitleSuggestionSchema),
});
export type CombinedSuggestionResult = z.infer<typeof combinedSuggestionResultSchema>;

import { z } from 'zod';
import { languageSlugs } from '@/lib/languages';
import { resumeTemplateIds } from '@/lib/resume-templates';

/**
 * POST /jobseeker/generate-resume (core spec §7 Resumes): a PDF built from the seeker's profile
 * with one of the templates, in the profile's language unless `language` names another.
 */
export const generateResumeBodySchema = z.object({
  template_id: z.enum(resumeTemplateIds, { error: 'Choose one of the resume templates' }),
  language: z.enum(languageSlugs as [string, ...string[]], { error: 'Choose one of the site languages' }).optional(),
});
export type GenerateResumeBody = z.input<typeof generateResumeBodySchema>;

/** A generated resume kept as a draft (at most 5, 41254). */
export const resumeDraftSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** POST only: characters of the profile no shipped font draws (rare Han, emoji, Hangul…). */
  missing_characters: z.array(z.string()).optional(),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

export const resumeDraftListSchema = z.object({ drafts: z.array(resumeDraftSchema), max: z.number().int() });
export type ResumeDraftList = z.infer<typeof resumeDraftListSchema>;

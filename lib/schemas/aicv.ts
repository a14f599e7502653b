import { z } from 'zod';

/**
 * The AI CV service (core spec §7 Other; platform spec §1, §8, §9): career summary writing and
 * resume analysis. docs/decisions/0045.
 */

/** How a rewrite changes the summary (PUT /aicv/ai_writing/career_summary). */
export const rewriteTypes = ['shorter', 'formal', 'friendly', 'achievements'] as const;
export type RewriteType = (typeof rewriteTypes)[number];

const optionalId = z
  .union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number), z.null()], { error: 'Choose one of your job preferences' })
  .optional()
  .transform((value) => value ?? null);

/** POST (write) and PUT (rewrite) /aicv/ai_writing/career_summary. */
export const careerSummaryBodySchema = z.object({
  job_preference_id: optionalId,
  rewrite_type: z
    .union([z.enum(rewriteTypes, { error: 'Choose how to rewrite' }), z.null()])
    .optional()
    .transform((value) => value ?? null),
  /** true (the default): text/event-stream; false: one JSON answer. */
  stream: z.boolean({ error: 'Use true or false' }).optional().default(true),
});
export type CareerSummaryBody = z.input<typeof careerSummaryBodySchema>;

/** A rewrite needs to know how. */
export const careerSummaryRewriteSchema = careerSummaryBodySchema.refine((body) => body.rewrite_type !== null, {
  path: ['rewrite_type'],
  message: 'Choose how to rewrite',
});

/** The JSON answer of a write with `stream: false`, and of PATCH (accept). */
export const careerSummarySchema = z.object({ summary: z.string() });

/**
 * The stream's events (`data:` lines of text/event-stream): text as it is written, then `done`
 * with the whole text, or `error` with a catalogue code when the writer fails midway.
 */
export const summaryStreamEventSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done'), summary: z.string() }),
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
]);
export type SummaryStreamEvent = z.infer<typeof summaryStreamEventSchema>;

/** Profile sections a suggestion points at (the web links each to its section). */
export const profileSections = ['summary', 'work_experiences', 'educations', 'skills', 'languages', 'job_preferences', 'licenses', 'links'] as const;
export type ProfileSection = (typeof profileSections)[number];

export const analysisReasonKeys = ['sections', 'length', 'measurable', 'preferences', 'job_match', 'language'] as const;
export const analysisSuggestionKeys = [
  'addSummary',
  'lengthenSummary',
  'shortenSummary',
  'addExperience',
  'addEducation',
  'addSkills',
  'addLanguages',
  'addLinks',
  'describeWork',
  'addNumbers',
  'matchPreference',
  'addJobSkills',
  'providerNote',
] as const;

const params = z.record(z.string(), z.union([z.string(), z.number()]));

/** POST /aicv/resume_analysis: a job to match against is optional. */
export const resumeAnalysisBodySchema = z.object({ job_id: optionalId });
export type ResumeAnalysisBody = z.input<typeof resumeAnalysisBodySchema>;

export const resumeAnalysisSchema = z.object({
  id: z.number().int(),
  /** Out of 100 (platform spec §9). */
  score: z.number().int().min(0).max(100),
  created_at: z.string(),
  /** What was read: the profile (the resume the platform generates) or an attached resume's text too. */
  source: z.enum(['profile', 'profile_and_resume']),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  reasons: z.array(z.object({ key: z.enum(analysisReasonKeys), points: z.number().int(), max: z.number().int(), params })),
  suggestions: z.array(z.object({ key: z.enum(analysisSuggestionKeys), section: z.enum(profileSections), params })),
});
export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;

/** GET /aicv/credits: today's uses and when they refresh (00:01 GMT+8). */
export const aiCreditsSchema = z.object({
  resume_analysis: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), refreshes_at: z.string(), running: z.boolean() }),
  career_summary: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), refreshes_at: z.string() }),
});
export type AiCredits = z.infer<typeof aiCreditsSchema>;

/** GET /aicv/resume_analysis/latest: the last analysis, or null, with the credits. */
export const latestAnalysisSchema = z.object({ analysis: resumeAnalysisSchema.nullable(), credits: aiCreditsSchema });

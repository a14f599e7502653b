import { z } from 'zod';
import { maxId } from './params';

/**
 * Reading a resume for profile sync (core spec §3 the parse id, §7 GET
 * /jobseeker/resume/{id}/get-syncable-content; platform spec §4 Resume sync: analysing,
 * completed — and failed, said honestly). The platform writes what it found with these; the web
 * checks the answer with them and posts the seeker's choice back.
 */
export const resumeSyncStates = ['analysing', 'completed', 'failed'] as const;
export type ResumeSyncState = (typeof resumeSyncStates)[number];

/** Why a reading failed: the file does not open, it holds no text (a scan), or something broke. */
export const resumeParseFailures = ['unreadable', 'no_text', 'error'] as const;

/** YYYY-MM, or YYYY when the resume gives the year alone (its month stays unknown). */
const month = z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/);
/** The lines under an entry (its bullets), one a line; readings made before issue 36 have none. */
const description = z.string().nullable().default(null);

export const parsedWorkSchema = z.object({
  job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  /** YYYY-MM or YYYY; null when the resume gives none. */
  from: month.nullable(),
  to: month.nullable(),
  current: z.boolean(),
  description,
});
export type ParsedWork = z.infer<typeof parsedWorkSchema>;

export const parsedEducationSchema = z.object({
  school: z.string().nullable(),
  /** The degree as written, and the profile's degree level it reads as (config list `degrees`). */
  degree: z.string().nullable(),
  degree_id: z.number().int().nullable(),
  field_of_study: z.string().nullable(),
  from: month.nullable(),
  to: month.nullable(),
  current: z.boolean(),
  description,
});
export type ParsedEducation = z.infer<typeof parsedEducationSchema>;

export const parsedLanguageSchema = z.object({
  /** As written, and the profile language it reads as (config list `spoken_languages`). */
  name: z.string(),
  language_id: z.number().int().nullable(),
  /** A key of `language_proficiencies`, when the resume says one. */
  proficiency: z.string().nullable(),
});
export type ParsedLanguage = z.infer<typeof parsedLanguageSchema>;

export const resumeContentSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  work_experiences: z.array(parsedWorkSchema),
  educations: z.array(parsedEducationSchema),
  skills: z.array(z.string()),
  languages: z.array(parsedLanguageSchema),
});
export type ResumeContent = z.infer<typeof resumeContentSchema>;

/** GET /jobseeker/resume/{id}/get-syncable-content, `{id}` being the parse id the upload answered. */
export const syncableContentSchema = z.object({
  parse_id: z.number().int(),
  resume_id: z.number().int(),
  state: z.enum(resumeSyncStates),
  failure: z.enum(resumeParseFailures).nullable(),
  content: resumeContentSchema.nullable(),
});
export type SyncableContent = z.infer<typeof syncableContentSchema>;

/** The parse id in the path: digits only; anything else is a 422 (40001) naming `id`. */
export const parseIdPattern = /^[0-9]{1,10}$/;
export const parseIdMessage = 'The resume parse id must be a positive whole number';
export const validParseId = (value: string) => parseIdPattern.test(value) && Number(value) >= 1 && Number(value) <= maxId;

const indexes = z.array(z.number({ message: 'Choose items from the list' }).int().min(0).max(199)).max(200).default([]);

/**
 * POST /jobseeker/resume/{id}/import: which of the found items to add to the profile, by their
 * index in the content. Items already on the profile are skipped, so importing twice adds nothing.
 */
export const resumeImportBodySchema = z.object({
  work_experiences: indexes,
  educations: indexes,
  skills: indexes,
  languages: indexes,
});
export type ResumeImportBody = z.input<typeof resumeImportBodySchema>;
export type ResumeImportChoice = z.output<typeof resumeImportBodySchema>;

const outcome = z.object({ created: z.number().int(), skipped: z.number().int() });
export const resumeImportResultSchema = z.object({
  work_experiences: outcome,
  educations: outcome,
  skills: outcome,
  languages: outcome,
});
export type ResumeImportResult = z.infer<typeof resumeImportResultSchema>;

import { z } from 'zod';
import { resumeNameMaxLength, resumeNameProblem } from '../resume-rules';
import { emailSchema } from './auth';
import { uploadedResumeSchema } from './applications';
import { maxId } from './params';
import { resumeSyncStates } from './resume-parsing';

/**
 * Attached resumes (core spec §7 Resumes; platform spec §3 Resume attachment: file name,
 * format, size, upload time, syncable flag). The platform parses requests with these; the web
 * checks answers with them (loaded lazily, docs/decisions/0008).
 */
export const resumeFormats = ['pdf', 'doc', 'docx'] as const;

export const attachedResumeSchema = uploadedResumeSchema.extend({
  format: z.enum(resumeFormats),
  /** Read for profile sync (platform spec §4, Resume sync: completed); false until it is. */
  syncable: z.boolean(),
  /** The resume chat sends by itself; it cannot be deleted (41186). */
  auto_send: z.boolean(),
  /** Its latest reading: analysing, completed or failed (null: never read), and that reading's parse id. */
  sync_state: z.enum(resumeSyncStates).nullable().optional(),
  parse_id: z.number().int().nullable().optional(),
  /** When what was read of it was last imported into the profile (ISO time); null: never (issue 36). */
  imported_at: z.string().nullable().optional(),
});
export type AttachedResume = z.infer<typeof attachedResumeSchema>;

export const attachedResumeListSchema = z.object({ resumes: z.array(attachedResumeSchema) });
export type AttachedResumeList = z.infer<typeof attachedResumeListSchema>;

/** Messages of the rename rule (platform spec §5), keyed by resumeNameProblem. */
export const resumeNameMessages = {
  empty: 'Enter a name for the resume',
  tooLong: `Use at most ${resumeNameMaxLength} characters`,
  characters: 'Use letters, digits, spaces and . _ - ( ) [ ] only',
} as const;

/** PUT /jobseeker/resumes/{id}/rename: the new name (the extension stays the file's type). */
export const renameResumeBodySchema = z.object({
  filename: z.string({ message: resumeNameMessages.empty }).max(1000, resumeNameMessages.tooLong),
});

/** PUT /jobseeker/resumes/{id}/auto-send: whether chat sends this resume by itself. */
export const autoSendBodySchema = z.object({ auto_send: z.boolean({ message: 'Use true or false' }) });

/** POST /jobseeker/send-resume-email (core spec §7): the address and the seeker's resume. */
export const sendResumeEmailBodySchema = z.object({
  email: emailSchema,
  resume_id: z.coerce
    .number({ message: 'Choose one of your resumes' })
    .int('Choose one of your resumes')
    .min(1, 'Choose one of your resumes')
    .max(maxId, 'Choose one of your resumes'),
});
export type SendResumeEmailBody = z.input<typeof sendResumeEmailBodySchema>;

export const sendResumeEmailResultSchema = z.object({ sent: z.literal(true), expires_at: z.string() });

export { resumeNameProblem };

import { z } from 'zod';
import type { FieldErrors } from './envelope';
import { type JobApplyInfo, jobApplyInfoSchema, jobCardSchema, jobStatuses, namedSchema, type ScreeningQuestion, screeningQuestionSchema } from './job';
import { enumParam, idListParam, intParam, maxId } from './params';

export { type JobApplyInfo, jobApplyInfoSchema, type ScreeningQuestion, screeningQuestionSchema };

/**
 * Applications and saved jobs (core spec §3 application payload, §7 Jobs; platform spec §2 My
 * jobs, §4 job application states). The platform parses requests with these; the web checks
 * answers with them (loaded lazily: zod stays out of the first load, docs/decisions/0008).
 */

/** Platform spec §4, "Job application in My jobs" (saved is a list of its own, not a state). */
export const applicationStatuses = [
  'pending',
  'viewed',
  'communicated',
  'exchanged',
  'interview',
  'accepted',
  'declined',
  'not_accepted',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * The My Jobs tabs that list applications (saved is the fifth). Which states each holds is
 * `server/domain/applications.ts` (docs/decisions/0016).
 */
export const applicationTabs = ['applied', 'interviews', 'viewed_me', 'not_suitable'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];

export const applicationSorts = ['newest', 'oldest', 'updated'] as const;
export const savedJobSorts = ['newest', 'oldest'] as const;

export const defaultMyJobsPageSize = 20;
export const maxMyJobsPage = 1000;

/** Limits of what a seeker writes when applying. */
export const applicationLimits = { firstMessage: 2000, answer: 1000, questions: 20 } as const;

const answerSchema = z.object({
  question_id: z.number({ message: 'Use a question id' }).int().min(1).max(maxId),
  answer: z.string({ message: 'Answer with text' }),
});

/** POST /job/jobs/{id}/applications (core spec §3). `resume_id` is the seeker's resume to attach. */
export const applicationBodySchema = z.object({
  source: z.enum(['web', 'mobile_web'], { message: 'Use web or mobile_web' }).default('web'),
  first_message: z
    .string({ message: 'Write the message as text' })
    .trim()
    .max(applicationLimits.firstMessage, `Use at most ${applicationLimits.firstMessage} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  screening_answers: z
    .array(answerSchema, { message: 'Send the answers as a list' })
    .max(applicationLimits.questions, `Send at most ${applicationLimits.questions} answers`)
    .default([]),
  resume_id: z.number({ message: 'Use a resume id' }).int().min(1).max(maxId).optional(),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

/**
 * The answers checked against the job's questions, keyed `screening_answers.<question id>` so
 * a form can point at the question: every required question answered, no unknown or repeated
 * question, no answer too long, yes or no to a yes/no question. Empty answers count as unanswered and are dropped. The same
 * rule runs in the apply form and on the platform.
 */
export function checkScreeningAnswers(
  questions: readonly (Omit<ScreeningQuestion, 'answer_type'> & { answer_type?: ScreeningQuestion['answer_type'] })[],
  answers: readonly { question_id: number; answer: string }[],
): { errors: FieldErrors; answers: { question_id: number; answer: string }[] } {
  const errors: FieldErrors = {};
  const known = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, string>();
  for (const { question_id: id, answer } of answers) {
    const key = `screening_answers.${id}`;
    const text = answer.trim();
    if (!known.has(id)) errors[key] = ['This job has no such question'];
    else if (given.has(id)) errors[key] = ['Answer each question once'];
    else if (text.length > applicationLimits.answer) errors[key] = [`Use at most ${applicationLimits.answer} characters`];
    else if (text !== '' && known.get(id)?.answer_type === 'yes_no' && text !== 'yes' && text !== 'no') errors[key] = ['Answer yes or no'];
    if (text !== '' && !given.has(id)) given.set(id, text);
  }
  for (const question of questions) {
    if (question.required && !given.get(question.id)) errors[`screening_answers.${question.id}`] = ['Answer this question'];
  }
  const kept = questions.filter((q) => given.has(q.id)).map((q) => ({ question_id: q.id, answer: given.get(q.id) as string }));
  return { errors, answers: kept };
}

/** A job as My Jobs lists it: its card and whether it still takes applications. */
export const myJobCardSchema = jobCardSchema.extend({ status: z.enum(jobStatuses) });
export type MyJobCard = z.infer<typeof myJobCardSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: z.enum(applicationStatuses),
  source: z.string(),
  first_message: z.string().nullable(),
  screening_answers: z.array(z.object({ question_id: z.number().int(), answer: z.string() })),
  resume_id: z.number().int().nullable(),
  viewed_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether PATCH …/withdraw is allowed from this state. */
  can_withdraw: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The answer to an application: job_categories and company_industry in the request's language. */
export const applyResultSchema = applicationSchema.extend({
  job_categories: z.array(namedSchema),
  company_industry: namedSchema,
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

/**
 * Where an application stands (issue 35 item 3): the steps it reached, each with when, in order.
 * exchanged shows as communicated, accepted as offer, declined and not_accepted as not_suitable.
 */
export const timelineSteps = ['applied', 'viewed', 'communicated', 'interview', 'offer', 'not_suitable', 'withdrawn'] as const;
export type TimelineStep = (typeof timelineSteps)[number];
export const timelineEntrySchema = z.object({ step: z.enum(timelineSteps), at: z.string() });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
/** How many applied to the job, as a range (never the exact count): fewer than 10, 10–50, more than 50. */
export const applicantsBuckets = ['under_10', '10_to_50', 'over_50'] as const;
export type ApplicantsBucket = (typeof applicantsBuckets)[number];

export const appliedJobSchema = applicationSchema.extend({
  job: myJobCardSchema,
  timeline: z.array(timelineEntrySchema),
  applicants: z.enum(applicantsBuckets),
});
export type AppliedJob = z.infer<typeof appliedJobSchema>;

/** GET /job/jobs/applied-jobs/{id}: the application with the questions it answered. */
export const appliedJobDetailSchema = appliedJobSchema.extend({ screening_questions: z.array(screeningQuestionSchema) });
export type AppliedJobDetail = z.infer<typeof appliedJobDetailSchema>;

const pageFields = {
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  total_pages: z.number().int(),
  sort: z.string(),
};

export const appliedJobListSchema = z.object({ applications: z.array(appliedJobSchema), ...pageFields });
export type AppliedJobList = z.infer<typeof appliedJobListSchema>;

const listPaging = {
  page: intParam(1, maxMyJobsPage).transform((v) => v ?? 1),
  size: intParam(1, 100).transform((v) => v ?? defaultMyJobsPageSize),
  /** Only these jobs (a card list asking which of its jobs are saved or applied to). */
  job_ids: idListParam(),
};

/** GET /job/job-applications/jobseekers: sort, page, and a tab or states to filter by. */
export const appliedJobListQuerySchema = z.object({
  sort: enumParam(applicationSorts).transform((v) => v ?? 'newest'),
  tab: enumParam(applicationTabs),
  status: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx): ApplicationStatus[] | undefined => {
      if (value === undefined || value === null || value.trim() === '') return undefined;
      const parts = [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
      if (parts.some((part) => !(applicationStatuses as readonly string[]).includes(part))) {
        ctx.addIssue({ code: 'custom', message: `Use comma-separated states of: ${applicationStatuses.join(', ')}` });
        return z.NEVER;
      }
      return parts as ApplicationStatus[];
    }),
  ...listPaging,
});
export type AppliedJobListQuery = z.input<typeof appliedJobListQuerySchema>;

/** GET /job/jobs/saved-jobs: sort and page. */
export const savedJobListQuerySchema = z.object({
  sort: enumParam(savedJobSorts).transform((v) => v ?? 'newest'),
  ...listPaging,
});
export type SavedJobListQuery = z.input<typeof savedJobListQuerySchema>;

const deviceId = z
  .string({ message: 'Use letters, digits and . : _ -' })
  .trim()
  .regex(/^[\w.:-]{0,100}$/, 'Use letters, digits and . : _ - (at most 100)')
  .optional();

/**
 * POST /job/saved-jobs/create (core spec §7): the job and where it was saved from. Other job
 * data the client sends is accepted and not stored. `timestamp` is the client's, in seconds.
 */
export const saveJobBodySchema = z.object({
  job_id: z.coerce.number({ message: 'Use a job id' }).int('Use a job id').min(1, 'Use a job id').max(maxId, 'Use a job id'),
  device_uuid: deviceId,
  device_udid: deviceId,
  timestamp: z.coerce
    .number({ message: 'Use a time in seconds' })
    .int('Use a time in seconds')
    .min(0, 'Use a time in seconds')
    .max(9_999_999_999, 'Use a time in seconds')
    .optional(),
});
export type SaveJobBody = z.input<typeof saveJobBodySchema>;

export const savedJobSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  created_at: z.string(),
  job: myJobCardSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobListSchema = z.object({ saved_jobs: z.array(savedJobSchema), ...pageFields });
export type SavedJobList = z.infer<typeof savedJobListSchema>;

/** GET /job/{id}/is-saved; also the answer to a delete (is_saved false). */
export const isSavedSchema = z.object({
  job_id: z.number().int(),
  is_saved: z.boolean(),
  saved_job_id: z.number().int().nullable(),
});
export type IsSaved = z.infer<typeof isSavedSchema>;

/** POST /job/{id}/click-external-job: the click is counted and the employer's link returned. */
export const externalClickBodySchema = z.object({ device_uuid: deviceId, source: z.enum(['web', 'mobile_web']).optional() });
export const externalClickResultSchema = z.object({ job_id: z.number().int(), external_url: z.string() });

/** Resumes a quick apply and the profile upload (platform spec §9): PDF, DOC, DOCX. */
export const resumeTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeExtension = keyof typeof resumeTypes;
/** The form allows under 5 MB; the platform accepts up to 30 MB; at most 3 (lib/resume-rules.ts, zod-free for the forms). */
export { maxResumes, resumeFormMaxBytes, resumeServerMaxBytes } from '../resume-rules';

export const uploadedResumeSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type UploadedResume = z.infer<typeof uploadedResumeSchema>;

/** GET /jobseeker/resumes: the seeker's attached resumes, newest first. */
export const resumeListSchema = z.object({ resumes: z.array(uploadedResumeSchema) });

import { z } from 'zod';
import { controlCharacters, enumParam, flagParam, idListParam, intParam, keyListParam, maxId, requiredIntParam, textParam } from './params';

export const salaryTypes = ['hourly', 'daily', 'monthly', 'annually', 'negotiable', 'unpaid'] as const;
export type SalaryType = (typeof salaryTypes)[number];

export const workArrangements = ['onsite', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof workArrangements)[number];

export const jobStatuses = ['active', 'on_hold', 'closed', 'deleted'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Sort 1: newest first; 2: relevance; 3: highest salary (core spec §3, platform spec §2). */
export const jobSortValues = [1, 2, 3] as const;
export type JobSort = (typeof jobSortValues)[number];

export const devices = ['web', 'mobile_web'] as const;
export type Device = (typeof devices)[number];

export const defaultSearchSize = 30;
export const maxSearchPage = 1000;
export const maxPostedWithinDays = 365;

/**
 * The job search query (core spec §3) plus `work_arrangements` (remote jobs page). On the wire
 * every multi-value filter is a comma-separated list of ids ("1,4,7"); work_arrangements takes
 * keys ("onsite,remote"). `job_categories` takes ids from job_category_lists, main functions or
 * sub-functions alike. Blank values count as absent. Page size defaults to 30; source to web.
 * `sort` stays undefined when not given: see `effectiveSort`.
 */
export const jobSearchQuerySchema = z.object({
  query: textParam(100),
  job_locations: idListParam(),
  job_categories: idListParam(),
  salary_from: intParam(0, 1_000_000_000, 'Use a whole amount of at least 0'),
  salary_to: intParam(0, 1_000_000_000, 'Use a whole amount of at least 0'),
  degrees: idListParam(),
  xp_lvls: idListParam(),
  job_types: idListParam(),
  company_ids: idListParam(),
  is_company_verified: flagParam(),
  main_functions: idListParam(),
  function_job_title_ids: idListParam(),
  job_function_ids: idListParam(),
  work_arrangements: keyListParam(workArrangements),
  /** Jobs posted in the last this many days (the date-posted filter: 1, 3, 7, 30); absent, any time. */
  posted_within: intParam(1, maxPostedWithinDays, `Use a whole number of days from 1 to ${maxPostedWithinDays}`),
  sort: intParam(1, 3, 'Sort is 1, 2 or 3').transform((v) => v as JobSort | undefined),
  page: intParam(1, maxSearchPage).transform((v) => v ?? 1),
  size: intParam(1, 100).transform((v) => v ?? defaultSearchSize),
  source: enumParam(['web', 'mobile_web', 'app']).transform((v) => v ?? 'web'),
  device: enumParam(devices),
  device_uuid: textParam(100),
  /** 0 leaves out the facet counts (home page lists, remote landing); default 1. */
  facets: flagParam(),
  /** 1: search the keyword as typed, never a corrected spelling (docs/decisions/0072). */
  as_typed: flagParam(),
});
/** What a caller sends (numbers or strings; lists as "1,4,7"). */
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;
/** What the platform works with once parsed. */
export type JobSearchFilters = z.output<typeof jobSearchQuerySchema>;

/** The platform's validation of a search: the query schema plus the cross-field salary rule. */
export const jobSearchRequestSchema = jobSearchQuerySchema.superRefine((query, ctx) => {
  if (query.salary_from !== undefined && query.salary_to !== undefined && query.salary_from > query.salary_to) {
    ctx.addIssue({ code: 'custom', path: ['salary_to'], message: 'salary_to must not be below salary_from' });
  }
});

/** Default sort 2 (relevance) with a keyword, otherwise 1 (newest) (core spec §3). */
export function effectiveSort(query: { sort?: number | null; query?: string | null }): JobSort {
  if (query.sort === 1 || query.sort === 2 || query.sort === 3) return query.sort;
  return query.query?.trim() ? 2 : 1;
}

export const salarySchema = z.object({
  type: z.enum(salaryTypes),
  from: z.number().nullable(),
  to: z.number().nullable(),
  currency: z.string().length(3),
});
export type Salary = z.infer<typeof salarySchema>;

export const namedSchema = z.object({ id: z.number().int(), value: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const cardLocationSchema = z.object({ id: z.number().int(), value: z.string(), seo_value: z.string() });

/** What a job card shows, in the request's language. */
export const jobCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    logo_color: z.string(),
    is_verified: z.boolean(),
  }),
  salary: salarySchema,
  location: cardLocationSchema.nullable(),
  work_arrangement: z.enum(workArrangements),
  job_type: namedSchema,
  xp_lvl: namedSchema,
  is_urgent: z.boolean(),
  posted_at: z.string(),
  /** The job title of the taxonomy (level 3), for SEO links and "similar" queries. */
  function_title: namedSchema.optional(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

/**
 * Facet counts for the filter panel: per filter, option id (as a string key) → the number of
 * jobs that option would give under the other active filters. Options with no job are left
 * out (read a missing key as 0). work_arrangements is keyed by arrangement; is_company_verified
 * by "1" and "0".
 */
const facetCounts = z.record(z.string(), z.number().int());
export const jobSearchFacetsSchema = z.object({
  job_types: facetCounts,
  xp_lvls: facetCounts,
  degrees: facetCounts,
  job_locations: facetCounts,
  main_functions: facetCounts,
  job_function_ids: facetCounts,
  work_arrangements: facetCounts,
  is_company_verified: facetCounts,
});
export type JobSearchFacets = z.infer<typeof jobSearchFacetsSchema>;

/**
 * One page of a search. The platform always sends `sort`, `query_id` and `facets` (null when
 * asked for none); they are optional here only so older fixtures still parse.
 */
export const jobSearchResultSchema = z.object({
  jobs: z.array(jobCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  /** At most maxSearchPage (1000), the deepest page the search serves. */
  total_pages: z.number().int(),
  /** The sort applied (the default resolved). */
  sort: z.number().int().optional(),
  /** Identifies this result for click and exposure tracking (one report per query id and job). */
  query_id: z.string().optional(),
  facets: jobSearchFacetsSchema.nullable().optional(),
  /**
   * The spelling the results are for, when the keyword as typed found no job and a close
   * spelling did ("sofware enginer" → "software engineer"); absent otherwise (docs/decisions/0072).
   */
  corrected_query: z.string().optional(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

// ---------------------------------------------------------------------------------------------
// Job detail: GET /job/{id} and GET /job/{id}/static
// ---------------------------------------------------------------------------------------------

export const jobIdParamsSchema = z.object({ id: requiredIntParam(1, maxId, 'Use a job id') });

const seoNamedSchema = namedSchema.extend({ seo_value: z.string() });

export const jobLocationSchema = cardLocationSchema.extend({
  latitude: z.number(),
  longitude: z.number(),
  region: seoNamedSchema.nullable(),
});

export const companyVerificationStatuses = ['pending', 'verified', 'unclaimed'] as const;

/** The company as a job shows it; active_jobs_count only in the full (non-static) detail. */
export const jobCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_color: z.string(),
  /** The company's own site, when it has one (JobPosting's sameAs); absent from older platforms. */
  website: z.string().nullable().optional(),
  industry: namedSchema,
  company_size: namedSchema,
  location: cardLocationSchema.nullable(),
  is_verified: z.boolean(),
  verification_status: z.enum(companyVerificationStatuses),
  active_jobs_count: z.number().int().optional(),
});

/** Reply-activity label keys (platform spec §3 Recruiter); `minutes` only for replied_minutes_ago. */
export const replyActivityKeys = [
  'replied_minutes_ago',
  'replies_today',
  'active_today',
  'active_3_days',
  'active_7_days',
  'high_response_rate',
] as const;
export const replyActivitySchema = z.object({ key: z.enum(replyActivityKeys), minutes: z.number().int().optional() });
export type ReplyActivity = z.infer<typeof replyActivitySchema>;

/** The recruiter's identity: stable, part of the static detail. */
export const jobRecruiterProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  job_title: z.string(),
  medals: z.array(z.string()),
});

/** The recruiter with activity: volatile, only in the full detail. */
export const jobRecruiterSchema = jobRecruiterProfileSchema.extend({
  last_active_at: z.string(),
  response_rate: z.number().int(),
  /** null when the recruiter has been away long and replies to few. */
  reply_activity: replyActivitySchema.nullable(),
});

/** Japan-only fields (platform spec §3), in the job's language. */
export const japanDetailsSchema = z.object({
  contract_period: z.string().nullable(),
  working_hours: z.string().nullable(),
  social_insurance: z.string().nullable(),
  holidays: z.string().nullable(),
  passive_smoking_measures: z.string().nullable(),
});

export const openToSchema = z.object({
  worldwide: z.boolean(),
  countries: z.array(z.string()),
  closed: z.array(z.string()),
});

const functionRefSchema = seoNamedSchema;

/** How a screening question is answered: in words, or yes or no (answered `yes` / `no`). */
export const screeningAnswerTypes = ['text', 'yes_no'] as const;
export type ScreeningAnswerType = (typeof screeningAnswerTypes)[number];

/** A job's screening question (its id is stable within the job); questions stored before answer types are text. */
export const screeningQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  required: z.boolean(),
  answer_type: z.enum(screeningAnswerTypes).default('text'),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** How a job is applied to: its screening questions, or the employer's own page for an external job. */
export const jobApplyInfoSchema = z.object({
  screening_questions: z.array(screeningQuestionSchema),
  is_external: z.boolean(),
  external_url: z.string().nullable(),
});
export type JobApplyInfo = z.infer<typeof jobApplyInfoSchema>;

/**
 * The cacheable part of a job: everything but recruiter activity and the company's live job
 * count. Closed and on-hold jobs are returned with their status.
 */
export const jobStaticSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(jobStatuses),
  country_key: z.string(),
  /** The language the job is written in (a language code such as 'ja'). */
  language: z.string(),
  main_function: functionRefSchema,
  job_function: functionRefSchema,
  function_title: functionRefSchema,
  job_type: namedSchema,
  xp_lvl: namedSchema,
  degree: namedSchema,
  industry: namedSchema,
  salary: salarySchema,
  work_arrangement: z.enum(workArrangements),
  location: jobLocationSchema.nullable(),
  posted_at: z.string(),
  expires_at: z.string(),
  updated_at: z.string(),
  skills: z.array(z.string()),
  benefits: z.array(z.string()),
  requirements: z.string(),
  description: z.string(),
  is_urgent: z.boolean(),
  open_to: openToSchema.nullable(),
  timezone: z.string().nullable(),
  /** A spoken language required (BCP 47, e.g. 'ja'), mostly for remote jobs. */
  language_requirement: z.string().nullable(),
  japan_details: japanDetailsSchema.nullable(),
  company: jobCompanySchema,
  recruiter: jobRecruiterProfileSchema,
  /** How to apply (applications issue); the platform always sends it. */
  apply: jobApplyInfoSchema.optional(),
});
export type JobStatic = z.infer<typeof jobStaticSchema>;

export const jobDetailSchema = jobStaticSchema.extend({
  company: jobCompanySchema.extend({ active_jobs_count: z.number().int() }),
  recruiter: jobRecruiterSchema,
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Similar jobs, views, hot-search metrics, reports
// ---------------------------------------------------------------------------------------------

/** GET /job/similar?job_id&size (default 5); other parameters are accepted and ignored. */
export const similarJobsQuerySchema = z.object({
  job_id: requiredIntParam(1, maxId, 'Use a job id'),
  size: intParam(1, 20).transform((v) => v ?? 5),
});
export type SimilarJobsQuery = z.input<typeof similarJobsQuerySchema>;

export const similarJobsResultSchema = z.object({ jobs: z.array(jobCardSchema) });
export type SimilarJobsResult = z.infer<typeof similarJobsResultSchema>;

/**
 * POST /job/{jobId}/view. `device` must be web or mobile_web (core spec §5); when the body
 * leaves it out the Device header is used. device_uuid falls back to the Device-Uuid header.
 */
export const jobViewBodySchema = z.object({
  device: z.enum(devices, { message: 'Use web or mobile_web' }),
  device_uuid: z
    .string()
    .trim()
    .regex(/^[\w.:-]{0,100}$/, 'Use letters, digits and . : _ - (at most 100)')
    .optional(),
});
export type JobViewBody = z.input<typeof jobViewBodySchema>;

export const jobViewResultSchema = z.object({
  job_id: z.number().int(),
  /** false when this device had already viewed the job that day (UTC). */
  counted: z.boolean(),
  views: z.number().int(),
});
export type JobViewResult = z.infer<typeof jobViewResultSchema>;

/** POST /job/metrics/job-hot-search; the web ignores the answer (core spec §8). */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => text.replace(controlCharacters, ' ').trim());
export const jobHotSearchBodySchema = z.object({
  device: z.enum(devices).optional(),
  page: z.union([plainText(100), z.number()]).optional(),
  source: plainText(50).optional(),
  query: plainText(100).optional(),
  job_title_id: z.coerce.number().int().min(1).max(maxId).optional().nullable(),
});
export type JobHotSearchBody = z.input<typeof jobHotSearchBodySchema>;
export const jobHotSearchResultSchema = z.object({ recorded: z.boolean() });

/** POST /job/jobs/{id}/report: one of the ten preset reasons (platform spec §3). */
export const jobReportBodySchema = z.object({
  report_reason_id: z.coerce
    .number({ message: 'Choose one of the report reasons' })
    .int('Choose one of the report reasons')
    .min(1, 'Choose one of the report reasons')
    .max(10, 'Choose one of the report reasons'),
});
export type JobReportBody = z.input<typeof jobReportBodySchema>;

export const jobReportResultSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  report_reason_id: z.number().int(),
  created_at: z.string(),
});
export type JobReportResult = z.infer<typeof jobReportResultSchema>;

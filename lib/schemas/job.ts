import { z } from 'zod';

export const salaryTypes = ['hourly', 'daily', 'monthly', 'annually', 'negotiable', 'unpaid'] as const;
export type SalaryType = (typeof salaryTypes)[number];

export const workArrangements = ['onsite', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof workArrangements)[number];

export const jobStatuses = ['active', 'on_hold', 'closed', 'deleted'] as const;

/** Sort 1: newest first; 2: relevance; 3: highest salary (core spec §3, platform spec §2). */
export const jobSortValues = [1, 2, 3] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The job search query (core spec §3). Page size defaults to 30; source to web. */
export const jobSearchQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(30)),
  sort: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => (jobSortValues as readonly number[]).includes(v), 'Sort is 1, 2 or 3')
      .optional(),
  ),
  source: z.preprocess(blankToUndefined, z.enum(['web', 'mobile_web', 'app']).default('web')),
  device: z.preprocess(blankToUndefined, z.enum(['web', 'mobile_web']).optional()),
  device_uuid: z.preprocess(blankToUndefined, z.string().max(100).optional()),
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;

export const salarySchema = z.object({
  type: z.enum(salaryTypes),
  from: z.number().nullable(),
  to: z.number().nullable(),
  currency: z.string().length(3),
});
export type Salary = z.infer<typeof salarySchema>;

const namedSchema = z.object({ id: z.number().int(), value: z.string() });

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
  location: z.object({ id: z.number().int(), value: z.string(), seo_value: z.string() }).nullable(),
  work_arrangement: z.enum(workArrangements),
  job_type: namedSchema,
  xp_lvl: namedSchema,
  is_urgent: z.boolean(),
  posted_at: z.string(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  total_pages: z.number().int(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

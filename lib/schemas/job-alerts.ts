import { z } from 'zod';
import { jobSearchQuerySchema } from './job';

/**
 * Job alerts (core spec §3, §7; platform spec §3, §5, §9): a saved search mailed as a digest.
 *   GET    /job/jobs/job-alerts                 → JobAlertList
 *   POST   /job/job-alerts/create   JobAlertCreate → JobAlert (201)
 *   PUT    /job/job-alerts/{id}/update JobAlertUpdate → JobAlert
 *   DELETE /job/job-alerts/{id}/delete          → { deleted }
 *   POST   /job/job-alerts/unsubscribe?token=…  → { unsubscribed } (RFC 8058 one-click, no session)
 * The search part takes the search API's own parameters (keyword `query`, `job_locations`, the
 * filters), in the same wire form ("1,4,7" lists), so a search page hands its query over as is.
 */
export const jobAlertFrequencies = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

/**
 * The order of a digest's jobs: newest first, or best fit for the seeker's profile first
 * (server/fit, docs/decisions/0081). With `fit` the digest lists the jobs of the window that fit
 * best, not the newest ones reordered.
 */
export const jobAlertSorts = ['newest', 'fit'] as const;
export type JobAlertSort = (typeof jobAlertSorts)[number];

/** The search parameters an alert keeps: keyword, location and every filter; never page, sort or device. */
export const jobAlertSearchKeys = [
  'query',
  'job_locations',
  'job_categories',
  'salary_from',
  'salary_to',
  'degrees',
  'xp_lvls',
  'job_types',
  'company_ids',
  'is_company_verified',
  'main_functions',
  'function_job_title_ids',
  'job_function_ids',
  'work_arrangements',
] as const;
export type JobAlertSearchKey = (typeof jobAlertSearchKeys)[number];

/** Alerts one seeker keeps. */
export const maxJobAlerts = 20;
/** Jobs listed in one digest; the mail links to the search for the rest. */
export const maxDigestJobs = 20;

const searchShape = jobSearchQuerySchema.pick(Object.fromEntries(jobAlertSearchKeys.map((key) => [key, true])) as Record<JobAlertSearchKey, true>);
/** The saved search as the platform works with it (lists parsed). */
export type JobAlertSearch = z.output<typeof searchShape>;

const frequencySchema = z.enum(jobAlertFrequencies, { message: 'Choose daily or weekly' });
const sortSchema = z.enum(jobAlertSorts, { message: 'Choose newest or best fit' });

/** An IANA time zone the runtime knows ('Asia/Tokyo'); digests go out at 08:00 there. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone);
    } catch {
      return false;
    }
  }, 'Use a time zone such as Asia/Tokyo');

/** True when the search names at least one thing to look for (platform spec §5). */
export function hasAlertFilter(search: Partial<JobAlertSearch>): boolean {
  return jobAlertSearchKeys.some((key) => {
    const value = search[key];
    return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

export const jobAlertCreateSchema = searchShape
  .extend({ frequency: frequencySchema, sort: sortSchema.optional(), time_zone: timeZoneSchema.optional() })
  .superRefine((body, ctx) => {
    if (!hasAlertFilter(body)) ctx.addIssue({ code: 'custom', path: ['query'], message: 'Choose at least one filter or a keyword' });
    if (body.salary_from !== undefined && body.salary_to !== undefined && body.salary_from > body.salary_to) {
      ctx.addIssue({ code: 'custom', path: ['salary_to'], message: 'salary_to must not be below salary_from' });
    }
  });
export type JobAlertCreate = z.input<typeof jobAlertCreateSchema>;

export const jobAlertUpdateSchema = z
  .object({
    frequency: frequencySchema.optional(),
    /** false pauses the alert, true resumes it. */
    enabled: z.boolean({ message: 'Use true or false' }).optional(),
    time_zone: timeZoneSchema.optional(),
    sort: sortSchema.optional(),
  })
  .refine((body) => body.frequency !== undefined || body.enabled !== undefined || body.time_zone !== undefined || body.sort !== undefined, {
    message: 'Change the frequency, the order, the time zone or whether the alert is on',
    path: ['_'],
  });
export type JobAlertUpdate = z.infer<typeof jobAlertUpdateSchema>;

/** The saved search in wire form ("1,4,7" lists, 1/0 flags), ready for a search URL or the search API. */
export const jobAlertWireSearchSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type JobAlertWireSearch = z.infer<typeof jobAlertWireSearchSchema>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  country_key: z.string(),
  keyword: z.string().nullable(),
  search: jobAlertWireSearchSchema,
  frequency: z.enum(jobAlertFrequencies),
  sort: z.enum(jobAlertSorts),
  email: z.string(),
  enabled: z.boolean(),
  time_zone: z.string(),
  next_due_at: z.string(),
  last_digest_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertListSchema = z.object({ alerts: z.array(jobAlertSchema) });
export const jobAlertDeleteResultSchema = z.object({ deleted: z.boolean() });

export const unsubscribeQuerySchema = z.object({ token: z.string({ message: 'The link is incomplete' }).min(1, 'The link is incomplete').max(300) });
export const unsubscribeResultSchema = z.object({ unsubscribed: z.boolean() });

/** Parsed search → wire form (what is stored and what search URLs take). */
export function toWireSearch(search: Partial<JobAlertSearch>): JobAlertWireSearch {
  const wire: JobAlertWireSearch = {};
  for (const key of jobAlertSearchKeys) {
    const value = search[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) wire[key] = value.join(',');
    } else if (typeof value === 'boolean') wire[key] = value ? 1 : 0;
    else wire[key] = value;
  }
  return wire;
}

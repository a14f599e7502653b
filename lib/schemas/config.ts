import { z } from 'zod';
import { jobTitleSuggestionSchema } from './company';
import { intParam, textParam } from './params';

/** An entry of a localised list: `value` is the label in the requested language. */
export const optionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  seo_value: z.string().nullable().optional(),
});
export type Option = z.infer<typeof optionSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  seo_value: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  region_display_name: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationRegionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  seo_value: z.string(),
  locations: z.array(locationSchema),
});

const functionEntry = z.object({
  id: z.number().int(),
  value: z.string(),
  seo_value: z.string(),
  key: z.string(),
});

export const jobFunctionTreeSchema = z.array(
  functionEntry.extend({
    sub_function_list: z.array(functionEntry.extend({ job_titles: z.array(functionEntry) })),
  }),
);

export const salaryRangeFilterSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  currency: z.string(),
});

export const reportReasonSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string(),
  category: z.string(),
});

export const configListsSchema = z.object({
  country_lists: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      value: z.string(),
      code: z.string().nullable(),
      is_sms_allowed: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
  currency_lists: z.array(z.object({ id: z.number().int(), key: z.string(), display_value: z.string() })),
  industry_lists: z.array(optionSchema),
  xp_lvls: z.array(optionSchema),
  educations: z.array(optionSchema),
  degrees: z.array(optionSchema),
  job_types: z.array(optionSchema),
  company_sizes: z.array(optionSchema),
  company_financing_stage_lists: z.array(optionSchema),
  notice_period_lists: z.array(optionSchema),
  job_benefit_lists: z.array(optionSchema),
  subscibe_job_frequency_lists: z.array(optionSchema),
  gender_lists: z.array(optionSchema),
  language_proficiency_lists: z.array(optionSchema),
  social_types: z.array(optionSchema),
  /** Profile lists (issue: profile); optional so an answer without them still reads. */
  job_seeking_status_lists: z.array(optionSchema).optional(),
  language_lists: z.array(optionSchema).optional(),
  report_job_reasons: z.array(reportReasonSchema),
  salary_range_filters: z.array(salaryRangeFilterSchema),
  location_lists: z.array(locationRegionSchema),
  job_category_lists: z.array(optionSchema.extend({ sub_list: z.array(optionSchema) })),
  main_job_function_lists: jobFunctionTreeSchema,
  main_functions: z.array(functionEntry),
  job_functions: z.array(functionEntry.extend({ main_function_id: z.number().int() })),
  function_titles: z.array(functionEntry.extend({ job_function_id: z.number().int() })),
  recruiter_role_permissions: z.array(z.unknown()),
});
export type ConfigLists = z.infer<typeof configListsSchema>;

export const configQuerySchema = z.object({
  language_code: z.string().min(2).max(10).optional(),
});

export const configVersionSchema = z.object({
  version: z.string().regex(/^v?\d{1,4}$/, 'The version is a number such as 2 or v2'),
});

export const skillListSchema = z.object({
  skills: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type SkillList = z.infer<typeof skillListSchema>;

/**
 * GET /config/search/job-title-lists?query&size (default 5): taxonomy job titles whose label in
 * any language matches, returned in the request's language. The answer nests once more than
 * usual: envelope.data = { data: { job_titles } } (core spec §7).
 */
export const jobTitleSearchQuerySchema = z.object({
  query: textParam(100),
  size: intParam(1, 20).transform((v) => v ?? 5),
});
export type JobTitleSearchQuery = z.input<typeof jobTitleSearchQuerySchema>;

export const jobTitleListsResultSchema = z.object({
  data: z.object({ job_titles: z.array(jobTitleSuggestionSchema) }),
});
export type JobTitleListsResult = z.infer<typeof jobTitleListsResultSchema>;

/** Decimal degrees as a browser reports them ("14.5547", "-6.2"), no exponent, hex or NaN. */
const decimalDegrees = /^[+-]?\d{1,3}(\.\d{1,15})?$/;

function coordinateParam(name: 'latitude' | 'longitude', limit: number) {
  const message = `Give the ${name} in decimal degrees, from -${limit} to ${limit}`;
  return z.union([z.number(), z.string(), z.null()]).optional().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    const degrees = typeof value === 'number' ? value : decimalDegrees.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(degrees) || Math.abs(degrees) > limit) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return degrees;
  });
}

/**
 * GET /config/geo-location?latitude&longitude: the location of the request's country nearest to
 * a position (great-circle distance). The web asks only once it has a longitude (core spec §7).
 */
export const geoLocationQuerySchema = z.object({
  latitude: coordinateParam('latitude', 90),
  longitude: coordinateParam('longitude', 180),
});
export type GeoLocationQuery = z.input<typeof geoLocationQuerySchema>;

/** `city` is the location's name in the request's language; `country` the site's key. */
export const geoLocationSchema = z.object({
  city: z.string(),
  country: z.string(),
  location: locationSchema,
  distance_km: z.number().nonnegative(),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;

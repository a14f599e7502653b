import { z } from 'zod';
import { jobCardSchema } from './job';
import { enumParam, flagParam, idListParam, intParam, textParam } from './params';

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

// ---------------------------------------------------------------------------------------------
// Company detail: GET /company/{id} (platform spec §2 Company detail, §3 Company)
// ---------------------------------------------------------------------------------------------

const namedItemSchema = z.object({ id: z.number().int(), value: z.string() });

/** A reference item with its stable key, so a client can tell items apart in any language. */
const keyedItemSchema = namedItemSchema.extend({ key: z.string() });

export const companyVerificationStatusValues = ['pending', 'verified', 'unclaimed'] as const;

/**
 * The company as its page shows it, in the request's language: reference items (industry, size,
 * financing stage, location, funding rounds' stages) are localised; what the company wrote
 * itself (description, culture, benefits) stays in its own language. Fields the company never
 * gave are null (or empty lists), never invented.
 */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string().nullable(),
  description: z.string().nullable(),
  logo_color: z.string(),
  industry: namedItemSchema,
  company_size: namedItemSchema,
  financing_stage: keyedItemSchema.nullable(),
  location: z.object({ id: z.number().int(), value: z.string(), seo_value: z.string() }).nullable(),
  website: z.string().nullable(),
  /** ISO date (YYYY-MM-DD). */
  founded_on: z.string().nullable(),
  /** As registered, with its currency (e.g. "PHP 5,000,000"). */
  registered_capital: z.string().nullable(),
  registered_address: z.string().nullable(),
  registration: z.object({
    unified_social_credit_code: z.string().nullable(),
    tax_id: z.string().nullable(),
    organization_code: z.string().nullable(),
    business_registration_number: z.string().nullable(),
  }),
  ipo: z.object({ exchange: z.string(), symbol: z.string(), listed_on: z.string() }).nullable(),
  /** Oldest first; `round` is a financing stage key, `value` its label. */
  funding_rounds: z.array(z.object({ round: z.string(), value: z.string(), amount: z.string(), date: z.string() })),
  ceo: z.string().nullable(),
  culture: z.string().nullable(),
  benefits: z.array(z.string()),
  /** The album: picture addresses, in the company's order. */
  photos: z.array(z.string()),
  is_verified: z.boolean(),
  verification_status: z.enum(companyVerificationStatusValues),
  /** Open jobs (active and not expired) at the time of the request. */
  active_jobs_count: z.number().int(),
  // Contact (platform spec §2 About: phone, email, website, address with map).
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The office to visit, with the point a map opens at (null when the company gave none). */
  address: z
    .object({ value: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable(),
  /** Brands or products, as the company describes them in its own language. */
  brands: z.array(z.object({ name: z.string(), description: z.string() })),
  /** The company's news, newest first; `published_on` is YYYY-MM-DD. */
  news: z.array(z.object({ title: z.string(), summary: z.string(), published_on: z.string() })),
  /**
   * Hot hiring: up to five of its open jobs seekers want most this week (views, clicks, saves and
   * applications), then its urgent ones; empty when none stands out.
   */
  hot_jobs: z.array(jobCardSchema),
  employees_number: z.number().int().nullable(),
  /** Average age of its employees, in years. */
  average_age: z.number().nullable(),
  /** Country of registration: ISO 3166-1 alpha-2 code and its name in the request's language. */
  registered_country: z.object({ code: z.string(), value: z.string() }).nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Companies list: GET /company/search, /featured-companies, /{id}/similar-companies
// (platform spec §2 Companies list and search, §7 Company)
// ---------------------------------------------------------------------------------------------

export const companySortValues = ['relevance', 'open_jobs', 'name', 'newest'] as const;
export type CompanySort = (typeof companySortValues)[number];

/** The deepest page of a companies search, and the largest page. */
export const maxCompanySearchPage = 500;
export const maxCompanySearchSize = 50;
export const defaultCompanySearchSize = 20;

/**
 * GET /company/search: the request's country's companies whose name (display or legal) matches
 * the query, refined by industry, size, financing stage, location and verification. Lists are
 * comma-separated ids. Sort: relevance (the default with a query), open_jobs (the default
 * without), name, newest (latest to join the platform).
 */
export const companySearchQuerySchema = z.object({
  query: textParam(100),
  industry_ids: idListParam(),
  company_size_ids: idListParam(),
  financing_stage_ids: idListParam(),
  location_ids: idListParam(),
  is_verified: flagParam(),
  sort: enumParam(companySortValues),
  page: intParam(1, maxCompanySearchPage).transform((v) => v ?? 1),
  size: intParam(1, maxCompanySearchSize).transform((v) => v ?? defaultCompanySearchSize),
});
export type CompanySearchQuery = z.input<typeof companySearchQuerySchema>;
export type CompanySearchFilters = z.output<typeof companySearchQuerySchema>;

/** A company as a list shows it: what a visitor compares companies by. */
export const companyCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_color: z.string(),
  is_verified: z.boolean(),
  verification_status: z.enum(companyVerificationStatusValues),
  industry: namedItemSchema,
  company_size: namedItemSchema,
  financing_stage: keyedItemSchema.nullable(),
  location: namedItemSchema.nullable(),
  active_jobs_count: z.number().int(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companySearchResultSchema = z.object({
  companies: z.array(companyCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  total_pages: z.number().int(),
  sort: z.enum(companySortValues),
  /** Companies per industry for the same search without its industry filter, most first. */
  industry_counts: z.array(z.object({ id: z.number().int(), value: z.string(), count: z.number().int() })),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

/** GET /company/featured-companies?size and GET /company/{id}/similar-companies?size. */
export const companyListQuerySchema = z.object({
  size: intParam(1, 20).transform((v) => v ?? 6),
});
export const companyListResultSchema = z.object({ companies: z.array(companyCardSchema) });
export type CompanyListResult = z.infer<typeof companyListResultSchema>;

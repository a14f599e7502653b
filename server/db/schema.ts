import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; drizzle has no built-in for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Salary per month whatever the pay period, so a salary filter and "highest salary" compare
 * like with like (173 working hours and 22 working days a month). Negotiable and unpaid: null.
 */
const monthlySalary = (column: 'salary_from' | 'salary_to') =>
  sql.raw(`case salary_type
    when 'monthly' then ${column}::bigint
    when 'annually' then round(${column}::numeric / 12)::bigint
    when 'daily' then ${column}::bigint * 22
    when 'hourly' then ${column}::bigint * 173
  end`);

/** A label in each of the ten languages, keyed by language code ('en', 'zh-CN', …). */
export type Labels = Record<string, string>;

/**
 * Flat reference lists (industries, experience levels, job types, …). One table because they
 * share a shape; `list` names which one. Localised through `labels`.
 */
export const refItems = pgTable(
  'ref_items',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    key: text('key').notNull(),
    seoValue: text('seo_value'),
    sort: integer('sort').notNull().default(0),
    labels: jsonb('labels').$type<Labels>().notNull(),
    /** List-specific values, e.g. a salary filter's currency and bounds. */
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);

/** A country's regions (location_lists) … */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    seoValue: text('seo_value').notNull(),
    labels: jsonb('labels').$type<Labels>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_country_idx').on(t.countryKey)],
);

/** … and their locations, each with the SEO value used in `{keyword}-jobs-in-{location}`. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    seoValue: text('seo_value').notNull(),
    labels: jsonb('labels').$type<Labels>().notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('locations_country_idx').on(t.countryKey),
    index('locations_country_seo_idx').on(t.countryKey, t.seoValue),
  ],
);

/** The job function taxonomy: level 1 main functions → 2 sub-functions → 3 job titles. */
export const jobFunctions = pgTable(
  'job_functions',
  {
    id: integer('id').primaryKey(),
    level: integer('level').notNull(),
    parentId: integer('parent_id'),
    seoValue: text('seo_value').notNull(),
    labels: jsonb('labels').$type<Labels>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('job_functions_parent_idx').on(t.parentId)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    description: text('description'),
    logoColor: text('logo_color').notNull(),
    industryId: integer('industry_id').notNull(),
    companySizeId: integer('company_size_id').notNull(),
    financingStageId: integer('financing_stage_id'),
    locationId: integer('location_id').references(() => locations.id),
    website: text('website'),
    foundedOn: text('founded_on'),
    registeredCapital: text('registered_capital'),
    registeredAddress: text('registered_address'),
    unifiedSocialCreditCode: text('unified_social_credit_code'),
    taxId: text('tax_id'),
    organizationCode: text('organization_code'),
    businessRegistrationNumber: text('business_registration_number'),
    ipo: jsonb('ipo').$type<{ exchange: string; symbol: string; listedOn: string } | null>(),
    fundingRounds: jsonb('funding_rounds').$type<{ round: string; amount: string; date: string }[]>(),
    ceo: text('ceo'),
    culture: text('culture'),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** pending | verified | unclaimed */
    verificationStatus: text('verification_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_country_idx').on(t.countryKey),
    index('companies_name_trgm_idx').using('gin', t.countryKey, t.name.op('gin_trgm_ops')),
  ],
);

export const recruiters = pgTable(
  'recruiters',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** Share of chats answered, 0–100. */
    responseRate: integer('response_rate').notNull(),
    medals: text('medals').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('recruiters_company_idx').on(t.companyId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id),
    title: text('title').notNull(),
    /** The language the job is written in (a language code). */
    language: text('language').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    mainFunctionId: integer('main_function_id').notNull(),
    jobFunctionId: integer('job_function_id').notNull(),
    functionTitleId: integer('function_title_id').notNull(),
    industryId: integer('industry_id').notNull(),
    jobTypeId: integer('job_type_id').notNull(),
    xpLvlId: integer('xp_lvl_id').notNull(),
    degreeId: integer('degree_id').notNull(),
    /** hourly | daily | monthly | annually | negotiable | unpaid */
    salaryType: text('salary_type').notNull(),
    salaryFrom: integer('salary_from'),
    salaryTo: integer('salary_to'),
    currency: text('currency').notNull(),
    /** onsite | hybrid | remote */
    workArrangement: text('work_arrangement').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    isUrgent: boolean('is_urgent').notNull().default(false),
    /** Remote jobs: worldwide, or a list of countries, with closed countries excluded. */
    openTo: jsonb('open_to').$type<{ worldwide: boolean; countries: string[]; closed: string[] } | null>(),
    timezone: text('timezone'),
    languageRequirement: text('language_requirement'),
    /** Japan-specific fields: contract period, working hours, social insurance, holidays, smoking. */
    japanDetails: jsonb('japan_details').$type<Record<string, string> | null>(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** active | on_hold | closed | deleted */
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Search columns (server/search/): derived, never written by application code. The trigger
    // jobs_search_document (migration 0003) copies the company's name and verification and builds
    // the weighted document; the salary columns are generated.
    searchVector: tsvector('search_vector'),
    /** Title (A), company (B) and skills (C) only: small enough to stay inline, so ranking is cheap. */
    rankVector: tsvector('rank_vector'),
    companyName: text('company_name').notNull().default(''),
    companyVerified: boolean('company_verified').notNull().default(false),
    monthlySalaryFrom: bigint('monthly_salary_from', { mode: 'number' }).generatedAlwaysAs(monthlySalary('salary_from')),
    monthlySalaryTo: bigint('monthly_salary_to', { mode: 'number' }).generatedAlwaysAs(monthlySalary('salary_to')),
  },
  (t) => [
    index('jobs_country_status_posted_idx').on(t.countryKey, t.status, t.postedAt.desc()),
    index('jobs_company_idx').on(t.companyId),
    // Also jobs_open_newest_idx, written by hand in migration 0003 because drizzle cannot declare
    // INCLUDE columns: (country_key, posted_at desc, id desc) carrying every filter and facet
    // column, so newest-first pages, deep pages and facet counts are index-only scans.
    index('jobs_open_salary_idx')
      .on(t.countryKey, sql`monthly_salary_to desc nulls last`, t.postedAt.desc(), t.id.desc())
      .where(sql`status = 'active'`),
    index('jobs_open_main_function_idx').on(t.countryKey, t.mainFunctionId).where(sql`status = 'active'`),
    index('jobs_open_company_idx').on(t.companyId).where(sql`status = 'active'`),
    // btree_gin puts the country in the same GIN index, so a keyword only visits its country.
    index('jobs_open_search_idx')
      .using('gin', t.countryKey, t.searchVector)
      .where(sql`status = 'active'`),
    index('jobs_open_title_trgm_idx')
      .using('gin', t.countryKey, t.title.op('gin_trgm_ops'), t.companyName.op('gin_trgm_ops'))
      .where(sql`status = 'active'`),
  ],
);

/** Client events (POST /event/report/events), kept for analytics. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: serial('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    name: text('name').notNull(),
    deviceId: text('device_id').notNull(),
    deviceType: text('device_type').notNull(),
    deviceName: text('device_name').notNull(),
    eventTime: text('event_time').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_events_received_idx').on(t.receivedAt)],
);

/** One row per device, job and day (UTC): POST /job/{id}/view. Anonymous views are not deduplicated. */
export const jobViews = pgTable(
  'job_views',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid'),
    device: text('device').notNull(),
    viewedOn: date('viewed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_views_job_idx').on(t.jobId),
    uniqueIndex('job_views_device_day_idx').on(t.jobId, t.deviceUuid, t.viewedOn).where(sql`device_uuid is not null`),
  ],
);

/** Search terms for hot-search statistics (POST /job/metrics/job-hot-search). */
export const jobHotSearches = pgTable(
  'job_hot_searches',
  {
    id: serial('id').primaryKey(),
    countryKey: text('country_key').notNull(),
    /** Trimmed, single-spaced and lower-cased, so counts group the same term. */
    term: text('term').notNull(),
    jobTitleId: integer('job_title_id'),
    device: text('device'),
    source: text('source'),
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_hot_searches_country_created_idx').on(t.countryKey, t.createdAt)],
);

/**
 * Job reports (POST /job/jobs/{id}/report). Until accounts exist the reporter is the device;
 * one report per job and reporter.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    countryKey: text('country_key').notNull(),
    reasonId: integer('reason_id').notNull(),
    reporterKey: text('reporter_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_reports_job_idx').on(t.jobId),
    uniqueIndex('job_reports_reporter_idx').on(t.jobId, t.reporterKey).where(sql`reporter_key is not null`),
  ],
);

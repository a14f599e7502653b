import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
  (t) => [index('companies_country_idx').on(t.countryKey)],
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
  },
  (t) => [
    index('jobs_country_status_posted_idx').on(t.countryKey, t.status, t.postedAt.desc()),
    index('jobs_company_idx').on(t.companyId),
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

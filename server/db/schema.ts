import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
    // The About parts of platform spec §2 (docs/decisions/0047): contact, brands or products,
    // news, head count, average age and the country of registration, each null or empty when the
    // company never gave it.
    phone: text('phone'),
    email: text('email'),
    /** Where to find the company (its office), with the point a map link opens at. */
    officeAddress: text('office_address'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** What the company writes, in its own language. */
    brands: jsonb('brands').$type<{ name: string; description: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** Newest first; `publishedOn` is YYYY-MM-DD. */
    news: jsonb('news').$type<{ title: string; summary: string; publishedOn: string }[]>().notNull().default(sql`'[]'::jsonb`),
    employeesNumber: integer('employees_number'),
    averageAge: real('average_age'),
    /** ISO 3166-1 alpha-2 code of the country the company is registered in. */
    registeredCountry: text('registered_country'),
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
    /** The recruiter's account (issue 10): recruiters log in with Role-Id 2; seeded ones get one at start. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('recruiters_company_idx').on(t.companyId),
    uniqueIndex('recruiters_user_idx').on(t.userId).where(sql`user_id is not null`),
  ],
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
    /** Shown only to seekers who verified their identity (platform spec §1; docs/decisions/0044). */
    verifiedOnly: boolean('verified_only').notNull().default(false),
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
    // jobs_search_document (migration 0003) copies the company's name and verification; the
    // salary columns are generated. An open job's search document is in job_search_documents
    // (migration 0021), kept by triggers on this table.
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
    // Also jobs_salary_insight_idx, by hand in migration 0027 for its INCLUDE columns: (country_key,
    // function_title_id, location_id) over jobs with an advertised salary, carrying what salary
    // insight reads, so a title's figures in a city or country are an index-only scan (docs/decisions/0081).
    index('jobs_open_company_idx').on(t.companyId).where(sql`status = 'active'`),
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
    /** The client's address, hashed (server/events/client-key.ts); null when unknown (in-process calls). */
    clientKey: text('client_key'),
    /** The view's place among its address's views of the job that day (1…cap): the unique index caps them. */
    slot: integer('slot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_views_job_idx').on(t.jobId),
    uniqueIndex('job_views_device_day_idx').on(t.jobId, t.deviceUuid, t.viewedOn).where(sql`device_uuid is not null`),
    // Without a device, an address views a job once a day (docs/decisions/0064).
    uniqueIndex('job_views_address_day_idx').on(t.jobId, t.clientKey, t.viewedOn).where(sql`device_uuid is null and client_key is not null`),
    uniqueIndex('job_views_address_slot_idx').on(t.jobId, t.clientKey, t.viewedOn, t.slot).where(sql`client_key is not null`),
  ],
);

/**
 * Clicks and exposures of job cards (POST /event/logs/report/click and /expose; issue 16,
 * docs/decisions/0035): one row per event, written in multi-row batches by server/events/. An
 * exposure is stored once per (job, query id, actor); `actor` is `user:<id>` or `device:<uuid>`.
 * No foreign key on the job: a burst must not pay a lookup per row, and rows of unknown jobs are
 * never read (counts are read per job, by its recruiter).
 */
export const jobTrackingEvents = pgTable(
  'job_tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** click | expose */
    kind: text('kind').notNull(),
    jobId: integer('job_id').notNull(),
    queryId: text('query_id').notNull(),
    actor: text('actor').notNull(),
    userId: integer('user_id'),
    device: text('device').notNull(),
    deviceUuid: text('device_uuid'),
    deviceUdid: text('device_udid'),
    scene: text('scene'),
    page: text('page'),
    subPage: text('sub_page'),
    recoFrom: text('reco_from'),
    /** The card's 1-based place in its list (clicks; exposures carry it too when known). */
    position: integer('position'),
    pageNum: integer('page_num').notNull().default(1),
    jobPreferenceId: integer('job_preference_id'),
    /** The client's timestamp (seconds) as an instant. */
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The reporting address, hashed (server/events/client-key.ts); null when unknown. */
    clientKey: text('client_key'),
    /** The app's UTC day of the report: a job's click or exposure counts once per actor and day. */
    countedOn: date('counted_on'),
    /** The row's place among its address's counted rows of the job, kind and day (1…cap). */
    slot: integer('slot'),
    /** False for a repeat of the day or one over its address's cap: kept, never counted (docs/decisions/0064). */
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [
    index('job_tracking_events_job_idx').on(t.jobId, t.kind),
    index('job_tracking_events_query_idx').on(t.queryId),
    uniqueIndex('job_tracking_events_exposure_idx').on(t.jobId, t.queryId, t.actor).where(sql`kind = 'expose'`),
    uniqueIndex('job_tracking_events_actor_day_idx').on(t.kind, t.jobId, t.actor, t.countedOn).where(sql`counted`),
    uniqueIndex('job_tracking_events_address_slot_idx')
      .on(t.kind, t.jobId, t.clientKey, t.countedOn, t.slot)
      .where(sql`counted and client_key is not null`),
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
    /** Who searched: the address hashed, else the user, else the device (server/events/client-key.ts); each counts once. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_hot_searches_country_created_idx').on(t.countryKey, t.createdAt),
    index('job_hot_searches_title_idx').on(t.countryKey, t.jobTitleId, t.createdAt),
  ],
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

// ─── Accounts (issue: accounts and sessions) ────────────────────────────────────────────────

/**
 * A job seeker's account and the basic part of their profile. A password-less account (email
 * code, social, quick apply) holds the hash of a random secret nobody knows: `hasPassword`
 * false, so it can only log in by code or social login until a password is set.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique among accounts that have one. */
    email: text('email'),
    /** E.164 country prefix ('+63') and national digits, stored apart (platform spec §9). */
    phoneCountryCode: text('phone_country_code'),
    phoneNum: text('phone_num'),
    passwordHash: text('password_hash').notNull(),
    hasPassword: boolean('has_password').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    /** active | suspended */
    status: text('status').notNull().default('active'),
    activeKey: integer('active_key').notNull().default(1),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    /**
     * The session that verified the phone (docs/decisions/0065): when a password change, a reset
     * or another account-wide sign-out ends it, the phone is no longer verified. Null for phones
     * verified before this was recorded.
     */
    phoneVerifiedSessionId: integer('phone_verified_session_id'),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    isProfileUpdateRequired: boolean('is_profile_update_required').notNull().default(false),
    registerFlow: text('register_flow'),
    registerFlowV2: text('register_flow_v2'),
    chatFlow: integer('chat_flow').notNull().default(0),
    noticePeriodId: integer('notice_period_id'),
    /** Job seeker type: 1 fresh graduate or student, 2 experienced. */
    userIdentityId: integer('user_identity_id'),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown> | null>(),
    longitude: real('longitude'),
    latitude: real('latitude'),
    /** Registration data (core spec §3, §5). */
    countryKey: text('country_key').notNull().default('tw'),
    /** The language messages to this user are written in (a language slug, e.g. 'en-us'). */
    languageSlug: text('language_slug').notNull().default('en-us'),
    source: text('source').notNull().default('web'),
    clientId: text('client_id'),
    campaign: jsonb('campaign').$type<Record<string, unknown> | null>(),
    isSubscribe: boolean('is_subscribe').notNull().default(false),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    /** Onboarding flags cleared by complete-profile: create_resume, free_resume, quick_upload, register_redirect. */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    // Basic profile (issue: profile).
    birthdate: date('birthdate'),
    /** A country key. */
    nationality: text('nationality'),
    /** Country keys where the user may work. */
    workEligibility: text('work_eligibility').array().notNull().default(sql`'{}'::text[]`),
    locationId: integer('location_id').references(() => locations.id),
    address: text('address'),
    xpLvlId: integer('xp_lvl_id'),
    workingSince: date('working_since'),
    jobSeekingStatusId: integer('job_seeking_status_id'),
    summary: text('summary'),
    isOpenToWork: boolean('is_open_to_work').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email).where(sql`email is not null`),
    index('users_phone_idx').on(t.phoneCountryCode, t.phoneNum),
  ],
);

/**
 * Sessions: opaque random tokens, only their SHA-256 stored, 30 days. A guest session has no
 * user. Logging out revokes the row; an expired or revoked token is a 401.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** user | guest */
    kind: text('kind').notNull(),
    /** jobseeker | recruiter: which side the session speaks for (Role-Id 1 or 2). */
    role: text('role').notNull().default('jobseeker'),
    deviceUuid: text('device_uuid'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Devices a user has proved to own; a password login from any other asks for a safety code. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceUuid] })],
);

/**
 * One-time codes (6 digits) and magic-link tokens, only their hash stored: expiring, single
 * use, dead after 5 wrong tries. `target` is the lower-cased email or the E.164 phone.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    /** login | magic_link | verify_email | verify_phone | reset_password | safety */
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target, t.createdAt.desc())],
);

/** Fixed-window counters for rate limits when Redis is not configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Every email and SMS the platform sends. Without SMTP_URL this is the outbox the development
 * mailbox reads; with it, a record of what was handed to SMTP.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** email | sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    languageSlug: text('language_slug').notNull(),
    /** outbox | smtp */
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Extra mail headers sent with the message (List-Unsubscribe on alert digests). */
    headers: jsonb('headers').$type<Record<string, string> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc())],
);

/** Social identities (provider + subject) linked to an account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/**
 * QR code login (platform spec §2; docs/decisions/0044): a one-time, short-lived request shown as
 * a QR code by a waiting browser and confirmed by a signed-in app. Only hashes are stored: of the
 * code in the QR (what the app confirms) and of the waiting browser's own secret (what redeems).
 */
export const qrLoginRequests = pgTable(
  'qr_login_requests',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    /** pending | confirmed | redeemed */
    status: text('status').notNull().default('pending'),
    /** The account that confirmed it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The waiting browser as the app shows it before confirming. */
    userAgent: text('user_agent'),
    /** The country site the waiting browser asked on, shown to the person confirming. */
    siteKey: text('site_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('qr_login_requests_code_idx').on(t.codeHash),
    uniqueIndex('qr_login_requests_browser_idx').on(t.browserHash),
    index('qr_login_requests_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A seeker's identity verified through a national digital ID service (Singapore; platform spec
 * §1, §4). Minimal: a keyed hash of the national id (never the number), so one identity verifies
 * one account, and when.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryKey: text('country_key').notNull(),
    provider: text('provider').notNull(),
    nationalIdHash: text('national_id_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('identity_verifications_national_id_idx').on(t.provider, t.nationalIdHash)],
);

/** POST /jobseeker/click/get-started-record: what was typed on get-started, for the funnel. */
export const getStartedRecords = pgTable('get_started_records', {
  id: serial('id').primaryKey(),
  email: text('email'),
  phoneNum: text('phone_num'),
  countryKey: text('country_key').notNull(),
  deviceUuid: text('device_uuid'),
  data: jsonb('data').$type<Record<string, unknown> | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files (resumes, avatars, license attachments) kept by the storage interface. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** resume | avatar | license */
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Resumes: the one chat sends by itself (at most one per seeker; it cannot be deleted, 41186). */
    autoSend: boolean('auto_send').notNull().default(false),
    /** Resumes: reading it for profile sync (platform spec §4): null (not read), analysing, completed. */
    syncState: text('sync_state'),
    /** Resumes: when what was read of it was last imported into the profile (issue 36); null: never. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('files_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc()),
    uniqueIndex('files_auto_send_idx').on(t.userId).where(sql`auto_send and deleted_at is null`),
  ],
);

/**
 * One reading of a resume for profile sync (core spec §3, the parse id; platform spec §4 Resume
 * sync): queued at upload, read in the background; `files.sync_state` mirrors the latest one.
 */
export const resumeParses = pgTable(
  'resume_parses',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** analysing | completed | failed */
    state: text('state').notNull().default('analysing'),
    /** What was found (lib/schemas/resume-parsing.ts), once completed. */
    content: jsonb('content').$type<Record<string, unknown> | null>(),
    /** Why it failed: unreadable (the file does not open), no_text (nothing to read, e.g. a scan), error. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('resume_parses_file_idx').on(t.fileId, t.id.desc()), index('resume_parses_user_idx').on(t.userId)],
);

/**
 * A resume sent to an email address (POST /jobseeker/send-resume-email): the mail carries a
 * link with a random token, kept here only as its hash, that downloads the file until it expires.
 */
export const resumeShares = pgTable(
  'resume_shares',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resume_shares_token_idx').on(t.tokenHash), index('resume_shares_file_idx').on(t.fileId)],
);

/**
 * A video resume (core spec §7 Video resumes; platform spec §3, §9): the video and its optional
 * cover are `files` rows (kinds `video_resume` and `video_cover`, so account deletion removes their
 * bytes too); the duration is the one read from the container, never the client's. At most three
 * per seeker (41245), counted under a lock on the user's row.
 */
export const videoResumes = pgTable(
  'video_resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoFileId: integer('video_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_resumes_user_idx').on(t.userId, t.createdAt.desc())],
);

// ─── Applications and saved jobs (issue: apply and save) ─────────────────────────────────────

/** A job's screening questions and its employer link for external jobs. */
export type ScreeningQuestion = { id: number; question: string; required: boolean; answer_type?: 'text' | 'yes_no' };

export const jobApplyOptions = pgTable('job_apply_options', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default(sql`'[]'::jsonb`),
  /** Set for an external job: applying opens this link. */
  externalUrl: text('external_url'),
});

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** pending | communicated | exchanged | interview | accepted | declined | not_accepted | cancelled | viewed */
    status: text('status').notNull().default('pending'),
    source: text('source').notNull(),
    firstMessage: text('first_message'),
    screeningAnswers: jsonb('screening_answers').$type<{ question_id: number; answer: string }[]>().notNull().default(sql`'[]'::jsonb`),
    resumeFileId: integer('resume_file_id').references(() => files.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_user_job_idx').on(t.userId, t.jobId),
    index('job_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // How many applied to a job (bucketed on My Jobs, issue 35 item 3).
    index('job_applications_job_idx').on(t.jobId),
  ],
);

/**
 * Each state an application entered and when (issue 35 item 3): the timeline on My Jobs. Written
 * by applying (pending), the employer's moves and withdrawing; applying again after a withdrawal
 * starts a new timeline (the events before the application's created_at are history).
 */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** The application status entered (lib/schemas/applications.ts applicationStatuses). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId, t.createdAt)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid'),
    deviceUdid: text('device_udid'),
    /** The client's timestamp (seconds) when it saved. */
    clientTimestamp: bigint('client_timestamp', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_jobs_user_job_idx').on(t.userId, t.jobId),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** POST /job/{id}/click-external-job. */
export const externalJobClicks = pgTable('external_job_clicks', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  deviceUuid: text('device_uuid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Profile (issue: profile) ───────────────────────────────────────────────────────────────

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title').notNull(),
    industryId: integer('industry_id'),
    functionJobTitleId: integer('function_job_title_id'),
    /** Month precision: the first of the month. */
    workingPeriodFrom: date('working_period_from').notNull(),
    workingPeriodTo: date('working_period_to'),
    isCurrentlyWorkHere: boolean('is_currently_work_here').notNull().default(false),
    /** The resume gave the year alone (issue 36, decision 0070): the month above is a placeholder, shown as the year. */
    periodFromYearOnly: boolean('period_from_year_only').notNull().default(false),
    periodToYearOnly: boolean('period_to_year_only').notNull().default(false),
    salary: integer('salary'),
    currency: text('currency'),
    description: text('description'),
    hideFromCompany: boolean('hide_from_company').notNull().default(false),
    ...stamps,
  },
  (t) => [index('work_experiences_user_idx').on(t.userId)],
);

export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    school: text('school').notNull(),
    degreeId: integer('degree_id').notNull(),
    fieldOfStudy: text('field_of_study'),
    studyPeriodFrom: date('study_period_from').notNull(),
    studyPeriodTo: date('study_period_to'),
    isCurrentlyStudying: boolean('is_currently_studying').notNull().default(false),
    /** The resume gave the year alone (issue 36, decision 0070): the month above is a placeholder, shown as the year. */
    periodFromYearOnly: boolean('period_from_year_only').notNull().default(false),
    periodToYearOnly: boolean('period_to_year_only').notNull().default(false),
    description: text('description'),
    ...stamps,
  },
  (t) => [index('educations_user_idx').on(t.userId)],
);

export const licenseCertifications = pgTable(
  'license_certifications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    issuingOrganisation: text('issuing_organisation').notNull(),
    credentialId: text('credential_id'),
    credentialUrl: text('credential_url'),
    issueDate: date('issue_date').notNull(),
    expiryDate: date('expiry_date'),
    isPermanent: boolean('is_permanent').notNull().default(false),
    attachmentFileId: integer('attachment_file_id').references(() => files.id),
    ...stamps,
  },
  (t) => [index('license_certifications_user_idx').on(t.userId)],
);

export const userLinks = pgTable(
  'user_links',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    ...stamps,
  },
  (t) => [index('user_links_user_idx').on(t.userId)],
);

export const userLanguages = pgTable(
  'user_languages',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    languageId: integer('language_id').notNull(),
    /** basic | conversational | fluent | native */
    proficiency: text('proficiency').notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('user_languages_user_language_idx').on(t.userId, t.languageId)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    value: text('value').notNull(),
    proficiency: text('proficiency'),
    sort: integer('sort').notNull().default(0),
    ...stamps,
  },
  (t) => [index('user_skills_user_idx').on(t.userId)],
);

export const jobPreferences = pgTable(
  'job_preferences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    functionJobTitleId: integer('function_job_title_id'),
    jobTitle: text('job_title').notNull(),
    industryId: integer('industry_id').notNull(),
    jobTypeId: integer('job_type_id').notNull(),
    /** onsite | hybrid | remote */
    workArrangement: text('work_arrangement').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    /** The country when the location is overseas (a country key). */
    countryKey: text('country_key'),
    currency: text('currency').notNull(),
    salaryFrom: integer('salary_from').notNull(),
    salaryTo: integer('salary_to').notNull(),
    workTimezone: text('work_timezone'),
    workLanguageId: integer('work_language_id'),
    ...stamps,
  },
  (t) => [index('job_preferences_user_idx').on(t.userId)],
);

// ─── Chat (issue 10) ────────────────────────────────────────────────────────────────────────

/**
 * One conversation per seeker and recruiter; `jobId` is the job it is about now (switchable).
 * `lastSeq` is bumped under a row lock for each message, so a chat's messages are 1, 2, 3 …
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    jobseekerId: integer('jobseeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    jobseekerReplied: boolean('jobseeker_replied').notNull().default(false),
    recruiterReplied: boolean('recruiter_replied').notNull().default(false),
    /** none | requested | accepted | declined */
    mobileExchange: text('mobile_exchange').notNull().default('none'),
    jobSwitchConfirmed: boolean('job_switch_confirmed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_pair_idx').on(t.jobseekerId, t.recruiterId),
    index('chats_recruiter_idx').on(t.recruiterId),
    index('chats_last_message_idx').on(t.lastMessageAt),
  ],
);

/** Each side's view of a chat: read position, unread count and folders. `partyId`: the seeker's user id or the recruiter's id. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** jobseeker | recruiter */
    role: text('role').notNull(),
    partyId: integer('party_id').notNull(),
    readSeq: integer('read_seq').notNull().default(0),
    /** The seeker's side: messages up to this seq were mailed (or passed over) by the away mail (issue 31). */
    mailedSeq: integer('mailed_seq').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    notInterested: boolean('not_interested').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.role] }), index('chat_members_party_idx').on(t.role, t.partyId)],
);

/** Messages, idempotent per (chat, sender side, client id): a resend after a lost ack finds the stored one. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** jobseeker | recruiter | system */
    senderRole: text('sender_role').notNull(),
    clientId: text('client_id').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.chatId, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.chatId, t.senderRole, t.clientId),
  ],
);

export const chatSettings = pgTable('chat_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Days history is kept after the last message: 30 or 90. */
  historyDays: integer('history_days').notNull().default(90),
  greetingEnabled: boolean('greeting_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatPhrases = pgTable(
  'chat_phrases',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_phrases_user_idx').on(t.userId)],
);

export const chatGreetings = pgTable(
  'chat_greetings',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    text: text('text').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_greetings_user_idx').on(t.userId)],
);

/** A recruiter's link inviting a seeker to chat about a job; only the token's hash is stored. */
export const chatInvitations = pgTable(
  'chat_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_invitations_token_idx').on(t.tokenHash)],
);

/** Companies a seeker blocked (platform spec §6): their recruiters cannot reach the seeker. */
export const blockedCompanies = pgTable(
  'blocked_companies',
  {
    userId: owner(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/**
 * Companies a seeker follows (issue 35 item 4): their new jobs reach the seeker as a notification
 * and in the job alert digest. `notified_through` is the publish time up to which the follower
 * has been told of the company's jobs.
 */
export const companyFollows = pgTable(
  'company_follows',
  {
    userId: owner(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notifiedThrough: timestamp('notified_through', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('company_follows_company_idx').on(t.companyId)],
);

/**
 * What happened to a seeker, for `/{lang}/notifications` and the header badge (issue 14 item 4):
 * written by server/domain/notifications.ts. `payload` holds ids and names, never text: the page
 * writes the sentence in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    /** application_viewed | application_moved | chat_message | interview | password_changed | email_changed | job_alert */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the away mail took it (sent, or passed over because mail of its kind is off); issue 31. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /**
     * Shown in the app. False for a row written only for the away mail: the seeker turned the
     * kind's in-app notice off but wants its mail (issue 31, docs/decisions/0080).
     */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/** Which kinds of notification reach a seeker by email and in the app; no row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** { kind: { email: boolean, app: boolean } } for the kinds the seeker changed. */
  channels: jsonb('channels').$type<Record<string, { email: boolean; app: boolean }>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Background work (server/jobs/) ─────────────────────────────────────────────────────────

/** Queued background tasks, claimed with FOR UPDATE SKIP LOCKED by the runner in each platform process. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** pending | running | done | failed */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_tasks_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('background_tasks_running_idx').on(t.lockedAt).where(sql`status = 'running'`),
  ],
);

/** Recurring work: each row enqueues one task per interval, claimed once across processes. */
export const backgroundSchedules = pgTable('background_schedules', {
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

// ─── Interviews and offers (issue 11, docs/decisions/0024) ──────────────────────────────────

/**
 * An interview invitation in a chat (server/domain/interviews holds the rules). `version` goes
 * up with every change: a write is conditional on the version it read, so two concurrent
 * answers settle to one outcome. Proposed times are ISO instants, earliest first.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    jobseekerId: integer('jobseeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull(),
    chosenTime: timestamp('chosen_time', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    /** in_person | video */
    mode: text('mode').notNull(),
    address: text('address'),
    videoLink: text('video_link'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    instructions: text('instructions'),
    /** pending | accepted | rejected | cancelled | expired | completed (the stored states) */
    state: text('state').notNull().default('pending'),
    /** not_checked_in | checked_in | attended | not_attended */
    attendance: text('attendance').notNull().default('not_checked_in'),
    result: text('result'),
    reason: text('reason'),
    reasonText: text('reason_text'),
    cancelledBy: text('cancelled_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    resultRequestedAt: timestamp('result_requested_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_jobseeker_idx').on(t.jobseekerId, t.createdAt.desc()),
    index('interviews_recruiter_idx').on(t.recruiterId, t.createdAt.desc()),
    index('interviews_chat_idx').on(t.chatId),
    index('interviews_no_show_idx').on(t.jobseekerId).where(sql`attendance = 'not_attended'`),
  ],
);

/** A job offer a recruiter sends in a chat; the seeker accepts or declines it once. */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    jobseekerId: integer('jobseeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    details: text('details').notNull(),
    /** pending | accepted | declined */
    state: text('state').notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_offers_jobseeker_idx').on(t.jobseekerId, t.createdAt.desc()), index('job_offers_chat_idx').on(t.chatId)],
);

// ─── Job alerts (issue 14, docs/decisions/0033) ─────────────────────────────────────────────

/**
 * A seeker's saved search mailed as a digest (core spec §3, platform spec §3). `search` keeps the
 * search API's parameters in wire form; `next_due_at` is the next 08:00 (daily) or Monday 08:00
 * (weekly) in `time_zone`; the digest claims alerts whose time has come with FOR UPDATE SKIP
 * LOCKED and moves them on in the same statement. `unsubscribe_nonce` is rotated by a one-click
 * unsubscribe, so each link works once.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    countryKey: text('country_key').notNull(),
    keyword: text('keyword'),
    search: jsonb('search').$type<Record<string, string | number>>().notNull(),
    /** daily | weekly */
    frequency: text('frequency').notNull(),
    /** newest | fit: the digest's jobs newest first, or best fit for the seeker first (docs/decisions/0081). */
    sort: text('sort').notNull().default('newest'),
    email: text('email').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    timeZone: text('time_zone').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    unsubscribeNonce: text('unsubscribe_nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_user_idx').on(t.userId, t.id), index('job_alerts_due_idx').on(t.nextDueAt).where(sql`enabled`)],
);

/** One digest per alert and due time (unique): the record of what was mailed, and the guard against a second mail. */
export const jobAlertDigests = pgTable(
  'job_alert_digests',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    jobIds: integer('job_ids').array().notNull(),
    /** sending | sent (mailed) | in_app (the seeker turned job-alert mail off) | empty | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_alert_digests_alert_due_idx').on(t.alertId, t.dueAt)],
);

/** Keys the platform signs with (HMAC), made on first use and shared by every process. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Runtime translations (docs/decisions/0037): overrides of bundled messages per language,
 * keyed by next-intl's dotted message key. Changed by the CLI or the admin call.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** The manifest: one version per language, bumped with every change of its overrides. */
export const translationVersions = pgTable('translation_versions', {
  language: text('language').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * AI usage counters (docs/decisions/0045): one row per seeker and feature. The claim is one
 * conditional upsert, so parallel requests cannot spend the same use twice. `periodStart` is
 * the credit day's start (00:01 GMT+8) for daily limits, or the first query of a rolling
 * 24-hour window; `runningSince` marks an analysis in progress (41313).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** resume_analysis | career_summary */
    feature: text('feature').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    runningSince: timestamp('running_since', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);

/** Resume analyses: the score out of 100, its reasons and suggestions, as shown. */
export const aiResumeAnalyses = pgTable(
  'ai_resume_analyses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job whose requirements the resume was matched against, if one was chosen. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_resume_analyses_user_idx').on(t.userId, t.createdAt)],
);

/** The last career summary the AI wrote for a seeker, which PATCH accepts into the profile. */
export const aiWritings = pgTable('ai_writings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  jobPreferenceId: integer('job_preference_id'),
  rewriteType: text('rewrite_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

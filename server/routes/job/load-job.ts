import { and, count, eq, gt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { JobDetail, JobStatic } from '@/lib/schemas/job';
import type { Database } from '../../db/client';
import { companies, jobApplyOptions, jobFunctions, jobs, locations, recruiters, refItems, regions } from '../../db/schema';
import { visibleJobStatus } from '../../domain/job-status';
import { labelIn } from '../../domain/labels';
import { replyActivity } from '../../domain/reply-activity';
import { personName } from '@/lib/person-name';

const jobTypes = alias(refItems, 'job_types');
const xpLvls = alias(refItems, 'xp_lvls');
const degrees = alias(refItems, 'degrees');
const industries = alias(refItems, 'industries');
const companySizes = alias(refItems, 'company_sizes');
const mainFunctions = alias(jobFunctions, 'main_functions');
const subFunctions = alias(jobFunctions, 'sub_functions');
const functionTitles = alias(jobFunctions, 'function_titles');
const companyLocations = alias(locations, 'company_locations');

const ref = (list: string, table: { list: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  and(eq(table.list, list), eq(table.id, column));

/** The job as stored, with everything its detail names; null for another country's job or a deleted one. */
async function loadRow(db: Database, id: number, country: Country) {
  const [row] = await db
    .select({
      job: {
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        countryKey: jobs.countryKey,
        language: jobs.language,
        description: jobs.description,
        requirements: jobs.requirements,
        skills: jobs.skills,
        benefits: jobs.benefits,
        salaryType: jobs.salaryType,
        salaryFrom: jobs.salaryFrom,
        salaryTo: jobs.salaryTo,
        currency: jobs.currency,
        workArrangement: jobs.workArrangement,
        isUrgent: jobs.isUrgent,
        openTo: jobs.openTo,
        timezone: jobs.timezone,
        languageRequirement: jobs.languageRequirement,
        japanDetails: jobs.japanDetails,
        postedAt: jobs.postedAt,
        expiresAt: jobs.expiresAt,
        updatedAt: jobs.updatedAt,
      },
      company: companies,
      recruiter: recruiters,
      location: locations,
      region: regions,
      companyLocation: companyLocations,
      jobType: jobTypes,
      xpLvl: xpLvls,
      degree: degrees,
      industry: industries,
      companySize: companySizes,
      main: mainFunctions,
      sub: subFunctions,
      title: functionTitles,
      applyOptions: jobApplyOptions,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(regions, eq(regions.id, locations.regionId))
    .leftJoin(companyLocations, eq(companyLocations.id, companies.locationId))
    .leftJoin(jobTypes, ref('job_types', jobTypes, jobs.jobTypeId))
    .leftJoin(xpLvls, ref('xp_lvls', xpLvls, jobs.xpLvlId))
    .leftJoin(degrees, ref('degrees', degrees, jobs.degreeId))
    .leftJoin(industries, ref('industries', industries, jobs.industryId))
    .leftJoin(companySizes, ref('company_sizes', companySizes, companies.companySizeId))
    .leftJoin(mainFunctions, eq(mainFunctions.id, jobs.mainFunctionId))
    .leftJoin(subFunctions, eq(subFunctions.id, jobs.jobFunctionId))
    .leftJoin(functionTitles, eq(functionTitles.id, jobs.functionTitleId))
    .leftJoin(jobApplyOptions, eq(jobApplyOptions.jobId, jobs.id))
    .where(and(eq(jobs.id, id), eq(jobs.countryKey, country.key), sql`${jobs.status} <> 'deleted'`))
    .limit(1);
  return row ?? null;
}

type Row = NonNullable<Awaited<ReturnType<typeof loadRow>>>;

const japanKeys = {
  contract_period: 'contractPeriod',
  working_hours: 'workingHours',
  social_insurance: 'socialInsurance',
  holidays: 'holidays',
  passive_smoking_measures: 'passiveSmokingMeasures',
} as const;

function toStatic(row: Row, language: Language, now: Date): JobStatic {
  const { job, company, recruiter } = row;
  const label = (item: { labels: Record<string, string> } | null) => (item ? labelIn(item.labels, language) : '');
  const named = (item: { id: number; labels: Record<string, string> } | null, fallbackId: number) => ({
    id: item?.id ?? fallbackId,
    value: label(item),
  });
  const fn = (item: { id: number; labels: Record<string, string>; seoValue: string } | null) => ({
    id: item?.id ?? 0,
    value: label(item),
    seo_value: item?.seoValue ?? '',
  });
  const details = job.japanDetails;
  return {
    id: job.id,
    title: job.title,
    status: visibleJobStatus(job.status, job.expiresAt, now),
    country_key: job.countryKey,
    language: job.language,
    main_function: fn(row.main),
    job_function: fn(row.sub),
    function_title: fn(row.title),
    job_type: named(row.jobType, 0),
    xp_lvl: named(row.xpLvl, 0),
    degree: named(row.degree, 0),
    industry: named(row.industry, 0),
    salary: {
      type: job.salaryType as JobStatic['salary']['type'],
      from: job.salaryFrom,
      to: job.salaryTo,
      currency: job.currency,
    },
    work_arrangement: job.workArrangement as JobStatic['work_arrangement'],
    location: row.location
      ? {
          id: row.location.id,
          value: label(row.location),
          seo_value: row.location.seoValue,
          latitude: row.location.latitude,
          longitude: row.location.longitude,
          region: row.region ? { id: row.region.id, value: label(row.region), seo_value: row.region.seoValue } : null,
        }
      : null,
    posted_at: job.postedAt.toISOString(),
    expires_at: job.expiresAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    skills: job.skills,
    benefits: job.benefits,
    requirements: job.requirements,
    description: job.description,
    is_urgent: job.isUrgent,
    open_to: job.openTo ?? null,
    timezone: job.timezone,
    language_requirement: job.languageRequirement,
    japan_details: details
      ? (Object.fromEntries(
          Object.entries(japanKeys).map(([key, stored]) => [key, details[stored] ?? null]),
        ) as JobStatic['japan_details'])
      : null,
    company: {
      id: company.id,
      name: company.name,
      logo_color: company.logoColor,
      website: company.website,
      industry: named(row.industry, company.industryId),
      company_size: named(row.companySize, company.companySizeId),
      location: row.companyLocation
        ? { id: row.companyLocation.id, value: label(row.companyLocation), seo_value: row.companyLocation.seoValue }
        : null,
      is_verified: company.verificationStatus === 'verified',
      verification_status: company.verificationStatus as JobStatic['company']['verification_status'],
    },
    recruiter: {
      id: recruiter.id,
      first_name: recruiter.firstName,
      last_name: recruiter.lastName,
      full_name: personName(recruiter.firstName, recruiter.lastName),
      job_title: recruiter.jobTitle,
      medals: recruiter.medals,
    },
    apply: {
      // Questions stored before answer types existed are text questions.
      screening_questions: (row.applyOptions?.screeningQuestions ?? []).map((question) => ({ ...question, answer_type: question.answer_type ?? 'text' })),
      is_external: Boolean(row.applyOptions?.externalUrl),
      external_url: row.applyOptions?.externalUrl ?? null,
    },
  };
}

/** GET /job/{id}/static: the cacheable part. */
export async function loadJobStatic(db: Database, id: number, country: Country, language: Language, now: Date) {
  const row = await loadRow(db, id, country);
  return row ? toStatic(row, language, now) : null;
}

/** GET /job/{id}: the static part plus recruiter activity and the company's open jobs. */
export async function loadJobDetail(
  db: Database,
  id: number,
  country: Country,
  language: Language,
  now: Date,
): Promise<JobDetail | null> {
  const row = await loadRow(db, id, country);
  if (!row) return null;
  const base = toStatic(row, language, now);
  const [open] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, row.company.id), eq(jobs.status, 'active'), gt(jobs.expiresAt, now)));
  return {
    ...base,
    company: { ...base.company, active_jobs_count: Number(open?.n ?? 0) },
    recruiter: {
      ...base.recruiter,
      last_active_at: row.recruiter.lastActiveAt.toISOString(),
      response_rate: row.recruiter.responseRate,
      reply_activity: replyActivity(row.recruiter.lastActiveAt, row.recruiter.responseRate, now),
    },
  };
}

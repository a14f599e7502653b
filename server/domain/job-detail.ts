import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { JobDetail, JobStatic } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { countOpenJobsOfCompany, type JobDetailRow, findJobDetailRow } from '../db/queries/job-detail';
import { visibleJobStatus } from './job-status';
import { labelIn } from './labels';
import { replyActivity } from './reply-activity';
import { personName } from '@/lib/person-name';

type Row = JobDetailRow;

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
  const row = await findJobDetailRow(db, id, country);
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
  const row = await findJobDetailRow(db, id, country);
  if (!row) return null;
  const base = toStatic(row, language, now);
  const open = await countOpenJobsOfCompany(db, row.company.id, now);
  return {
    ...base,
    company: { ...base.company, active_jobs_count: open },
    recruiter: {
      ...base.recruiter,
      last_active_at: row.recruiter.lastActiveAt.toISOString(),
      response_rate: row.recruiter.responseRate,
      reply_activity: replyActivity(row.recruiter.lastActiveAt, row.recruiter.responseRate, now),
    },
  };
}

import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { JobCard, JobSearchResult } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { companies, jobs, locations, refItems } from '../db/schema';
import { labelIn } from '../domain/labels';

export interface SearchJobsInput {
  country: Country;
  language: Language;
  page: number;
  size: number;
  sort?: number;
  now?: Date;
}

const jobTypes = alias(refItems, 'job_types');
const xpLvls = alias(refItems, 'xp_lvls');

/**
 * The country's open jobs, one page at a time. Only active jobs that have not expired are
 * listed.
 */
export async function searchJobs(db: Database, input: SearchJobsInput): Promise<JobSearchResult> {
  const now = input.now ?? new Date();
  const where = and(eq(jobs.countryKey, input.country.key), eq(jobs.status, 'active'), gt(jobs.expiresAt, now));
  const order =
    input.sort === 3
      ? [sql`${jobs.salaryTo} desc nulls last`, desc(jobs.postedAt), desc(jobs.id)]
      : [desc(jobs.postedAt), desc(jobs.id)];

  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ job: jobs, company: companies, location: locations, jobType: jobTypes, xpLvl: xpLvls })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .innerJoin(jobTypes, and(eq(jobTypes.list, 'job_types'), eq(jobTypes.id, jobs.jobTypeId)))
      .innerJoin(xpLvls, and(eq(xpLvls.list, 'xp_lvls'), eq(xpLvls.id, jobs.xpLvlId)))
      .where(where)
      .orderBy(...order, asc(jobs.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);

  const cards: JobCard[] = rows.map(({ job, company, location, jobType, xpLvl }) => ({
    id: job.id,
    title: job.title,
    company: {
      id: company.id,
      name: company.name,
      logo_color: company.logoColor,
      is_verified: company.verificationStatus === 'verified',
    },
    salary: {
      type: job.salaryType as JobCard['salary']['type'],
      from: job.salaryFrom,
      to: job.salaryTo,
      currency: job.currency,
    },
    location: location
      ? { id: location.id, value: labelIn(location.labels, input.language), seo_value: location.seoValue }
      : null,
    work_arrangement: job.workArrangement as JobCard['work_arrangement'],
    job_type: { id: jobType.id, value: labelIn(jobType.labels, input.language) },
    xp_lvl: { id: xpLvl.id, value: labelIn(xpLvl.labels, input.language) },
    is_urgent: job.isUrgent,
    posted_at: job.postedAt.toISOString(),
  }));

  return {
    jobs: cards,
    page: input.page,
    size: input.size,
    total_num: total,
    total_pages: Math.ceil(total / input.size),
  };
}

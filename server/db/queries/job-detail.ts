import { and, count, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Country } from '@/lib/countries';
import type { Database } from '../client';
import { companies, jobApplyOptions, jobFunctions, jobs, locations, recruiters, refItems, regions } from '../schema';
import { companySizes, industries, refJoin as ref } from './ref-items';

/** The job page's one select (Drizzle's query builder, which types the row), moved from server/routes/job/load-job.ts (decision 0087). */

const jobTypes = alias(refItems, 'job_types');
const xpLvls = alias(refItems, 'xp_lvls');
const degrees = alias(refItems, 'degrees');
const mainFunctions = alias(jobFunctions, 'main_functions');
const subFunctions = alias(jobFunctions, 'sub_functions');
const functionTitles = alias(jobFunctions, 'function_titles');
const companyLocations = alias(locations, 'company_locations');

/** The job as stored, with everything its detail names; null for another country's job or a deleted one. */
export async function findJobDetailRow(db: Database, id: number, country: Country) {
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

export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobDetailRow>>>;

/** How many open jobs the company has now. */
export async function countOpenJobsOfCompany(db: Database, companyId: number, now: Date): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'active'), gt(jobs.expiresAt, now)));
  return Number(open?.n ?? 0);
}

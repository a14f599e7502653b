import { workExperienceBodySchema } from '@/lib/schemas/jobseeker';
import { workExperiences } from '../db/schema';
import { assertNoDuplicateWork } from './profile-duplicates';
import { monthPrecise, profilePart } from './profile-parts';
import { firstDayOf, toWorkExperience } from './profile-records';
import { assertReferences } from './profile-references';

/** /jobseeker/work-experiences (core spec §7 Profile): known industry, title and currency; the same job once. */
export const workExperiencePart = profilePart(workExperiences, 'Work experience', workExperienceBodySchema, {
  columns: (body) => ({
    companyName: body.company_name,
    jobTitle: body.job_title,
    functionJobTitleId: body.function_job_title_id,
    industryId: body.industry_id,
    workingPeriodFrom: firstDayOf(body.working_period_from),
    workingPeriodTo: body.working_period_to ? firstDayOf(body.working_period_to) : null,
    isCurrentlyWorkHere: body.is_currently_work_here,
    ...monthPrecise,
    salary: body.salary,
    currency: body.currency ? body.currency.toLowerCase() : null,
    description: body.description,
    hideFromCompany: body.hide_from_company,
  }),
  check: async (db, userId, body, exceptId) => {
    await assertReferences(db, [
      { field: 'industry_id', list: 'industries', id: body.industry_id },
      { field: 'function_job_title_id', functionTitle: body.function_job_title_id },
      { field: 'currency', list: 'currencies', key: body.currency },
    ]);
    await assertNoDuplicateWork(db, userId, body, exceptId);
  },
  answer: toWorkExperience,
});

import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { hotCompanyJobIds } from '../db/queries/company-hot-jobs';
import { loadJobCards } from '../search/job-cards';
import { activityWeights } from './home-discovery';
import { dayjs } from '@/lib/dayjs';

export const companyHotJobsSize = 5;

/**
 * A company's hot hiring (platform spec §2 Company detail, About): its open jobs with the most
 * activity over the last 7 days (views, card clicks, saves and applications, weighted as the
 * home page's hot jobs are), then its urgent ones, newest first. A job nobody looked at and
 * nobody marked urgent is not hot, so a quiet company has none.
 */
export async function companyHotJobs(db: Database, companyId: number, input: { language: Language; now: Date }): Promise<JobCard[]> {
  const since = dayjs.utc(input.now).subtract(7, 'day').toDate();
  const ids = await hotCompanyJobIds(db, companyId, { now: input.now, since, weights: activityWeights, size: companyHotJobsSize });
  return loadJobCards(db, ids, input.language);
}

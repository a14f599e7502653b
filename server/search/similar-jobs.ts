import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { findSimilarJobKey, listSimilarJobIds } from '../db/queries/search/similar-jobs';
import { loadJobCards } from './job-cards';

/**
 * Open jobs of the same country like the given one, never the job itself: same main function,
 * ranked by the same job title, then the same sub-function, then the same place, then a title
 * that reads alike (trigram similarity), then the newest. Null when the job is not the country's.
 */
export async function similarJobs(
  db: Database,
  input: {
    jobId: number;
    size: number;
    country: Country;
    language: Language;
    now: Date;
    /** Companies the signed-in seeker blocked: their jobs are never offered (platform spec §6). */
    excludeCompanyIds?: readonly number[];
  },
): Promise<JobCard[] | null> {
  const job = await findSimilarJobKey(db, input.jobId, input.country.key);
  if (!job) return null;
  const ids = await listSimilarJobIds(db, job, {
    countryKey: input.country.key,
    now: input.now,
    size: input.size,
    excludeCompanyIds: input.excludeCompanyIds ?? [],
  });
  return loadJobCards(db, ids, input.language);
}

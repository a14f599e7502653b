import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { type JobCard, type JobSearchQuery, jobSearchQuerySchema } from '@/lib/schemas/job';
import type { JobsForYouResult } from '@/lib/schemas/recommend';
import type { Database } from '../db/client';
import { jobPreferences, locations } from '../db/schema';
import { searchJobs } from '../search/search-jobs';

type Preference = typeof jobPreferences.$inferSelect;

const arrangementsOf = { onsite: ['onsite', 'hybrid'], remote: ['remote'] } as const;

/**
 * The searches one preference stands for, strictest first: its job title (the taxonomy title
 * when it has one, else its words), location, job type and arrangement; then without the
 * location; then the title alone. Later searches only fill what the earlier ones left.
 */
function searchesFor(preference: Preference, locationInCountry: boolean): JobSearchQuery[] {
  const title: JobSearchQuery = preference.functionJobTitleId
    ? { function_job_title_ids: String(preference.functionJobTitleId) }
    : { query: preference.jobTitle };
  const arrangement = { work_arrangements: preference.workArrangement };
  const strict = {
    ...title,
    ...arrangement,
    job_types: String(preference.jobTypeId),
    ...(locationInCountry && preference.locationId ? { job_locations: String(preference.locationId) } : {}),
  };
  const searches: JobSearchQuery[] = [strict, { ...title, ...arrangement, job_types: String(preference.jobTypeId) }, title];
  return searches.filter((search, i) => searches.findIndex((s) => JSON.stringify(s) === JSON.stringify(search)) === i);
}

export interface JobsForYouInput {
  userId: number;
  country: Country;
  language: Language;
  arrangement: keyof typeof arrangementsOf;
  size: number;
  now: Date;
}

/**
 * Jobs for a user from their job preferences (the landing after login): each preference's
 * best matches, taken in turn so every preference is represented, without repeats, newest
 * first within a preference. No preference of the kind: no jobs (the page shows the latest).
 */
export async function jobsForYou(db: Database, input: JobsForYouInput): Promise<JobsForYouResult> {
  const preferences = await db
    .select()
    .from(jobPreferences)
    .where(and(eq(jobPreferences.userId, input.userId), inArray(jobPreferences.workArrangement, [...arrangementsOf[input.arrangement]])))
    .orderBy(asc(jobPreferences.id));
  if (preferences.length === 0) return { preferences: [], jobs: [] };

  const locationIds = preferences.map((p) => p.locationId).filter((id): id is number => id !== null);
  const inCountry = new Set(
    locationIds.length === 0
      ? []
      : (
          await db
            .select({ id: locations.id })
            .from(locations)
            .where(and(inArray(locations.id, locationIds), eq(locations.countryKey, input.country.key)))
        ).map((row) => row.id),
  );

  const perPreference: JobCard[][] = [];
  for (const preference of preferences) {
    const found: JobCard[] = [];
    const seen = new Set<number>();
    for (const search of searchesFor(preference, preference.locationId !== null && inCountry.has(preference.locationId))) {
      if (found.length >= input.size) break;
      const query = jobSearchQuerySchema.parse({ ...search, sort: 1, size: input.size, facets: 0 });
      const result = await searchJobs(db, { country: input.country, language: input.language, query, now: input.now });
      for (const job of result.jobs) {
        if (!seen.has(job.id)) {
          seen.add(job.id);
          found.push(job);
        }
      }
    }
    perPreference.push(found);
  }

  const jobs: JobCard[] = [];
  const taken = new Set<number>();
  for (let i = 0; jobs.length < input.size && perPreference.some((list) => i < list.length); i++) {
    for (const list of perPreference) {
      const job = list[i];
      if (job && !taken.has(job.id) && jobs.length < input.size) {
        taken.add(job.id);
        jobs.push(job);
      }
    }
  }
  return {
    preferences: preferences.map((p) => ({
      id: p.id,
      job_title: p.jobTitle,
      work_arrangement: p.workArrangement as 'onsite' | 'hybrid' | 'remote',
    })),
    jobs,
  };
}

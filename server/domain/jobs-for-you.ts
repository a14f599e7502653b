import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { type JobCard, type JobSearchQuery, jobSearchQuerySchema } from '@/lib/schemas/job';
import type { JobsForYouResult } from '@/lib/schemas/recommend';
import type { Database } from '../db/client';
import {
  appliedJobIds,
  behaviourFunctionIds,
  functionsOfTitles,
  locationIdsInCountry,
  mainFunctionIds,
  parentsOfTitles,
  preferencesOfArrangements,
  titleIdsNamed,
} from '../db/queries/jobs-for-you';
import type { jobPreferences } from '../db/schema';
import { searchJobs } from '../search/search-jobs';

type Preference = typeof jobPreferences.$inferSelect;

const arrangementsOf = { onsite: ['onsite', 'hybrid'], remote: ['remote'], all: ['onsite', 'hybrid', 'remote'] } as const;

/** How far back a seeker's applications and saves count as what they look for. */
const behaviourDays = 90;

/**
 * What a preference asks for in the taxonomy: its job titles (the chosen one, or the titles whose
 * name in any language is the text typed), their job functions and main functions. A typed title
 * that names none is searched by its words, and the job function most of the best matches share
 * stands in for it.
 */
interface Target {
  titleIds: number[];
  functionIds: number[];
  mainIds: number[];
}

async function taxonomyOf(db: Database, titleIds: number[]): Promise<Target> {
  if (titleIds.length === 0) return { titleIds, functionIds: [], mainIds: [] };
  const rows = await functionsOfTitles(db, titleIds);
  return { titleIds, functionIds: unique(rows.map((r) => Number(r.fn))), mainIds: unique(rows.map((r) => Number(r.main))) };
}

async function functionsOf(db: Database, functionIds: number[]): Promise<Target> {
  if (functionIds.length === 0) return { titleIds: [], functionIds: [], mainIds: [] };
  return { titleIds: [], functionIds, mainIds: unique(await mainFunctionIds(db, functionIds)) };
}

const unique = (ids: number[]) => [...new Set(ids)];

async function targetOf(db: Database, preference: Preference, site: SearchSite): Promise<Target> {
  if (preference.functionJobTitleId) return taxonomyOf(db, [preference.functionJobTitleId]);
  const text = preference.jobTitle.trim().toLocaleLowerCase();
  const named = await titleIdsNamed(db, text);
  if (named.length > 0) return taxonomyOf(db, named);
  // No title of that name: the job function most of the best word matches share.
  const query = jobSearchQuerySchema.parse({ query: preference.jobTitle, sort: 2, size: 10, facets: 0 });
  const best = await searchJobs(db, { ...site, query });
  const titles = best.jobs.map((job) => job.function_title?.id).filter((id): id is number => typeof id === 'number');
  const found = await taxonomyOf(db, unique(titles));
  if (found.functionIds.length === 0) return { titleIds: [], functionIds: [], mainIds: [] };
  const parents = await parentsOfTitles(db, unique(titles));
  const fnOf = new Map(parents.map((row) => [Number(row.id), Number(row.fn)]));
  const votes = new Map<number, number>();
  for (const id of titles) {
    const fn = fnOf.get(id);
    if (fn !== undefined) votes.set(fn, (votes.get(fn) ?? 0) + 1);
  }
  const [top] = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { ...(await functionsOf(db, top ? [top[0]] : [])), titleIds: [] };
}

/**
 * The searches one preference stands for, strictest first: its job title with its location,
 * job type and arrangement, then looser; then its job function the same way; then its main
 * function. A preference for on-site work takes hybrid jobs once the strict searches are spent,
 * then remote ones of the same title or function; a remote one only ever takes remote jobs.
 * Later searches only fill what earlier ones left.
 */
function searchesFor(preference: Preference, target: Target, locationInCountry: boolean): JobSearchQuery[] {
  const exact = { work_arrangements: preference.workArrangement };
  const loose = { work_arrangements: preference.workArrangement === 'remote' ? 'remote' : 'onsite,hybrid' };
  const place = locationInCountry && preference.locationId ? { job_locations: String(preference.locationId) } : {};
  const type = { job_types: String(preference.jobTypeId) };
  const title: JobSearchQuery =
    target.titleIds.length > 0 ? { function_job_title_ids: target.titleIds.join(',') } : { query: preference.jobTitle, sort: 2 };
  const searches: JobSearchQuery[] = [
    { ...title, ...exact, ...type, ...place },
    { ...title, ...exact, ...type },
    { ...title, ...loose },
  ];
  const fn = target.functionIds.length > 0 ? { job_function_ids: target.functionIds.join(',') } : null;
  if (fn) searches.push({ ...fn, ...exact, ...type, ...place }, { ...fn, ...exact }, { ...fn, ...loose });
  // Work in the same trade done remotely suits an on-site seeker better than another trade.
  if (preference.workArrangement !== 'remote') searches.push(title, ...(fn ? [fn] : []));
  if (target.mainIds.length > 0) searches.push({ main_functions: target.mainIds.join(','), ...loose });
  return searches.filter((search, i) => searches.findIndex((s) => JSON.stringify(s) === JSON.stringify(search)) === i);
}

interface SearchSite {
  country: Country;
  language: Language;
  now: Date;
}

/** The job functions of what the seeker applied to or saved lately, most often first (at most 3). */
async function behaviourFunctions(db: Database, userId: number, now: Date): Promise<number[]> {
  return behaviourFunctionIds(db, userId, new Date(now.getTime() - behaviourDays * 86_400_000));
}

export interface JobsForYouInput {
  userId: number;
  country: Country;
  language: Language;
  arrangement: keyof typeof arrangementsOf;
  size: number;
  now: Date;
  /** The companies the seeker blocked: their jobs are never recommended (platform spec §6). */
  excludeCompanyIds?: readonly number[];
}

/**
 * Jobs for a user from their job preferences and behaviour (the landing after login, the home's
 * "Recommended for you"): each preference's best matches (title, then job function, then main
 * function), taken in turn so every preference is represented, without repeats; then jobs of the
 * job functions the user applied to or saved lately. Jobs already applied to are left out. No
 * preference of the kind and no such activity: no jobs (the page shows the latest).
 */
export async function jobsForYou(db: Database, input: JobsForYouInput): Promise<JobsForYouResult> {
  const preferences = await preferencesOfArrangements(db, input.userId, [...arrangementsOf[input.arrangement]]);
  const site: SearchSite = { country: input.country, language: input.language, now: input.now };
  const applied = await appliedJobIds(db, input.userId);

  const locationIds = preferences.map((p) => p.locationId).filter((id): id is number => id !== null);
  const inCountry = new Set(locationIds.length === 0 ? [] : await locationIdsInCountry(db, locationIds, input.country.key));

  async function collect(searches: JobSearchQuery[]): Promise<JobCard[]> {
    const found: JobCard[] = [];
    const seen = new Set<number>(applied);
    for (const search of searches) {
      if (found.length >= input.size) break;
      const query = jobSearchQuerySchema.parse({ sort: 1, ...search, size: input.size, facets: 0 });
      const result = await searchJobs(db, { ...site, query, excludeCompanyIds: input.excludeCompanyIds });
      for (const job of result.jobs) {
        if (!seen.has(job.id)) {
          seen.add(job.id);
          found.push(job);
        }
      }
    }
    return found;
  }

  const perPreference: JobCard[][] = [];
  for (const preference of preferences) {
    const target = await targetOf(db, preference, site);
    perPreference.push(await collect(searchesFor(preference, target, preference.locationId !== null && inCountry.has(preference.locationId))));
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
  if (jobs.length < input.size) {
    const functions = await behaviourFunctions(db, input.userId, input.now);
    const arrangements = input.arrangement === 'remote' ? { work_arrangements: 'remote' } : input.arrangement === 'onsite' ? { work_arrangements: 'onsite,hybrid' } : {};
    const more = functions.length > 0 ? await collect([{ job_function_ids: functions.join(','), ...arrangements }]) : [];
    for (const job of more) {
      if (jobs.length >= input.size) break;
      if (!taken.has(job.id)) {
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

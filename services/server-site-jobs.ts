import 'server-only';
import { type CountryKey, countries } from '@/lib/countries';
import type { SiteJobCount } from '@/lib/talents-landing';
import { searchJobs } from './jobs';
import { serverHttp } from './server';

/** A site's open jobs: how many, how many remote, and how many per main function (by id). */
export interface SiteJobFacts extends SiteJobCount {
  mainFunctions: Record<string, number>;
}

const ttlMs = 60 * 1000;
let cached: { expires: number; facts: Promise<Map<CountryKey, SiteJobFacts | null>> } | null = null;

/** One site's counts from the documented job search: one result, its total and its facets. */
async function siteFacts(country: CountryKey): Promise<SiteJobFacts | null> {
  try {
    const result = await searchJobs(serverHttp({ country, language: 'en-us', device: 'web' }), { size: 1 });
    return {
      openJobs: result.total_num,
      remoteJobs: result.facets?.work_arrangements.remote ?? 0,
      mainFunctions: result.facets?.main_functions ?? {},
    };
  } catch {
    // A site the platform could not count is left to the country table (lib/talents-landing.ts).
    return null;
  }
}

/**
 * Every country site's open jobs, for the talents landing page, kept in this web process for a
 * minute: the page is rendered once per (language, site) and minute, and the counts are the same
 * for all of them, so the platform is asked 18 searches a minute at most, not 18 per render.
 */
export function serverSiteJobFacts(): Promise<Map<CountryKey, SiteJobFacts | null>> {
  if (cached && cached.expires > Date.now()) return cached.facts;
  const facts = Promise.all(countries.map(async (c) => [c.key, await siteFacts(c.key)] as const)).then((entries) => new Map(entries));
  const entry = { expires: Date.now() + ttlMs, facts };
  cached = entry;
  // If no site could be counted, the next render asks again rather than keep nothing for a minute.
  void facts.then((map) => {
    if ([...map.values()].every((value) => value === null) && cached === entry) cached = null;
  });
  return facts;
}

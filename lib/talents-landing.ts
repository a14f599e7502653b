import { type Country, type CountryKey, countries } from './countries';

/** The talents landing page (platform spec §2): `/{lang}/talents` on every site. */
export const talentsPath = '/talents';

/** When the page's own text last changed (its news and counts are live), for the sitemap. */
export const talentsUpdated = '2026-11-26';

/** What the platform says about a site's jobs right now; null when it could not say. */
export interface SiteJobCount {
  openJobs: number;
  remoteJobs: number;
}

/**
 * How the page's country list marks a site (platform spec §2: "a country list marked remote or
 * coming soon"), from the country table and the platform's open jobs:
 * - coming soon: the site is set up but has no open job yet;
 * - remote: the site has no country of its own (the International site, whose jobs are open
 *   worldwide), or every job open on it is remote;
 * - available: a country site with local jobs.
 * Without counts (the platform did not answer) the country table alone decides.
 */
export type SiteStatus = 'available' | 'remote' | 'coming-soon';

export function siteStatus(country: Pick<Country, 'region'>, count: SiteJobCount | null): SiteStatus {
  if (count && count.openJobs === 0) return 'coming-soon';
  if (country.region === null) return 'remote';
  if (count && count.remoteJobs === count.openJobs) return 'remote';
  return 'available';
}

export interface LandingSite {
  key: CountryKey;
  status: SiteStatus;
  /** Open jobs on the site; null when unknown. */
  openJobs: number | null;
}

/** Every country site of the country table, in its order, with its status. */
export function landingSites(counts: ReadonlyMap<CountryKey, SiteJobCount | null>): LandingSite[] {
  return countries.map((country) => {
    const count = counts.get(country.key) ?? null;
    return { key: country.key, status: siteStatus(country, count), openJobs: count?.openJobs ?? null };
  });
}

/** A carousel's items cut into pages of `perPage` (the last one may be shorter). */
export function carouselPages<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be a positive whole number, not ${perPage}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

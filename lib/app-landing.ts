import { type CountryKey, countries, internationalCountryKey } from './countries';

/**
 * The download-app landing page's country list (platform spec §2: "a country list marked remote
 * or coming soon"): every country site is open, the International site is marked remote (its
 * jobs are remote jobs open worldwide), and the regions below are marked coming soon.
 */
export const comingSoonRegions = ['AU', 'DE', 'KR', 'MX', 'TH', 'VN'] as const;

export type LandingCountry =
  | { kind: 'site'; key: CountryKey; remote: boolean }
  | { kind: 'coming-soon'; region: (typeof comingSoonRegions)[number] };

export function landingCountries(): LandingCountry[] {
  return [
    ...countries.map((c): LandingCountry => ({ kind: 'site', key: c.key, remote: c.key === internationalCountryKey })),
    ...comingSoonRegions.map((region): LandingCountry => ({ kind: 'coming-soon', region })),
  ];
}

/** The features the page presents, each with a heading and a text in the `DownloadApp` messages. */
export const appFeatures = ['chat', 'resume', 'interviews', 'alerts'] as const;

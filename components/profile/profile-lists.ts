import { regionName } from '@/lib/country-name';
import { countries } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';

export interface Choice {
  value: string | number;
  label: string;
}

/** The reference lists the profile forms offer, already in the reader's language. */
export interface ProfileLists {
  industries: Choice[];
  jobTypes: Choice[];
  xpLevels: Choice[];
  degrees: Choice[];
  noticePeriods: Choice[];
  jobSeekingStatuses: Choice[];
  languages: Choice[];
  languageProficiencies: Choice[];
  currencies: Choice[];
  locations: Choice[];
  countries: Choice[];
  dialCodes: Choice[];
}

/** The education level a job asks for when it asks for none (server/seed/reference/candidate-lists.ts). */
export const notRequiredDegree = 'not-required';

const byId = (items: { id: number; value: string }[]) => items.map((item) => ({ value: item.id, label: item.value }));

/**
 * Picks what the forms need from the config lists, so a page hands its islands a few small
 * arrays rather than every list. Country names come from the runtime's CLDR data.
 */
export function profileListsOf(lists: ConfigLists, language: Language): ProfileLists {
  const collator = new Intl.Collator(language.code);
  const realCountries = countries.filter((country) => country.region !== null);
  const countryChoices = realCountries
    .map((country) => ({ value: country.key, label: regionName(country.region as string, language.code) ?? country.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const dialCodes = [...new Set(realCountries.map((country) => country.dialCode).filter((code): code is NonNullable<typeof code> => code !== null))]
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((code) => ({
      value: code,
      label: `${code} ${new Intl.ListFormat(language.code).format(
        realCountries.filter((country) => country.dialCode === code).map((country) => regionName(country.region as string, language.code) ?? country.name),
      )}`,
    }));
  return {
    industries: byId(lists.industry_lists),
    jobTypes: byId(lists.job_types),
    xpLevels: byId(lists.xp_lvls),
    // "Not required" is a job's requirement, not a level a person holds.
    degrees: byId(lists.degrees.filter((degree) => degree.key !== notRequiredDegree)),
    noticePeriods: byId(lists.notice_period_lists),
    jobSeekingStatuses: byId(lists.job_seeking_status_lists ?? []),
    languages: byId(lists.language_lists ?? []),
    languageProficiencies: lists.language_proficiency_lists.map((item) => ({ value: item.key, label: item.value })),
    currencies: lists.currency_lists.map((item) => ({ value: item.key, label: item.display_value })),
    locations: lists.location_lists.flatMap((region) =>
      region.locations.map((location) => ({
        value: location.id,
        label: location.value === region.value ? location.value : `${location.value}, ${region.value}`,
      })),
    ),
    countries: countryChoices,
    dialCodes,
  };
}

/** The label of a value in a list, or null when it is not (or no longer) in it. */
export function labelOf(choices: Choice[], value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return choices.find((choice) => choice.value === value)?.label ?? null;
}

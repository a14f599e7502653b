import { type CountryKey, countries, internationalCountryKey } from '@/lib/countries';

/** A country's name in the reader's language, from the runtime's CLDR data. */
export function countryDisplayName(key: CountryKey, languageCode: string, internationalName: string): string {
  if (key === internationalCountryKey) return internationalName;
  const country = countries.find((c) => c.key === key);
  const region = country?.region;
  if (!region) return country?.name ?? key;
  return new Intl.DisplayNames([languageCode], { type: 'region' }).of(region) ?? country.name;
}

/** Every country site as an option, sorted by its name in the reader's language. */
export function countryOptions(languageCode: string, internationalName: string) {
  const collator = new Intl.Collator(languageCode);
  return countries
    .map((c) => ({ value: c.key, label: countryDisplayName(c.key, languageCode, internationalName) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

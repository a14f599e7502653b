import { countryDisplayName, countryInText } from '@/lib/country-name';
import { type Country, countries } from '@/lib/countries';
import type { PhoneCountry } from './phone-step';

/**
 * The countries and regions a login code can be texted to (those whose SMS the platform allows),
 * named in the reader's language; null when the site's own country does not allow SMS.
 */
export function phoneCountriesFor(site: Country, languageCode: string, internationalName: string): PhoneCountry[] | null {
  if (!site.smsAllowed) return null;
  const collator = new Intl.Collator(languageCode);
  return countries
    .filter((c) => c.smsAllowed && c.dialCode)
    .map((c) => {
      const name = countryDisplayName(c.key, languageCode, internationalName);
      const inText = countryInText(c.key, languageCode, internationalName);
      return { key: c.key, name, ...(inText === name ? {} : { inText }), dialCode: c.dialCode as string };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

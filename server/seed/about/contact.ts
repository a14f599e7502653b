import type { CountryKey } from '../../../lib/countries';
import { internationalHubCountries } from '../../../lib/job-posting';
import type { Random } from '../random';
import type { PlacedLocation } from '../reference/locations';

/**
 * A switchboard number as the country writes it in international form (`#` is a random digit).
 * The UK and North America use the ranges set aside for fiction (020 7946 0xxx, 555-01xx), as
 * the site's own offices do (lib/offices.ts); elsewhere a main city's landline pattern.
 */
const phonePatterns: Record<string, readonly string[]> = {
  PH: ['+63 2 8### ####'],
  SG: ['+65 6### ####'],
  ID: ['+62 21 #### ####'],
  JP: ['+81 3-####-####', '+81 6-####-####'],
  MY: ['+60 3-#### ####'],
  HK: ['+852 2### ####', '+852 3### ####'],
  TW: ['+886 2 ####-####'],
  MO: ['+853 28## ####'],
  LK: ['+94 11 ### ####'],
  NG: ['+234 1 ### ####'],
  TR: ['+90 212 ### ## ##', '+90 216 ### ## ##'],
  GB: ['+44 20 7946 0###'],
  US: ['+1 212 555 01##', '+1 415 555 01##', '+1 312 555 01##'],
  CA: ['+1 416 555 01##', '+1 604 555 01##'],
  BR: ['+55 11 ####-####'],
  AE: ['+971 4 ### ####'],
  IN: ['+91 80 #### ####', '+91 22 #### ####'],
  DE: ['+49 30 ########'],
  NL: ['+31 20 ### ####'],
  AU: ['+61 2 #### ####'],
};

/**
 * Where a company is registered (ISO 3166-1 alpha-2): the site's own country, or on the
 * International site the country of the hub it sits in.
 */
export function registeredCountryOf(countryKey: CountryKey, region: string | null, location: PlacedLocation): string {
  if (countryKey !== 'com' && region) return region;
  return internationalHubCountries[location.seoValue] ?? 'US';
}

export function companyPhone(random: Random, registeredCountry: string): string | null {
  const patterns = phonePatterns[registeredCountry];
  if (!patterns) return null;
  return random.pick(patterns).replace(/#/g, () => String(random.int(0, 9)));
}

const mailboxes = ['careers', 'hr', 'jobs', 'recruitment', 'talent', 'hello', 'contact'] as const;

/** A mailbox on the company's own domain (its website's, a reserved `.example` name). */
export function companyEmail(random: Random, website: string | null | undefined): string | null {
  if (!website) return null;
  const host = new URL(website).hostname.replace(/^www\./, '');
  return `${random.pick(mailboxes)}@${host}`;
}

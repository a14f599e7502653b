import { type Country, type CountryKey, countryByKey } from '../../lib/countries';
import { type MarketProfile, markets } from './markets';
import { currencies, currencyCodeOf } from './reference/currencies';
import { degrees, xpLevels } from './reference/candidate-lists';
import { financingStages } from './reference/company-lists';
import { industries } from './reference/industries';
import { jobFunctionTree } from './reference/job-functions';
import { jobTypes } from './reference/job-lists';
import { type AddressStyle, type PlacedLocation, geographies, locationsOf } from './reference/locations';
import type { RefItem } from './reference/ref-item';

/** Everything the generators need to know about one country, looked up once per country. */
export interface CountryContext {
  country: Country;
  market: MarketProfile;
  currency: string;
  now: Date;
  addressStyle: AddressStyle;
  locationWeights: [PlacedLocation, number][];
  /** Industry id → how common employers of that industry are in the market. */
  industryWeights: [number, number][];
  regionSeoById: Map<number, string>;
}

export function countryContext(countryKey: CountryKey, now: Date): CountryContext {
  const country = countryByKey(countryKey);
  const geography = geographies[countryKey];
  const locations = locationsOf(countryKey);
  // Jobs would quote a currency the config lists (and salary filters) know nothing about.
  if (!currencies.some((item) => currencyCodeOf(item) === country.currency)) {
    throw new Error(`No currency reference item for ${country.currency}`);
  }
  return {
    country,
    market: markets[countryKey],
    currency: country.currency,
    now,
    addressStyle: geography.addressStyle,
    locationWeights: locations.map((location) => [location, location.weight]),
    industryWeights: industries.map((item) => [item.id, markets[countryKey].industryWeights[item.id] ?? 1]),
    regionSeoById: new Map(geography.regions.map((r) => [r.id, r.seoValue])),
  };
}

function byKey(items: RefItem[]): Map<string, RefItem> {
  return new Map(items.map((item) => [item.key, item]));
}

function byId(items: RefItem[]): Map<number, RefItem> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Reference lists indexed for the generators (they are static, so built once). */
export const refs = {
  industries: byId(industries),
  financingStages: byKey(financingStages),
  jobTypes: byKey(jobTypes),
  xpLevels: byId(xpLevels),
  degrees: byId(degrees),
};

/** Main functions by id, for picking a sub-function and title under a chosen main function. */
export const mainFunctions = new Map(jobFunctionTree.map((main) => [main.id, main]));

import type { CountryKey } from '../../../../lib/countries';
import type { SeedLabels } from '../labels';

/** How a street address is written in a country (number before or after the street, units, …). */
export type AddressStyle = 'western' | 'us' | 'unit' | 'hk' | 'jp' | 'tw' | 'mo' | 'br' | 'tr' | 'id' | 'ae' | 'in' | 'de';

export interface LocationSeed {
  id: number;
  /** ASCII, lower-case, hyphenated; unique within the country; used in `…-jobs-in-{location}`. */
  seoValue: string;
  labels: SeedLabels;
  latitude: number;
  longitude: number;
  /** Relative share of the country's jobs and companies; the economic centre weighs most. */
  weight: number;
  /** Real streets or business districts of the city, for registered addresses. */
  streets: string[];
  /** Only the International site mixes hubs from several countries. */
  addressStyle?: AddressStyle;
}

export interface RegionSeed {
  id: number;
  seoValue: string;
  labels: SeedLabels;
  locations: LocationSeed[];
}

export interface CountryGeography {
  countryKey: CountryKey;
  addressStyle: AddressStyle;
  regions: RegionSeed[];
}

export function region(id: number, seoValue: string, labels: SeedLabels, locations: LocationSeed[]): RegionSeed {
  return { id, seoValue, labels, locations };
}

export function place(
  id: number,
  seoValue: string,
  labels: SeedLabels,
  [latitude, longitude]: [number, number],
  weight: number,
  streets: string[],
  addressStyle?: AddressStyle,
): LocationSeed {
  return { id, seoValue, labels, latitude, longitude, weight, streets, ...(addressStyle ? { addressStyle } : {}) };
}

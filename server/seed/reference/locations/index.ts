import type { CountryKey } from '../../../../lib/countries';
import { brazil, canada, unitedKingdom, unitedStates } from './americas-europe';
import { hongKong, macau, taiwan } from './greater-china';
import { international } from './international';
import { india, nigeria, sriLanka, turkiye, unitedArabEmirates } from './south-asia-africa-middle-east';
import { indonesia, japan, malaysia, philippines, singapore } from './southeast-asia';
import type { CountryGeography, LocationSeed, RegionSeed } from './types';

export type { AddressStyle, CountryGeography, LocationSeed, RegionSeed } from './types';

export const geographies: Record<CountryKey, CountryGeography> = {
  ph: philippines,
  sg: singapore,
  id: indonesia,
  jp: japan,
  my: malaysia,
  hk: hongKong,
  tw: taiwan,
  mo: macau,
  lk: sriLanka,
  ng: nigeria,
  tr: turkiye,
  gb: unitedKingdom,
  us: unitedStates,
  br: brazil,
  ae: unitedArabEmirates,
  ca: canada,
  in: india,
  com: international,
};

export interface PlacedLocation extends LocationSeed {
  countryKey: CountryKey;
  regionId: number;
  sort: number;
}

export function locationsOf(countryKey: CountryKey): PlacedLocation[] {
  let sort = 0;
  return geographies[countryKey].regions.flatMap((r: RegionSeed) =>
    r.locations.map((location) => ({ ...location, countryKey, regionId: r.id, sort: ++sort })),
  );
}

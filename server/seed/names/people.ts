import type { CountryKey } from '../../../lib/countries';
import type { Random } from '../random';
import type { TextLanguage } from '../reference/labels';
import { asiaNames } from './people-asia';
import type { NamePool } from './people-types';
import { worldNames } from './people-world';

const pools: Record<CountryKey, NamePool> = { ...asiaNames, ...worldNames };

export interface PersonName {
  firstName: string;
  lastName: string;
  /** As the name is written in running text ("Maria Santos", "佐藤 美咲", "陳怡君"). */
  fullName: string;
}

/** A local name; in the local script when the company writes in the local language. */
export function pickPersonName(random: Random, countryKey: CountryKey, language: TextLanguage): PersonName {
  const pool = pools[countryKey];
  const native = pool.native?.language === language ? pool.native : undefined;
  const firstName = random.pick(native?.given ?? pool.given);
  const lastName = random.pick(native?.family ?? pool.family);
  const fullName = native?.familyFirst
    ? `${lastName}${native.separator}${firstName}`
    : `${firstName}${native?.separator ?? ' '}${lastName}`;
  return { firstName, lastName, fullName };
}

/** Family names, for companies named after their founding family ("Santos Engenharia"). */
export function familyNames(countryKey: CountryKey, language: TextLanguage): string[] {
  const pool = pools[countryKey];
  return pool.native?.language === language ? pool.native.family : pool.family;
}

import 'server-only';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { serverConfigLists } from '@/services/server-config';

/** The country's locations by id, named in the reader's language; empty when the lists cannot be read. */
export async function locationNames(country: CountryKey, language: LanguageSlug): Promise<Record<string, string>> {
  try {
    const lists = await serverConfigLists(country, language);
    return Object.fromEntries(lists.location_lists.flatMap((region) => region.locations.map((location) => [String(location.id), location.value])));
  } catch {
    return {};
  }
}

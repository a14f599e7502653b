import 'server-only';
import type { CountryKey } from '@/lib/countries';
import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { getConfigLists } from './config';
import { serverHttp } from './server';

const ttlMs = 10 * 60 * 1000;
const cache = new Map<string, { expires: number; lists: Promise<ConfigLists> }>();

/**
 * Config lists for server rendering, kept in this web process for ten minutes per (country,
 * language): every search page needs them and they change only with a deploy of the platform.
 */
export function serverConfigLists(country: CountryKey, language: LanguageSlug): Promise<ConfigLists> {
  const key = `${country}:${language}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.lists;
  const lists = getConfigLists(serverHttp({ country, language, device: 'web' }), languageBySlug(language).code);
  cache.set(key, { expires: Date.now() + ttlMs, lists });
  lists.catch(() => cache.delete(key));
  return lists;
}

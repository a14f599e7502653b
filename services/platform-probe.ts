import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { contextHeaders } from './http-base';

/**
 * What the middleware's questions to the platform share (services/detail-exists.ts,
 * services/search-exists.ts): a GET with a visitor's context headers and a time bound, and
 * answers kept for a while.
 */
export interface PlatformProbeOptions {
  apiUrl: string;
  /** How long an answer is reused: the page's own revalidation window. */
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

/** GET `path` of the platform as the site's web visitor would, given up after `timeoutMs`. */
export function platformProbe({ apiUrl, timeoutMs = 3_000, fetcher = (input, init) => fetch(input, init) }: PlatformProbeOptions) {
  return (path: string, country: CountryKey, language: LanguageSlug): Promise<Response> =>
    fetcher(`${apiUrl}${path}`, {
      headers: contextHeaders({ country, language, device: 'web' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
}

/** Answers kept for `ttlMs`, at most `maxEntries` (oldest out first). */
export function answerCache<T>({ ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: PlatformProbeOptions) {
  const known = new Map<string, { value: T; until: number }>();
  return {
    /** The kept answer while it is fresh (in a box, so that `false` is an answer too). */
    fresh(key: string): { value: T } | undefined {
      const hit = known.get(key);
      return hit && hit.until > now() ? hit : undefined;
    },
    keep(key: string, value: T): void {
      known.delete(key);
      known.set(key, { value, until: now() + ttlMs });
      if (known.size > maxEntries) known.delete(known.keys().next().value as string);
    },
  };
}

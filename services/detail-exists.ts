import type { CountryKey } from '@/lib/countries';
import { idFromSlug } from '@/lib/job-url';
import type { LanguageSlug } from '@/lib/languages';
import { contextHeaders } from './http-base';

/** A job or company page's subject, read from its public path (`/{lang}/job/{title}-{id}`…). */
export interface DetailTarget {
  kind: 'job' | 'company';
  id: number;
}

export function detailTarget(pathname: string): DetailTarget | null {
  const [, , section, slug] = pathname.split('/');
  if ((section !== 'job' && section !== 'company') || !slug) return null;
  const id = idFromSlug(slug);
  return id === null ? null : { kind: section, id };
}

/** The documented calls the pages themselves load (services/jobs.ts getJob, services/companies.ts getCompany). */
const detailPath = { job: (id: number) => `/job/${id}`, company: (id: number) => `/company/${id}` } as const;

export interface DetailExistenceOptions {
  apiUrl: string;
  /** How long an answer is reused; a page's own revalidation window. */
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

/**
 * Whether the job or company a page names exists on this site, asked of the platform before the
 * page renders: Next.js renders a page's own notFound() without the site's frame (no
 * `<html lang dir>`, no localised title), so the middleware answers the branded not-found page
 * for it instead (docs/decisions/0046). Answers are kept for `ttlMs`, at most `maxEntries`
 * (oldest out first). A platform that fails or cannot be reached is not a "no": the page renders
 * and says what went wrong itself.
 */
export function createDetailExistence({
  apiUrl,
  ttlMs = 60_000,
  maxEntries = 10_000,
  timeoutMs = 3_000,
  fetcher = (input, init) => fetch(input, init),
  now = Date.now,
}: DetailExistenceOptions) {
  const known = new Map<string, { exists: boolean; until: number }>();
  return async function exists(target: DetailTarget, country: CountryKey, language: LanguageSlug): Promise<boolean> {
    const key = `${country}:${target.kind}:${target.id}`;
    const cached = known.get(key);
    if (cached && cached.until > now()) return cached.exists;
    let status: number;
    try {
      const response = await fetcher(`${apiUrl}${detailPath[target.kind](target.id)}`, {
        headers: contextHeaders({ country, language, device: 'web' }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      return true;
    }
    if (status !== 200 && status !== 404) return true;
    known.delete(key);
    known.set(key, { exists: status === 200, until: now() + ttlMs });
    if (known.size > maxEntries) known.delete(known.keys().next().value as string);
    return status === 200;
  };
}

import type { CountryKey } from '@/lib/countries';
import { idFromSlug } from '@/lib/job-url';
import type { LanguageSlug } from '@/lib/languages';
import { answerCache, type PlatformProbeOptions, platformProbe } from './platform-probe';

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

export type DetailExistenceOptions = PlatformProbeOptions;

/**
 * Whether the job or company a page names exists on this site, asked of the platform before the
 * page renders: Next.js renders a page's own notFound() without the site's frame (no
 * `<html lang dir>`, no localised title), so the middleware answers the branded not-found page
 * for it instead (docs/decisions/0046). Answers are kept for `ttlMs`, at most `maxEntries`
 * (oldest out first). A platform that fails or cannot be reached is not a "no": the page renders
 * and says what went wrong itself.
 */
export function createDetailExistence(options: DetailExistenceOptions) {
  const get = platformProbe(options);
  const known = answerCache<boolean>(options);
  return async function exists(target: DetailTarget, country: CountryKey, language: LanguageSlug): Promise<boolean> {
    const key = `${country}:${target.kind}:${target.id}`;
    const cached = known.fresh(key);
    if (cached) return cached.value;
    let status: number;
    try {
      const response = await get(detailPath[target.kind](target.id), country, language);
      status = response.status;
      await response.body?.cancel();
    } catch {
      return true;
    }
    if (status !== 200 && status !== 404) return true;
    known.keep(key, status === 200);
    return status === 200;
  };
}

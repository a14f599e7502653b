import { getTranslations } from 'next-intl/server';
import type { ConfigLists } from '@/lib/schemas/config';
import { hasAlertFilter, type JobAlertSearch, jobAlertSearchKeys } from '@/lib/schemas/job-alerts';
import { type FilterOptions, toJobSearchQuery } from '@/lib/search-query';
import type { SearchLocation } from '@/lib/search-url';

/** The create-alert address for a search: the search API's own parameters, so the alert searches exactly what the page shows. */
export function alertCreateHref(language: string, search: SearchLocation, lists: ConfigLists, options: FilterOptions): string | null {
  const mapped = toJobSearchQuery(search, lists, options, 1);
  if (!mapped) return null;
  const params = new URLSearchParams();
  for (const key of jobAlertSearchKeys) {
    const value = mapped.query[key as keyof typeof mapped.query];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (!hasAlertFilter(Object.fromEntries(params) as Partial<JobAlertSearch>)) return null;
  return `/${language}/job-alerts/create?${params}`;
}

/**
 * "Get alerts for this search" on a search page: a plain server-rendered link (the search page
 * carries no client code for it); the create page behind it is signed-in.
 */
export async function SearchAlertLink({ href }: { href: string | null }) {
  if (!href) return null;
  const t = await getTranslations('JobAlerts');
  return (
    <p className="search-page__alert">
      <a href={href} rel="nofollow">
        {t('getAlerts')}
      </a>{' '}
      <span style={{ color: '#57606a', fontSize: '.9rem' }}>{t('getAlertsHint')}</span>
    </p>
  );
}

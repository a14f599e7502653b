import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Country } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { serverConfigLists } from '@/services/server-config';
import { type AlertFilterNames, alertFilterNames } from './alert-summary';

/**
 * What an alert's locations and filters are called, in the reader's language, with the labels
 * the search page uses (the config lists, JobCard's work arrangements, Filters' verified
 * companies); locations and lists empty when the lists cannot be read.
 */
export async function filterNames(country: Country, language: LanguageSlug, locale: string): Promise<AlertFilterNames> {
  const [tc, tf] = await Promise.all([getTranslations({ locale, namespace: 'JobCard' }), getTranslations({ locale, namespace: 'Filters' })]);
  const labels = { workArrangement: { onsite: tc('onsite'), hybrid: tc('hybrid'), remote: tc('remote') }, verified: tf('verifiedOnly') };
  const lists = await serverConfigLists(country.key, language).catch(() => null);
  const empty = { location_lists: [], job_types: [], xp_lvls: [], degrees: [], job_category_lists: [], main_functions: [], job_functions: [], function_titles: [], salary_range_filters: [] };
  return alertFilterNames(lists ?? empty, labels, country.currency);
}

import type { JobAlertWireSearch } from '@/lib/schemas/job-alerts';
import type { ConfigLists } from '@/lib/schemas/config';
import { salaryBoundsOf } from '@/lib/salary-filters';

/** The alert's filters that name items of a list, by their wire key (ids joined by commas). */
const listKeys = [
  'job_types',
  'work_arrangements',
  'xp_lvls',
  'degrees',
  'job_categories',
  'main_functions',
  'job_function_ids',
  'function_job_title_ids',
] as const;
type ListKey = (typeof listKeys)[number];

/**
 * What an alert's filters are called on the search page, in the reader's language (issue 33
 * item 4: "Filters: 1" said nothing): made on the server from the config lists and handed to the
 * alerts list as plain data.
 */
export interface AlertFilterNames {
  locations: Record<string, string>;
  lists: Record<ListKey, Record<string, string>>;
  /** The country's salary filters with the bounds the search puts in an alert. */
  salaries: { from: number; to: number | null; label: string }[];
  /** The site's currency, for a salary range no filter has. */
  currency: string;
  verified: string;
}

type NameLists = Pick<
  ConfigLists,
  'location_lists' | 'job_types' | 'xp_lvls' | 'degrees' | 'job_category_lists' | 'main_functions' | 'job_functions' | 'function_titles' | 'salary_range_filters'
>;

const byId = (items: { id: number | string; value: string }[]) => Object.fromEntries(items.map((item) => [String(item.id), item.value]));

export function alertFilterNames(
  lists: NameLists,
  labels: { workArrangement: Record<string, string>; verified: string },
  currency: string,
): AlertFilterNames {
  return {
    locations: byId(lists.location_lists.flatMap((region) => region.locations)),
    lists: {
      job_types: byId(lists.job_types),
      work_arrangements: labels.workArrangement,
      xp_lvls: byId(lists.xp_lvls),
      degrees: byId(lists.degrees),
      job_categories: byId(lists.job_category_lists.flatMap((category) => [category, ...category.sub_list])),
      main_functions: byId(lists.main_functions),
      job_function_ids: byId(lists.job_functions),
      function_job_title_ids: byId(lists.function_titles),
    },
    salaries: lists.salary_range_filters.flatMap((filter) => {
      const bounds = salaryBoundsOf(filter.key);
      return bounds ? [{ from: bounds.from, to: bounds.to ?? null, label: filter.value }] : [];
    }),
    currency,
    verified: labels.verified,
  };
}

export interface AlertSummary {
  keyword: string | null;
  locations: string[];
  /** Each filter's options as the search page names them; several of one filter as a list ("Full-time or Contract"). */
  filters: string[];
  /** Companies chosen by id, which the lists do not name. */
  companies: number;
}

const idsOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** How an alert reads in a list: its keyword, its locations' names and its filters by name, in `locale`. */
export function alertSummary(search: JobAlertWireSearch, names: AlertFilterNames, locale: string): AlertSummary {
  const keyword = typeof search.query === 'string' && search.query.trim() ? search.query.trim() : null;
  const locations = idsOf(search.job_locations).flatMap((id) => names.locations[id] ?? []);
  // One filter with several options finds jobs with any of them.
  const anyOf = new Intl.ListFormat(locale, { type: 'disjunction' });
  const filters: string[] = [];
  for (const key of listKeys) {
    const labels = idsOf(search[key]).flatMap((id) => names.lists[key][id] ?? []);
    if (labels.length > 0) filters.push(anyOf.format(labels));
  }
  const salary = salaryName(search, names, locale);
  if (salary) filters.push(salary);
  if (Number(search.is_company_verified) === 1) filters.push(names.verified);
  return { keyword, locations, filters, companies: idsOf(search.company_ids).length };
}

function salaryName(search: JobAlertWireSearch, names: AlertFilterNames, locale: string): string | null {
  if (search.salary_from === undefined && search.salary_to === undefined) return null;
  const from = Number(search.salary_from ?? 0);
  const to = search.salary_to === undefined ? null : Number(search.salary_to);
  const filter = names.salaries.find((salary) => salary.from === from && salary.to === to);
  if (filter) return filter.label;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: names.currency, currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 });
  return to === null ? `${money.format(from)}+` : money.formatRange(from, to);
}

/** The alert's filters as one line ("Full-time · Remote · ₱30K - ₱50K"); `companies` words the count of companies. */
export function alertFilterLine(summary: AlertSummary, companies: (count: number) => string): string {
  return [...summary.filters, ...(summary.companies > 0 ? [companies(summary.companies)] : [])].join(' · ');
}

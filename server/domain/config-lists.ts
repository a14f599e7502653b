import { countries, type Country } from '@/lib/countries';
import { functionKey, functionTitleKey } from '@/lib/job-functions';
import type { Language } from '@/lib/languages';
import type { ConfigLists, Option } from '@/lib/schemas/config';
import type { Database } from '../db/client';
import { listAllJobFunctions, listAllRefItems, listLocationsOf, listRegionsOf } from '../db/queries/reference-data';
import type { jobFunctions, refItems } from '../db/schema';
import { labelIn } from './labels';
import { salaryFilterLabel } from './salary-filter-labels';

type RefRow = typeof refItems.$inferSelect;

/** ref_items list name → the config list(s) it feeds. */
const optionLists = {
  industries: ['industry_lists'],
  xp_lvls: ['xp_lvls'],
  degrees: ['educations', 'degrees'],
  job_types: ['job_types'],
  company_sizes: ['company_sizes'],
  financing_stages: ['company_financing_stage_lists'],
  notice_periods: ['notice_period_lists'],
  job_benefits: ['job_benefit_lists'],
  job_alert_frequencies: ['subscibe_job_frequency_lists'],
  genders: ['gender_lists'],
  language_proficiencies: ['language_proficiency_lists'],
  social_types: ['social_types'],
  job_seeking_statuses: ['job_seeking_status_lists'],
  spoken_languages: ['language_lists'],
} as const;

/** A salary filter in the reader's units; a row without stored bounds keeps its stored label. */
function filterLabel(row: RefRow, language: Language, country: Country): string {
  const from = Number(row.extra?.from);
  const to = row.extra?.to === null || row.extra?.to === undefined ? null : Number(row.extra.to);
  if (!Number.isFinite(from) || (to !== null && !Number.isFinite(to))) return labelIn(row.labels, language);
  return salaryFilterLabel({ key: row.key, from, to }, String(row.extra?.currency ?? country.currency), language, country);
}

function toOption(row: RefRow, language: Language): Option {
  return { id: row.id, key: row.key, value: labelIn(row.labels, language), seo_value: row.seoValue };
}

/**
 * Every configuration list of the core spec §3 for one country and language: reference lists
 * localised, the country's locations and salary filters, and the job function taxonomy with
 * its derived keys.
 */
export async function buildConfigLists(db: Database, country: Country, language: Language): Promise<ConfigLists> {
  const [refs, regionRows, functionRows] = await Promise.all([
    listAllRefItems(db),
    listRegionsOf(db, country.key),
    listAllJobFunctions(db),
  ]);
  const locationRows = regionRows.length === 0 ? [] : await listLocationsOf(db, regionRows.map((r) => r.id));

  const byList = new Map<string, RefRow[]>();
  for (const row of refs) byList.set(row.list, [...(byList.get(row.list) ?? []), row]);
  const list = (name: string) => byList.get(name) ?? [];

  const options = {} as Record<(typeof optionLists)[keyof typeof optionLists][number], Option[]>;
  for (const [source, targets] of Object.entries(optionLists)) {
    const values = list(source).map((row) => toOption(row, language));
    for (const target of targets) options[target] = values;
  }

  const entry = (row: typeof jobFunctions.$inferSelect) => ({
    id: row.id,
    value: labelIn(row.labels, language),
    seo_value: row.seoValue,
    key: row.level === 3 ? functionTitleKey(row.seoValue, row.id) : functionKey(row.seoValue),
  });
  const mains = functionRows.filter((r) => r.level === 1);
  const subs = functionRows.filter((r) => r.level === 2);
  const titles = functionRows.filter((r) => r.level === 3);

  const mainJobFunctionLists = mains.map((main) => ({
    ...entry(main),
    sub_function_list: subs
      .filter((sub) => sub.parentId === main.id)
      .map((sub) => ({ ...entry(sub), job_titles: titles.filter((t) => t.parentId === sub.id).map(entry) })),
  }));

  return {
    ...options,
    country_lists: countries.map((c) => ({
      id: c.id,
      key: c.key,
      value: c.name,
      code: c.dialCode,
      is_sms_allowed: c.smsAllowed ? 1 : 0,
    })),
    currency_lists: list('currencies').map((row) => ({
      id: row.id,
      key: row.key,
      display_value: `${row.key.toUpperCase()} ${String(row.extra?.symbol ?? '')}`.trim(),
    })),
    report_job_reasons: list('report_job_reasons').map((row) => ({
      ...toOption(row, language),
      description: labelIn((row.extra?.description ?? {}) as Record<string, string>, language),
      category: String(row.extra?.category ?? ''),
    })),
    salary_range_filters: list('salary_range_filters')
      .filter((row) => row.extra?.currency === country.currency)
      .map((row) => ({ id: row.id, key: row.key, value: filterLabel(row, language, country), currency: country.currency })),
    location_lists: regionRows.map((region) => ({
      id: region.id,
      value: labelIn(region.labels, language),
      seo_value: region.seoValue,
      locations: locationRows
        .filter((l) => l.regionId === region.id)
        .map((l) => ({
          id: l.id,
          value: labelIn(l.labels, language),
          seo_value: l.seoValue,
          latitude: l.latitude,
          longitude: l.longitude,
          region_display_name: labelIn(region.labels, language),
        })),
    })),
    job_category_lists: mainJobFunctionLists.map((main) => ({
      id: main.id,
      key: main.key,
      value: main.value,
      seo_value: main.seo_value,
      sub_list: main.sub_function_list.map((sub) => ({
        id: sub.id,
        key: sub.key,
        value: sub.value,
        seo_value: sub.seo_value,
      })),
    })),
    main_job_function_lists: mainJobFunctionLists,
    main_functions: mains.map(entry),
    job_functions: subs.map((sub) => ({ ...entry(sub), main_function_id: sub.parentId ?? 0 })),
    function_titles: titles.map((title) => ({ ...entry(title), job_function_id: title.parentId ?? 0 })),
    recruiter_role_permissions: [],
  };
}

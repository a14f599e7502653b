import { degrees, genders, languageProficiencies, noticePeriods, xpLevels } from './candidate-lists';
import { companySizes, financingStages } from './company-lists';
import { currencies } from './currencies';
import { industries } from './industries';
import { jobAlertFrequencies, jobBenefits, jobTypes, socialTypes } from './job-lists';
import type { RefItem } from './ref-item';
import { jobSeekingStatuses, spokenLanguages } from './profile-lists';
import { reportJobReasons } from './report-job-reasons';
import { salaryRangeFilters } from './salary-range-filters';

/** Every ref_items list by the exact name the platform serves it under. */
export const refLists = {
  industries,
  xp_lvls: xpLevels,
  degrees,
  job_types: jobTypes,
  company_sizes: companySizes,
  financing_stages: financingStages,
  notice_periods: noticePeriods,
  job_benefits: jobBenefits,
  currencies,
  salary_range_filters: salaryRangeFilters,
  report_job_reasons: reportJobReasons,
  job_alert_frequencies: jobAlertFrequencies,
  genders,
  language_proficiencies: languageProficiencies,
  social_types: socialTypes,
  job_seeking_statuses: jobSeekingStatuses,
  spoken_languages: spokenLanguages,
} satisfies Record<string, RefItem[]>;

export type RefListName = keyof typeof refLists;

export interface RefItemRow {
  list: RefListName;
  id: number;
  key: string;
  seoValue: string | null;
  sort: number;
  labels: RefItem['labels'];
  extra: Record<string, unknown> | null;
}

export function refItemRows(): RefItemRow[] {
  return (Object.entries(refLists) as [RefListName, RefItem[]][]).flatMap(([list, items]) =>
    items.map((item, index) => ({
      list,
      id: item.id,
      key: item.key,
      seoValue: item.seoValue ?? null,
      sort: index + 1,
      labels: item.labels,
      extra: item.extra ?? null,
    })),
  );
}

import type { Country } from '@/lib/countries';
import { functionTitleKey } from '@/lib/job-functions';
import type { Language } from '@/lib/languages';
import type { CompanySuggestion, JobTitleSuggestion } from '@/lib/schemas/company';
import type { Database } from '../db/client';
import { findCompanySuggestions, findJobTitleSuggestions } from '../db/queries/search/suggestions';
import { labelIn } from '../domain/labels';

/**
 * The country's companies whose name contains the text (any script; the trigram index serves
 * it), or reads like it (trigram similarity, for a typo). Names starting with it come first.
 */
export async function suggestCompanies(
  db: Database,
  input: { query: string; size: number; country: Country; language: Language; now: Date; withOpenJobs?: boolean },
): Promise<CompanySuggestion[]> {
  const rows = await findCompanySuggestions(db, {
    query: input.query,
    size: input.size,
    countryKey: input.country.key,
    now: input.now,
    withOpenJobs: input.withOpenJobs,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    logo_color: row.logo_color,
    is_verified: row.verification_status === 'verified',
    industry: { id: Number(row.industry_id), value: row.industry_labels ? labelIn(row.industry_labels, input.language) : '' },
    active_jobs_count: Number(row.active_jobs_count),
  }));
}

/**
 * Job titles of the taxonomy (level 3) whose label in any language contains the text, in the
 * request's language: a Japanese speaker on the English site still finds "Software Engineer"
 * by typing ソフトウェア. Labels starting with it, in the request's language first, lead.
 */
export async function searchJobTitles(
  db: Database,
  input: { query: string; size: number; language: Language; openIn?: { country: Country; now: Date } },
): Promise<JobTitleSuggestion[]> {
  const { openIn } = input;
  const rows = await findJobTitleSuggestions(db, {
    query: input.query,
    size: input.size,
    languageCode: input.language.code,
    openIn: openIn ? { countryKey: openIn.country.key, now: openIn.now } : undefined,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    value: labelIn(row.labels, input.language),
    seo_value: row.seo_value,
    key: functionTitleKey(row.seo_value, Number(row.id)),
    job_function_id: Number(row.job_function_id),
    main_function_id: Number(row.main_function_id ?? 0),
  }));
}

import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { WorkArrangement } from '@/lib/schemas/job';
import type { Database } from '../client';
import { executeNamed, intArray } from '../named-statement';
import { rowsOf } from '../rows';
import type { Labels } from '../schema';

/** Fit's reading of a seeker and of a page of jobs (server/fit/load scores them, docs/decisions/0081). */

/** The profile object of fit's statement. */
export interface FitProfileJson {
  working_since: string | null;
  location_id: number | null;
  min_years: number | null;
  skills: string[];
  work: { from: string; to: string | null; current: boolean }[];
  degree_id: number | null;
  prefs: { work_arrangement: string; location_id: number | null; currency: string; salary_from: number }[];
  languages: string[];
  regions: number[];
}

/** One job object of fit's statement; labels in the request's language (English when it has none). */
export interface FitJobJson {
  id: number;
  skills: string[] | null;
  min_years: number | null;
  xp_label: string | null;
  degree_id: number;
  degree_label: string | null;
  work_arrangement: WorkArrangement;
  location_id: number | null;
  region_id: number | null;
  place_label: string | null;
  currency: string;
  monthly_to: number | string | null;
  monthly_from: number | string | null;
  language_requirement: string | null;
  language: string;
}

/** Fit's one row: the profile (null for no such user) and the jobs, as JSON values or JSON text (by driver). */
export interface FitRow {
  profile: FitProfileJson | string | null;
  jobs: FitJobJson[] | string | null;
}

export interface FitStatementInput {
  userId: number;
  jobIds: readonly number[];
  countryKey: string;
  language: Language;
}

/**
 * The seeker's profile and the jobs of this site among `jobIds` (deleted ones and, unless the
 * seeker verified their identity, jobs for verified seekers left out), in one statement, named:
 * every page of cards asks it, and parsing and planning it cost more than running it.
 */
export async function findFitRow(db: Database, input: FitStatementInput): Promise<FitRow | undefined> {
  const [row] = rowsOf<FitRow>(await executeNamed(db, 'fit-load', fitStatement(input)));
  return row;
}

/** loadFit's one statement: the profile as one JSON object, the jobs as one JSON array (bench/fit-api.mjs explains it). */
export function fitStatement(input: FitStatementInput) {
  const { userId } = input;
  // Only the request's language of each label (English when it has none), not all ten.
  const code = input.language.code;
  return sql`select
      (select json_build_object(
          'working_since', u.working_since::text,
          'location_id', u.location_id,
          'min_years', (x.extra->>'minYears')::int,
          'skills', coalesce((select json_agg(s.value) from user_skills s where s.user_id = u.id), '[]'::json),
          'work', coalesce((select json_agg(json_build_object('from', w.working_period_from::text, 'to', w.working_period_to::text, 'current', w.is_currently_work_here))
            from work_experiences w where w.user_id = u.id), '[]'::json),
          'degree_id', (select max(e.degree_id) from educations e where e.user_id = u.id),
          'prefs', coalesce((select json_agg(json_build_object('work_arrangement', p.work_arrangement, 'location_id', p.location_id, 'currency', p.currency, 'salary_from', p.salary_from))
            from job_preferences p where p.user_id = u.id), '[]'::json),
          'languages', coalesce((select json_agg(r.key) from ref_items r where r.list = 'spoken_languages' and r.id in (
            select l.language_id from user_languages l where l.user_id = u.id
            union select p.work_language_id from job_preferences p where p.user_id = u.id and p.work_language_id is not null)), '[]'::json),
          'regions', coalesce((select json_agg(distinct l.region_id) from locations l where l.id = u.location_id
            or l.id in (select p.location_id from job_preferences p where p.user_id = u.id)), '[]'::json))
        from users u left join ref_items x on x.list = 'xp_lvls' and x.id = u.xp_lvl_id where u.id = ${userId}) as profile,
      (select coalesce(json_agg(json_build_object(
          'id', j.id, 'skills', j.skills, 'min_years', (x.extra->>'minYears')::int,
          'xp_label', coalesce(x.labels->>${code}, x.labels->>'en'),
          'degree_id', j.degree_id, 'degree_label', coalesce(d.labels->>${code}, d.labels->>'en'), 'work_arrangement', j.work_arrangement,
          'location_id', j.location_id, 'region_id', l.region_id, 'place_label', coalesce(l.labels->>${code}, l.labels->>'en'), 'currency', j.currency,
          'monthly_to', j.monthly_salary_to, 'monthly_from', j.monthly_salary_from,
          'language_requirement', j.language_requirement, 'language', j.language)), '[]'::json)
        from jobs j
        left join ref_items x on x.list = 'xp_lvls' and x.id = j.xp_lvl_id
        left join ref_items d on d.list = 'degrees' and d.id = j.degree_id
        left join locations l on l.id = j.location_id
        where j.id = any(${intArray(input.jobIds)}) and j.country_key = ${input.countryKey} and j.status <> 'deleted'
          and (not j.verified_only or exists (select 1 from identity_verifications v where v.user_id = ${userId}))) as jobs`;
}

export interface SpokenLanguageRow {
  key: string;
  labels: Labels;
}

/** The spoken languages of the reference lists with their labels. */
export async function listSpokenLanguages(db: Database): Promise<SpokenLanguageRow[]> {
  return rowsOf<SpokenLanguageRow>(await db.execute(sql`select key, labels from ref_items where list = 'spoken_languages'`));
}

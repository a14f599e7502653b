import { sql } from 'drizzle-orm';
import { minSalarySample, recentSalaryDays } from '@/lib/schemas/salary-insight';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { Labels } from '../schema';

/** Salary insight's statements (server/salary/insight works out the figures, docs/decisions/0075). */

/** The jobs that count: the site's, open or posted lately, with an advertised salary in its currency (jobs_salary_insight_idx, migration 0027, serves it). */
export function countedJobsSql(countryKey: string, currency: string, now: Date) {
  const since = new Date(now.getTime() - recentSalaryDays * 86_400_000).toISOString();
  return sql`j.country_key = ${countryKey} and j.currency = ${currency} and not j.verified_only
    and j.salary_type in ('hourly', 'daily', 'monthly', 'annually') and coalesce(j.monthly_salary_from, j.monthly_salary_to) is not null
    and (j.status = 'active' or (j.status <> 'deleted' and j.posted_at > ${since}::timestamptz))
    and j.posted_at <= ${now.toISOString()}::timestamptz`;
}

/** A job title or a place: its id, SEO value and labels. */
export interface TitleOrPlaceRow {
  id: number;
  seo_value: string;
  labels: Labels;
}

/** The job title (taxonomy level 3) with this id, or else this SEO value. */
export async function findSalaryTitle(db: Database, title: { id?: number; seo?: string }): Promise<TitleOrPlaceRow | undefined> {
  const [row] = rowsOf<TitleOrPlaceRow>(
    await db.execute(sql`select id, seo_value, labels from job_functions where level = 3 and ${
      title.id !== undefined ? sql`id = ${title.id}` : sql`seo_value = ${title.seo ?? ''}`
    } order by id limit 1`),
  );
  return row;
}

/** The country's place with this id, or else this SEO value. */
export async function findSalaryPlace(
  db: Database,
  countryKey: string,
  place: { id?: number; seo?: string },
): Promise<TitleOrPlaceRow | undefined> {
  const [row] = rowsOf<TitleOrPlaceRow>(
    await db.execute(sql`select id, seo_value, labels from locations where country_key = ${countryKey} and ${
      place.id !== undefined ? sql`id = ${place.id}` : sql`seo_value = ${place.seo ?? ''}`
    } order by id limit 1`),
  );
  return row;
}

/** A counted job: the middle of its range made monthly, its salary type and when it was posted. */
export interface SalaryRow {
  monthly: string | number;
  salary_type: string;
  posted_at: string | Date;
}

/** The counted jobs of the site with this job title, in the place when one is given. */
export async function listSalaries(
  db: Database,
  input: { countryKey: string; currency: string; now: Date; titleId: number; placeId: number | null },
): Promise<SalaryRow[]> {
  return rowsOf<SalaryRow>(
    await db.execute(sql`select (coalesce(j.monthly_salary_from, j.monthly_salary_to) + coalesce(j.monthly_salary_to, j.monthly_salary_from)) / 2.0 as monthly,
        j.salary_type, j.posted_at
      from jobs j
      where ${countedJobsSql(input.countryKey, input.currency, input.now)} and j.function_title_id = ${input.titleId}
        ${input.placeId !== null ? sql`and j.location_id = ${input.placeId}` : sql``}`),
  );
}

/** A (title, place) with enough counted jobs; `location` null for the whole country. */
export interface SalaryPageRow {
  title: string;
  location: string | null;
  count: number;
  updated_at: string | Date;
}

/**
 * Every (title, city) and (title, whole country) of the site with at least minSalarySample
 * counted jobs, by title then place (the country first).
 */
export async function listSalaryPages(db: Database, countryKey: string, currency: string, now: Date): Promise<SalaryPageRow[]> {
  return rowsOf<SalaryPageRow>(
    await db.execute(sql`select f.seo_value as title, l.seo_value as location, count(*)::int as count, max(j.posted_at) as updated_at
      from jobs j
      join job_functions f on f.id = j.function_title_id
      left join locations l on l.id = j.location_id
      where ${countedJobsSql(countryKey, currency, now)}
      group by grouping sets ((f.seo_value, l.seo_value), (f.seo_value))
      having count(*) >= ${minSalarySample} and (grouping(l.seo_value) = 1 or l.seo_value is not null)
      order by f.seo_value, l.seo_value nulls first`),
  );
}

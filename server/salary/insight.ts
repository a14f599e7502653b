import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { minSalarySample, recentSalaryDays, type SalaryInsight, type SalaryPeriod } from '@/lib/schemas/salary-insight';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';
import { rowsOf } from '../search/rows';

/**
 * Salary insight (docs/decisions/0075). Each job counts once, at the middle of its advertised
 * range, made monthly the way search compares pay (the jobs' generated monthly columns: hourly ×
 * 173, daily × 22, yearly ÷ 12). The figures are written per year when most of the jobs advertise
 * a yearly salary, else per month, as the site's jobs write them; only the site's own currency
 * counts. Quartiles interpolate between the sorted values, as PostgreSQL's percentile_cont does.
 */

/** The value at fraction `p` of sorted `values`, interpolated (percentile_cont). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('no values');
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (at - low);
}

/** The jobs that count: the site's, open or posted lately, with an advertised salary in its currency (jobs_salary_insight_idx, migration 0027, serves it). */
export function countedJobsSql(countryKey: string, currency: string, now: Date) {
  const since = new Date(now.getTime() - recentSalaryDays * 86_400_000).toISOString();
  return sql`j.country_key = ${countryKey} and j.currency = ${currency} and not j.verified_only
    and j.salary_type in ('hourly', 'daily', 'monthly', 'annually') and coalesce(j.monthly_salary_from, j.monthly_salary_to) is not null
    and (j.status = 'active' or (j.status <> 'deleted' and j.posted_at > ${since}::timestamptz))
    and j.posted_at <= ${now.toISOString()}::timestamptz`;
}

interface Place {
  id: number;
  value: string;
  seo_value: string;
}

export interface InsightInput {
  country: Country;
  language: Language;
  now: Date;
  titleId?: number;
  titleSeo?: string;
  locationId?: number;
  locationSeo?: string;
}

/** The insight of a title in a place, or null when the title or place is not one of the site's. */
export async function salaryInsight(db: Database, input: InsightInput): Promise<SalaryInsight | null> {
  const [title] = rowsOf<{ id: number; seo_value: string; labels: Labels }>(
    await db.execute(sql`select id, seo_value, labels from job_functions where level = 3 and ${
      input.titleId !== undefined ? sql`id = ${input.titleId}` : sql`seo_value = ${input.titleSeo ?? ''}`
    } order by id limit 1`),
  );
  if (!title) return null;
  let place: Place | null = null;
  if (input.locationId !== undefined || input.locationSeo !== undefined) {
    const [row] = rowsOf<{ id: number; seo_value: string; labels: Labels }>(
      await db.execute(sql`select id, seo_value, labels from locations where country_key = ${input.country.key} and ${
        input.locationId !== undefined ? sql`id = ${input.locationId}` : sql`seo_value = ${input.locationSeo ?? ''}`
      } order by id limit 1`),
    );
    if (!row) return null;
    place = { id: Number(row.id), value: labelIn(row.labels, input.language), seo_value: row.seo_value };
  }
  const currency = input.country.currency;
  const rows = rowsOf<{ monthly: string | number; salary_type: string; posted_at: string | Date }>(
    await db.execute(sql`select (coalesce(j.monthly_salary_from, j.monthly_salary_to) + coalesce(j.monthly_salary_to, j.monthly_salary_from)) / 2.0 as monthly,
        j.salary_type, j.posted_at
      from jobs j
      where ${countedJobsSql(input.country.key, currency, input.now)} and j.function_title_id = ${Number(title.id)}
        ${place ? sql`and j.location_id = ${place.id}` : sql``}`),
  );
  const yearly = rows.filter((row) => row.salary_type === 'annually').length;
  const period: SalaryPeriod = yearly * 2 > rows.length ? 'annually' : 'monthly';
  const factor = period === 'annually' ? 12 : 1;
  const values = rows.map((row) => Number(row.monthly) * factor).sort((a, b) => a - b);
  const thin = values.length < minSalarySample;
  const newest = rows.reduce<string | null>((latest, row) => {
    const at = new Date(row.posted_at).toISOString();
    return latest === null || at > latest ? at : latest;
  }, null);
  const round = (value: number) => Math.round(value);
  return {
    title: { id: Number(title.id), value: labelIn(title.labels, input.language), seo_value: title.seo_value },
    location: place,
    count: values.length,
    min_count: minSalarySample,
    thin,
    currency,
    period,
    median: thin ? null : round(percentile(values, 0.5)),
    p25: thin ? null : round(percentile(values, 0.25)),
    p75: thin ? null : round(percentile(values, 0.75)),
    updated_at: newest,
  };
}

/**
 * Every (title, place) of the site with enough salaries for an indexable page: each title in
 * each city, and each title in the whole country; newest posting first within a title.
 */
export async function salaryPages(db: Database, country: Country, now: Date) {
  const rows = rowsOf<{ title: string; location: string | null; count: number; updated_at: string | Date }>(
    await db.execute(sql`select f.seo_value as title, l.seo_value as location, count(*)::int as count, max(j.posted_at) as updated_at
      from jobs j
      join job_functions f on f.id = j.function_title_id
      left join locations l on l.id = j.location_id
      where ${countedJobsSql(country.key, country.currency, now)}
      group by grouping sets ((f.seo_value, l.seo_value), (f.seo_value))
      having count(*) >= ${minSalarySample} and (grouping(l.seo_value) = 1 or l.seo_value is not null)
      order by f.seo_value, l.seo_value nulls first`),
  );
  // A job without a place counts in its country's row only (the grouping's second set).
  return rows.map((row) => ({ title: row.title, location: row.location, count: Number(row.count), updated_at: new Date(row.updated_at).toISOString() }));
}

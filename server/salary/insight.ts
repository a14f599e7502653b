import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { minSalarySample, type SalaryInsight, type SalaryPeriod } from '@/lib/schemas/salary-insight';
import type { Database } from '../db/client';
import { findSalaryPlace, findSalaryTitle, listSalaries, listSalaryPages } from '../db/queries/salary-insight';
import { labelIn } from '../domain/labels';

/** The counted jobs' condition, for bench/salary-insight.mjs. */
export { countedJobsSql } from '../db/queries/salary-insight';

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
  const title = await findSalaryTitle(db, { id: input.titleId, seo: input.titleSeo });
  if (!title) return null;
  let place: Place | null = null;
  if (input.locationId !== undefined || input.locationSeo !== undefined) {
    const row = await findSalaryPlace(db, input.country.key, { id: input.locationId, seo: input.locationSeo });
    if (!row) return null;
    place = { id: Number(row.id), value: labelIn(row.labels, input.language), seo_value: row.seo_value };
  }
  const currency = input.country.currency;
  const rows = await listSalaries(db, {
    countryKey: input.country.key,
    currency,
    now: input.now,
    titleId: Number(title.id),
    placeId: place ? place.id : null,
  });
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
  const rows = await listSalaryPages(db, country.key, country.currency, now);
  // A job without a place counts in its country's row only (the grouping's second set).
  return rows.map((row) => ({ title: row.title, location: row.location, count: Number(row.count), updated_at: new Date(row.updated_at).toISOString() }));
}

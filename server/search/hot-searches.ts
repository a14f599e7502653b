import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { HotJobTitlesResult } from '@/lib/schemas/recommend';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { jobHotSearches } from '../db/schema';
import { labelIn } from '../domain/labels';
import { rowsOf } from './rows';

const windowDays = 30;

/** How a term is counted: trimmed, single-spaced, lower-cased, so "Nurse " and "nurse" are one. */
export function normalizeTerm(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase().slice(0, 100);
}

export async function recordHotSearch(
  db: Database,
  input: { country: Country; term: string; jobTitleId: number | null; device?: string; source?: string; page?: string },
): Promise<boolean> {
  if (!input.term && !input.jobTitleId) return false;
  await db.insert(jobHotSearches).values({
    countryKey: input.country.key,
    term: input.term,
    jobTitleId: input.jobTitleId,
    device: input.device ?? null,
    source: input.source ?? null,
    page: input.page ?? null,
  });
  return true;
}

/**
 * The country's most searched terms of the last 30 days; a search recorded with a job title but
 * no text counts for that title (shown in the request's language). With no searches yet, the
 * job titles with most open jobs.
 */
export async function hotJobTitles(
  db: Database,
  input: { country: Country; language: Language; size: number; now: Date },
): Promise<HotJobTitlesResult> {
  const since = new Date(input.now.getTime() - windowDays * 86_400_000).toISOString();
  const searched = rowsOf<{ term: string; job_title_id: number | null; labels: Labels | null; n: number }>(
    await db.execute(sql`
      select s.term, s.job_title_id, f.labels, s.n from (
        select max(term) as term, max(job_title_id) as job_title_id, count(*)::int as n
        from job_hot_searches
        where country_key = ${input.country.key} and created_at > ${since}::timestamptz
        group by case when term <> '' then term else '#' || job_title_id end
        order by n desc, term
        limit ${input.size}
      ) s left join job_functions f on f.id = s.job_title_id
      order by s.n desc, s.term`),
  );
  if (searched.length > 0) {
    return {
      source: 'searches',
      hot_job_titles: searched.map((row) => ({
        value: row.term || (row.labels ? labelIn(row.labels, input.language) : ''),
        job_title_id: row.job_title_id === null ? null : Number(row.job_title_id),
        count: Number(row.n),
      })),
    };
  }
  const open = rowsOf<{ id: number; labels: Labels; n: number }>(
    await db.execute(sql`
      select f.id, f.labels, t.n from (
        select j.function_title_id, count(*)::int as n from jobs j
        where j.country_key = ${input.country.key} and j.status = 'active'
          and j.expires_at > ${input.now.toISOString()}::timestamptz
        group by j.function_title_id
        order by n desc, j.function_title_id
        limit ${input.size}
      ) t join job_functions f on f.id = t.function_title_id
      order by t.n desc, f.id`),
  );
  return {
    source: 'active_jobs',
    hot_job_titles: open.map((row) => ({ value: labelIn(row.labels, input.language), job_title_id: Number(row.id), count: Number(row.n) })),
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';
import type { Labels } from '../../schema';
import type { CompanyCardRow } from './companies';

/** The text as a LIKE literal: %, _ and \ match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[%_\\]/g, (ch) => `\\${ch}`);
}

/**
 * How alike a name must be to count as a typo of the query (pg_trgm's default threshold). The
 * function is used rather than the `%` operator: PGlite stalls on a statement whose text has
 * `%` before a parameter placeholder.
 */
export const typoSimilarity = 0.3;

/** A company suggestion: the company card's own columns and its open-job count. */
export interface CompanySuggestionRow
  extends Pick<CompanyCardRow, 'id' | 'name' | 'logo_color' | 'verification_status' | 'industry_id' | 'industry_labels'> {
  active_jobs_count: number;
}

/**
 * The country's companies whose name contains the text (any script; the trigram index serves
 * it), or reads like it (trigram similarity, for a typo). Names starting with it come first.
 */
export async function findCompanySuggestions(
  db: Database,
  input: { query: string; size: number; countryKey: string; now: Date; withOpenJobs?: boolean },
): Promise<CompanySuggestionRow[]> {
  const text = likeLiteral(input.query);
  const openJobs = sql`(select count(*) from jobs j
        where j.company_id = c.id and j.status = 'active' and j.expires_at > ${input.now.toISOString()}::timestamptz)`;
  const result = await db.execute(sql`
    select c.id, c.name, c.logo_color, c.verification_status, c.industry_id, i.labels as industry_labels,
      ${openJobs}::int as active_jobs_count
    from companies c
    left join ref_items i on i.list = 'industries' and i.id = c.industry_id
    where c.country_key = ${input.countryKey}
      and (c.name ilike ${`%${text}%`} or similarity(c.name, ${input.query}) >= ${typoSimilarity})
      and (${input.withOpenJobs !== true} or ${openJobs} > 0)
    order by (c.name ilike ${`${text}%`}) desc, similarity(c.name, ${input.query}) desc, c.name, c.id
    limit ${input.size}`);
  return rowsOf<CompanySuggestionRow>(result);
}

/**
 * With a country, only titles the country has an open job of: a suggestion is a search, and a
 * search that finds nothing is no suggestion. The job's function token (migration 0006) finds
 * one through the search index.
 */
function openTitle(openIn: { countryKey: string; now: Date } | undefined) {
  if (!openIn) return sql`true`;
  return sql`exists (select 1 from job_search_documents d join jobs j on j.id = d.id
    where d.country_key = ${openIn.countryKey} and d.search_vector @@ quote_literal('ft:' || t.id)::tsquery
      and j.expires_at > ${openIn.now.toISOString()}::timestamptz)`;
}

export interface JobTitleSuggestionRow {
  id: number;
  labels: Labels;
  seo_value: string;
  job_function_id: number;
  main_function_id: number | null;
}

/**
 * Job titles of the taxonomy (level 3) whose label in any language contains the text; labels
 * starting with it, in `languageCode` first, lead, then the shorter label in that language.
 */
export async function findJobTitleSuggestions(
  db: Database,
  input: { query: string; size: number; languageCode: string; openIn?: { countryKey: string; now: Date } },
): Promise<JobTitleSuggestionRow[]> {
  const text = likeLiteral(input.query);
  const contains = `%${text}%`;
  const prefix = `${text}%`;
  const result = await db.execute(sql`
    select t.id, t.labels, t.seo_value, t.parent_id as job_function_id, s.parent_id as main_function_id
    from job_functions t
    join job_functions s on s.id = t.parent_id
    where t.level = 3
      and exists (select 1 from jsonb_each_text(t.labels) as l(code, label) where l.label ilike ${contains})
      and ${openTitle(input.openIn)}
    order by (t.labels ->> ${input.languageCode} ilike ${prefix}) desc nulls last,
      exists (select 1 from jsonb_each_text(t.labels) as l(code, label) where l.label ilike ${prefix}) desc,
      length(coalesce(t.labels ->> ${input.languageCode}, t.labels ->> 'en')), t.id
    limit ${input.size}`);
  return rowsOf<JobTitleSuggestionRow>(result);
}

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';

/** A text[] literal, one parameter: drizzle spreads a JS array into a list of parameters. */
export const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** The languages search_stems() (migration 0006) stems words in. */
const stemLanguages = ['en', 'es', 'pt', 'tr', 'id', 'ar'];

/** A word's alternatives (search_word_forms()) and its stems per language, space-separated (JSON text on some drivers). */
export interface WordFormsRow {
  w: string;
  forms: string[];
  stems: Record<string, string> | string;
}

/** The forms and stems of each of the words, one row per word. */
export async function listWordForms(db: Database, words: string[]): Promise<WordFormsRow[]> {
  const result = await db.execute(sql`
      select w, search_word_forms(w) as forms,
        json_build_object(${sql.join(
          stemLanguages.map((code) => sql`${code}::text, search_stems(search_fold(w), ${code})`),
          sql`, `,
        )}) as stems
      from unnest(${textArray(words)}::text[]) as w`);
  return rowsOf<WordFormsRow>(result);
}

/**
 * The search documents of the country that `condition` finds (over `job_search_documents j`), as
 * one text: each job's `id * 2^rankBits + min(rank, 2^rankBits - 1)`, comma-separated, in no
 * particular order ('' for none). One row of text instead of a row per match: a broad keyword
 * finds tens of thousands (docs/decisions/0057).
 */
export async function packedKeywordMatches(
  db: Database,
  input: { countryKey: string; condition: SQL; rank: SQL; rankBits: number },
): Promise<string> {
  const { rankBits, rank } = input;
  const result = await db.execute(sql`
    select coalesce(string_agg((j.id::bigint * ${2 ** rankBits} + least(${rank}, ${2 ** rankBits - 1}))::text, ','), '') as found
    from job_search_documents j
    where j.country_key = ${input.countryKey} and (${input.condition})`);
  return rowsOf<{ found: string }>(result)[0]?.found ?? '';
}

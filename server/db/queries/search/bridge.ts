import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';
import type { Labels } from '../../schema';

/** Reference data the keyword bridge (server/search/bridge) keeps in memory: places and job functions. */

export interface PlaceRow {
  id: number;
  seo_value: string;
  labels: Labels;
}

/** Every place of the country. */
export async function listCountryPlaces(db: Database, countryKey: string): Promise<PlaceRow[]> {
  return rowsOf<PlaceRow>(await db.execute(sql`select id, seo_value, labels from locations where country_key = ${countryKey}`));
}

export interface FunctionLexemesRow {
  id: number;
  level: number;
  labels: Labels;
  /** Language code → the label's lexemes (search_label_lexemes() of the migrations); JSON text on some drivers. */
  lexemes: Record<string, string[]> | string;
}

/**
 * Every entry of the job function taxonomy with its labels and their lexemes. Sent on the call
 * (no `await` before it), so the three statements a keyword's first search sends together (this,
 * the word forms, the places) go in the order they always went.
 */
export function listFunctionLexemes(db: Database): Promise<FunctionLexemesRow[]> {
  return db
    .execute(sql`
        select f.id, f.level, f.labels,
          (select json_object_agg(l.key, search_label_lexemes(l.value, l.key)) from jsonb_each_text(f.labels) l) as lexemes
        from job_functions f`)
    .then((result) => rowsOf<FunctionLexemesRow>(result));
}

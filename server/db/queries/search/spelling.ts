import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';

/** A folded word of the open jobs' titles and company names, and how many of the jobs have it. */
export interface VocabularyWordRow {
  w: string;
  n: number;
}

/** The words (two letters or more) of the titles and company names of the country's search documents. */
export async function listVocabularyWords(db: Database, countryKey: string): Promise<VocabularyWordRow[]> {
  return rowsOf<VocabularyWordRow>(
    await db.execute(sql`
      select w, count(*)::int as n
      from job_search_documents d, regexp_split_to_table(search_fold(d.title || ' ' || d.company_name), '[^[:alnum:]]+') as w
      where d.country_key = ${countryKey} and length(w) >= 2
      group by w`),
  );
}

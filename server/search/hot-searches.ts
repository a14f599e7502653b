import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { HotJobTitlesResult } from '@/lib/schemas/recommend';
import type { Database } from '../db/client';
import {
  type HotTitleRow,
  insertHotSearch,
  jobFunctionExists,
  listJobFunctionLabels,
  listSearchedTitles,
  listTitlesByOpenJobs,
} from '../db/queries/search/hot-searches';
import { labelIn } from '../domain/labels';
import { foldText } from './fold';

const windowDays = 30;

/** How a term is counted: trimmed, single-spaced, lower-cased, so "Nurse " and "nurse" are one. */
export function normalizeTerm(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase().slice(0, 100);
}

/**
 * The taxonomy's titles by name, every language's name folded as search folds it (first the most
 * specific level, then the lowest id): built once per process, as the taxonomy is reference data
 * that changes with a deploy. Matching a search in SQL folded every label of every title (~40 ms).
 */
const titleNames = new WeakMap<Database, Promise<Map<string, number>>>();

function titlesByName(db: Database): Promise<Map<string, number>> {
  let names = titleNames.get(db);
  if (!names) {
    names = listJobFunctionLabels(db).then((rows) => {
      const map = new Map<string, number>();
      for (const row of rows) {
        for (const label of Object.values(row.labels)) {
          const key = foldText(normalizeTerm(label));
          if (key && !map.has(key)) map.set(key, row.id);
        }
      }
      return map;
    });
    // A failed read is not kept: the next search tries again.
    names.catch(() => titleNames.delete(db));
    titleNames.set(db, names);
  }
  return names;
}

/**
 * The job title a search is for: the title picked from the suggestions, else the one whose name
 * (in any language, folded as search folds it) is the typed term; null when the term names none.
 */
async function titleOf(db: Database, term: string, jobTitleId: number | null): Promise<number | null> {
  if (jobTitleId === null) return term ? ((await titlesByName(db)).get(foldText(term)) ?? null) : null;
  return (await jobFunctionExists(db, jobTitleId)) ? jobTitleId : null;
}

/**
 * Stores one search with its searcher and the job title it resolves to. A search from nobody
 * known (no address, user or device) is not stored: it could not be counted once.
 */
export async function recordHotSearch(
  db: Database,
  input: {
    country: Country;
    term: string;
    jobTitleId: number | null;
    clientKey: string | null;
    now: Date;
    device?: string;
    source?: string;
    page?: string;
  },
): Promise<boolean> {
  if ((!input.term && !input.jobTitleId) || !input.clientKey) return false;
  await insertHotSearch(db, {
    countryKey: input.country.key,
    term: input.term,
    jobTitleId: await titleOf(db, input.term, input.jobTitleId),
    clientKey: input.clientKey,
    device: input.device ?? null,
    source: input.source ?? null,
    page: input.page ?? null,
    createdAt: input.now,
  });
  return true;
}

/**
 * What it takes for a searched title to be listed (docs/decisions/0064): this many distinct
 * searchers, whose first searches for it fall on this many distinct days of the window (one
 * searcher coming back daily adds one day, not several). Below that, searches do not show.
 */
export const hotSearchThresholds = { minSearchers: 20, minDays: 3 } as const;

/**
 * The country's quick searches. First the job titles searched by at least
 * `hotSearchThresholds.minSearchers` distinct searchers, new ones on `minDays` days of the last 30, most
 * searchers first, and only those with open jobs here; each is shown as the title's name in the
 * request's language, never as anyone typed it. The rest of the list is the job titles with most
 * open jobs, so a new site, or one whose searches are few, shows the titles its jobs are for.
 */
export async function hotJobTitles(
  db: Database,
  input: { country: Country; language: Language; size: number; now: Date },
): Promise<HotJobTitlesResult> {
  const since = new Date(input.now.getTime() - windowDays * 86_400_000).toISOString();
  const { minSearchers, minDays } = hotSearchThresholds;
  const site = { countryKey: input.country.key, now: input.now };
  const searched = await listSearchedTitles(db, { ...site, since, minSearchers, minDays, size: input.size });
  const taken = searched.map((row) => Number(row.id));
  const filler = await listTitlesByOpenJobs(db, { ...site, taken, size: input.size - taken.length });
  const entry = (row: HotTitleRow) => ({
    value: labelIn(row.labels, input.language),
    job_title_id: Number(row.id),
    count: Number(row.n),
  });
  return {
    source: searched.length > 0 ? 'searches' : 'active_jobs',
    hot_job_titles: [...searched.map(entry), ...filler.map(entry)],
  };
}

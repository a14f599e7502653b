import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { functionLabels, placeIndex } from './bridge';
import { foldText, foldWords } from './fold';
import type { Keyword } from './keyword';
import { containsCjk } from './keyword';
import { rowsOf } from './rows';

/**
 * Spelling correction for a keyword that finds nothing (docs/decisions/0072): each word that is
 * no word of the country's vocabulary (the open jobs' titles and company names, the job function
 * taxonomy's labels in every language, the country's place names) is replaced by the closest
 * word that is, by Damerau-Levenshtein distance: one edit for words of 4 letters, two from 5.
 * Among candidates at the same distance the word of most jobs wins.
 */

/** Folded word → how many open jobs of the country have it in their title or company name (labels and places count 1). */
export type Vocabulary = Map<string, number>;

/** Optimal string alignment distance (adjacent transpositions count one edit), or max + 1 once past max. */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[t.length] ?? max + 1;
}

/** Edits allowed for a word of this many letters: none under 4 (too many short words are one edit apart). */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 5 ? 1 : 2;
}

/** The vocabulary word closest to `word`, or null when the word is known or nothing is close. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const folded = foldText(word);
  if (vocabulary.has(folded) || containsCjk(folded) || /\d/.test(folded)) return null;
  const length = [...folded].length;
  const max = allowedEdits(length);
  if (max === 0) return null;
  let best: { word: string; distance: number; jobs: number } | null = null;
  for (const [candidate, jobs] of vocabulary) {
    const candidateLength = candidate.length;
    if (Math.abs(candidateLength - length) > max || candidateLength < 3) continue;
    const distance = editDistance(folded, candidate, best ? Math.min(max, best.distance) : max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (jobs > best.jobs || (jobs === best.jobs && candidate < best.word)))) {
      best = { word: candidate, distance, jobs };
    }
  }
  return best?.word ?? null;
}

/** The keyword with its unknown words corrected, as text, or null when no word changed. */
export function correctKeyword(keyword: Keyword, vocabulary: Vocabulary): string | null {
  let changed = false;
  const words = keyword.terms.map((term) => {
    if (term.kind !== 'word') return term.text;
    const corrected = correctWord(term.text, vocabulary);
    if (!corrected) return term.text;
    changed = true;
    return corrected;
  });
  return changed ? words.join(' ') : null;
}

const vocabularies = new WeakMap<Database, Map<string, { loaded: number; vocabulary: Promise<Vocabulary> }>>();
/** Titles change as jobs open and close: a country's vocabulary is read again after this long. */
const vocabularyTtlMs = 10 * 60_000;

async function loadVocabulary(db: Database, countryKey: string): Promise<Vocabulary> {
  const [result, labels, places] = await Promise.all([
    db.execute(sql`
      select w, count(*)::int as n
      from job_search_documents d, regexp_split_to_table(search_fold(d.title || ' ' || d.company_name), '[^[:alnum:]]+') as w
      where d.country_key = ${countryKey} and length(w) >= 2
      group by w`),
    functionLabels(db),
    placeIndex(db, countryKey),
  ]);
  const vocabulary: Vocabulary = new Map();
  const add = (word: string, jobs: number) => {
    if (word.length < 2 || containsCjk(word)) return;
    vocabulary.set(word, (vocabulary.get(word) ?? 0) + jobs);
  };
  for (const row of rowsOf<{ w: string; n: number }>(result)) add(row.w, Number(row.n));
  for (const entry of labels) for (const text of entry.texts) for (const word of foldWords(text).split(' ')) add(word, 1);
  for (const name of places.byName.keys()) for (const word of name.split(' ')) add(word, 1);
  return vocabulary;
}

/** The country's vocabulary, from this process's copy while it is fresh. */
export function vocabularyOf(db: Database, countryKey: string, now = Date.now()): Promise<Vocabulary> {
  let perCountry = vocabularies.get(db);
  if (!perCountry) {
    perCountry = new Map();
    vocabularies.set(db, perCountry);
  }
  const held = perCountry.get(countryKey);
  if (held && now - held.loaded < vocabularyTtlMs) return held.vocabulary;
  const vocabulary = loadVocabulary(db, countryKey);
  const entries = perCountry;
  entries.set(countryKey, { loaded: now, vocabulary });
  vocabulary.catch(() => entries.delete(countryKey));
  return vocabulary;
}

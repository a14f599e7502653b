import type { Database } from '../db/client';
import { listVocabularyWords } from '../db/queries/search/spelling';
import { functionLabels, placeIndex } from './bridge';
import { foldText, foldWords } from './fold';
import type { Keyword } from './keyword';
import { containsCjk } from './keyword';

/**
 * Spelling correction for a keyword that finds nothing (docs/decisions/0072): each word that is
 * no word of the country's vocabulary (the open jobs' titles and company names, the job function
 * taxonomy's labels in every language, the country's place names) is replaced by the closest
 * word that is, by Damerau-Levenshtein distance: one edit for words of 4 letters, two from 5.
 * Among candidates at the same distance one with the same first letter, then the word of most
 * jobs wins; when that spelling finds nothing, the next candidates are tried (a few at most).
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

/**
 * The vocabulary words close to `word`, best first: fewer edits, then the same first letter
 * (typos rarely change it), then more jobs. Empty when the word is known or nothing is close.
 */
export function candidatesFor(word: string, vocabulary: Vocabulary, limit = 3): string[] {
  const folded = foldText(word);
  if (vocabulary.has(folded) || containsCjk(folded) || /\d/.test(folded)) return [];
  const chars = [...folded];
  const max = allowedEdits(chars.length);
  if (max === 0) return [];
  const found: { word: string; distance: number; first: number; jobs: number }[] = [];
  for (const [candidate, jobs] of vocabulary) {
    if (Math.abs(candidate.length - folded.length) > max || candidate.length < 3) continue;
    const distance = editDistance(folded, candidate, max);
    if (distance > max) continue;
    found.push({ word: candidate, distance, first: candidate.startsWith(chars[0] ?? '') ? 0 : 1, jobs });
  }
  found.sort((a, b) => a.distance - b.distance || a.first - b.first || b.jobs - a.jobs || (a.word < b.word ? -1 : 1));
  return found.slice(0, limit).map((c) => c.word);
}

/** The vocabulary word closest to `word`, or null when the word is known or nothing is close. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  return candidatesFor(word, vocabulary, 1)[0] ?? null;
}

/**
 * Spellings of the keyword to try, best first, as text: every unknown word in its best
 * candidate, then one word at a time in its next candidates. Empty when no word is unknown.
 */
export function correctionsOf(keyword: Keyword, vocabulary: Vocabulary, limit = 4): string[] {
  const options = keyword.terms.map((term) => (term.kind === 'word' ? candidatesFor(term.text, vocabulary) : []));
  if (options.every((list) => list.length === 0)) return [];
  const best = keyword.terms.map((term, i) => options[i]?.[0] ?? term.text);
  const spellings = [best.join(' ')];
  for (let rank = 1; rank < 3; rank++) {
    options.forEach((list, i) => {
      const other = list[rank];
      if (other) spellings.push(best.map((word, j) => (j === i ? other : word)).join(' '));
    });
  }
  return [...new Set(spellings)].slice(0, limit);
}

/** The keyword with its unknown words corrected, as text, or null when no word changed. */
export function correctKeyword(keyword: Keyword, vocabulary: Vocabulary): string | null {
  return correctionsOf(keyword, vocabulary, 1)[0] ?? null;
}

const vocabularies = new WeakMap<Database, Map<string, { loaded: number; vocabulary: Promise<Vocabulary> }>>();
/** Titles change as jobs open and close: a country's vocabulary is read again after this long. */
const vocabularyTtlMs = 10 * 60_000;

async function loadVocabulary(db: Database, countryKey: string): Promise<Vocabulary> {
  const [words, labels, places] = await Promise.all([
    listVocabularyWords(db, countryKey),
    functionLabels(db),
    placeIndex(db, countryKey),
  ]);
  const vocabulary: Vocabulary = new Map();
  const add = (word: string, jobs: number) => {
    if (word.length < 2 || containsCjk(word)) return;
    vocabulary.set(word, (vocabulary.get(word) ?? 0) + jobs);
  };
  for (const row of words) add(row.w, Number(row.n));
  for (const entry of labels) for (const text of entry.texts) for (const word of foldWords(text).split(' ')) add(word, 1);
  for (const name of places.byName.keys()) for (const word of name.split(' ')) add(word, 1);
  return vocabulary;
}

/**
 * The country's vocabulary from this process's copy. Once older than the TTL the copy still
 * answers while a new one is read (the read costs a GROUP BY over the country's titles: a
 * misspelt search should not wait for it), and replaces it when done.
 */
export function vocabularyOf(db: Database, countryKey: string, now = Date.now()): Promise<Vocabulary> {
  let perCountry = vocabularies.get(db);
  if (!perCountry) {
    perCountry = new Map();
    vocabularies.set(db, perCountry);
  }
  const entries = perCountry;
  const held = entries.get(countryKey);
  if (held && now - held.loaded < vocabularyTtlMs) return held.vocabulary;
  const reading = loadVocabulary(db, countryKey);
  if (held) {
    held.loaded = now;
    reading.then(
      () => entries.set(countryKey, { loaded: now, vocabulary: reading }),
      () => undefined,
    );
    return held.vocabulary;
  }
  entries.set(countryKey, { loaded: now, vocabulary: reading });
  reading.catch(() => entries.delete(countryKey));
  return reading;
}

/** Reads every country's vocabulary, one after another (the platform does so once it listens). */
export async function preloadVocabularies(db: Database, countryKeys: readonly string[]): Promise<void> {
  for (const key of countryKeys) await vocabularyOf(db, key);
}

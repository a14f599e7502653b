import type { Database } from '../db/client';
import { listCountryPlaces, listFunctionLexemes } from '../db/queries/search/bridge';
import { foldText, foldWords } from './fold';

/**
 * What a keyword names besides its words: places of the country ("sales manila", "営業 東京")
 * and job functions of the taxonomy in any of the ten languages, so that a Spanish speaker's
 * "ingeniera de software" finds jobs written in English or Japanese (docs/decisions: search in
 * every language). Both are reference data, read once per database and kept in memory.
 */

interface PlaceIndex {
  /** Folded name (in any language, also without words like "city") → location ids. */
  byName: Map<string, number[]>;
}

interface FunctionLabels {
  id: number;
  level: number;
  /** Per label: its lexemes as search_label_lexemes() makes them (folded, stemmed). */
  lexemes: Set<string>[];
  /** The labels folded, for CJK substrings. */
  texts: string[];
  /** The language code of each label. */
  languages: string[];
}

const placeIndexes = new WeakMap<Database, Map<string, Promise<PlaceIndex>>>();
const functionLists = new WeakMap<Database, Promise<FunctionLabels[]>>();

/** Words that name the kind of place, not the place: "Cebu City" is found by "cebu". */
const placeWords = new Set(['city', 'kota', 'bandar', 'ciudad', 'cidade', 'de', 'da', 'do', 'metro', 'region', 'regiao', 'wilayah', 'مدينه', 'منطقه']);
const cjkPlaceSuffix = /[市都県府省区區]$/u;

function placeNames(label: string): string[] {
  const full = foldWords(label);
  const names = [full, full.split(' ').filter((word) => !placeWords.has(word)).join(' ')];
  if (cjkPlaceSuffix.test(full) && [...full].length > 2) names.push(full.replace(cjkPlaceSuffix, ''));
  return names.filter(Boolean);
}

async function loadPlaces(db: Database, countryKey: string): Promise<PlaceIndex> {
  const rows = await listCountryPlaces(db, countryKey);
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const names = new Set([row.seo_value.replace(/-/g, ' '), ...Object.values(row.labels).flatMap((label) => placeNames(label))]);
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), Number(row.id)]);
  }
  return { byName };
}

export function placeIndex(db: Database, countryKey: string): Promise<PlaceIndex> {
  let perCountry = placeIndexes.get(db);
  if (!perCountry) {
    perCountry = new Map();
    placeIndexes.set(db, perCountry);
  }
  let index = perCountry.get(countryKey);
  if (!index) {
    index = loadPlaces(db, countryKey);
    perCountry.set(countryKey, index);
    index.catch(() => perCountry?.delete(countryKey));
  }
  return index;
}

export function functionLabels(db: Database): Promise<FunctionLabels[]> {
  let list = functionLists.get(db);
  if (!list) {
    list = listFunctionLexemes(db).then((rows) =>
      rows.map((row) => {
        const byCode = typeof row.lexemes === 'string' ? (JSON.parse(row.lexemes) as Record<string, string[]>) : row.lexemes;
        const codes = Object.keys(byCode);
        return {
          id: Number(row.id),
          level: Number(row.level),
          lexemes: codes.map((code) => new Set(byCode[code])),
          texts: codes.map((code) => foldText((row.labels as Record<string, string>)[code] ?? '')),
          languages: codes,
        };
      }),
    );
    functionLists.set(db, list);
    list.catch(() => functionLists.delete(db));
  }
  return list;
}

/** A term of the keyword in its order: a word with its forms, or a CJK term with its variants. */
export type Term =
  | { kind: 'word'; text: string; forms: string[]; stems: Record<string, string[]> }
  | { kind: 'cjk'; text: string; variants: string[] };

/** The place named by consecutive terms, longest first: each term is in at most one. */
export function findPlaces(terms: Term[], index: PlaceIndex): { start: number; length: number; ids: number[] }[] {
  const found: { start: number; length: number; ids: number[] }[] = [];
  for (let start = 0; start < terms.length; ) {
    let match: { length: number; ids: number[] } | null = null;
    for (let length = Math.min(3, terms.length - start); length >= 1 && !match; length--) {
      const group = terms.slice(start, start + length);
      const names = group.length === 1 && group[0]?.kind === 'cjk' ? group[0].variants : [group.map((t) => foldWords(t.text)).join(' ')];
      const ids = [...new Set(names.flatMap((name) => index.byName.get(name) ?? []))];
      if (ids.length > 0) match = { length, ids };
    }
    if (match) {
      found.push({ start, ...match });
      start += match.length;
    } else start++;
  }
  return found;
}

const prefix: Record<number, string> = { 1: 'mf', 2: 'jf', 3: 'ft' };
const wordCount = (text: string) => foldWords(text).split(' ').length;

function labelHas(entry: FunctionLabels, i: number, term: Term, whole = false): boolean {
  const lexemes = entry.lexemes[i];
  if (!lexemes) return false;
  if (term.kind === 'cjk') {
    const words = whole ? foldWords(entry.texts[i] ?? '').split(' ') : [];
    return term.variants.some((variant) => (whole ? words.includes(variant) : entry.texts[i]?.includes(variant)));
  }
  // The word as typed, or its stems in the label's own language: a stem of another language
  // is a false friend (English "sales" is Spanish "sal", salt).
  const folded = term.forms.find((form) => form === foldText(term.text)) ?? foldText(term.text);
  const code = entry.languages[i] ?? '';
  return lexemes.has(folded) || (term.stems[code] ?? []).some((stem) => lexemes.has(stem));
}

/**
 * Function tokens (ft:/jf:/mf:) for one term: job titles with a label, in any language, that
 * has the term in one of its forms or scripts, and main or sub-functions named by the term
 * alone ("ventas", "営業"). A job matches the term through its text or one of these.
 */
export function functionTokensOf(term: Term, list: FunctionLabels[]): string[] {
  return list
    .filter((entry) =>
      entry.lexemes.some((_, i) => (entry.level === 3 || wordCount(entry.texts[i] ?? '') === 1) && labelHas(entry, i, term)),
    )
    .map((entry) => `${prefix[entry.level] ?? 'ft'}:${entry.id}`);
}

/**
 * Taxonomy entries whose label in some language is exactly these terms: main or sub-functions
 * of several words ("business development"), which match; job titles ("sales manager"), which
 * rank first (an "area sales manager" also has both words).
 */
export function functionTokensNamed(terms: Term[], list: FunctionLabels[], level: 'function' | 'title'): string[] {
  if (terms.length === 0 || (level === 'function' && terms.length < 2)) return [];
  return list
    .filter(
      (entry) =>
        (level === 'title' ? entry.level === 3 : entry.level < 3) &&
        entry.lexemes.some((_, i) => wordCount(entry.texts[i] ?? '') === terms.length && terms.every((term) => labelHas(entry, i, term, true))),
    )
    .map((entry) => `${prefix[entry.level] ?? 'ft'}:${entry.id}`);
}

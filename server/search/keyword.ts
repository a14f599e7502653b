import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listWordForms, textArray } from '../db/queries/search/keyword';
import { findPlaces, functionLabels, functionTokensNamed, functionTokensOf, placeIndex, type Term } from './bridge';
import { chineseVariants } from './chinese';
import { foldText } from './fold';
import { synonymsOfWord } from './synonyms';

/**
 * Chinese and Japanese scripts (kana, CJK ideographs, half-width katakana). PostgreSQL's text
 * parser does not split them into words ("ソフトウェアエンジニア" is one token), so such terms
 * are matched as substrings of the title and company name instead, through the trigram index.
 */
const cjkPattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;
/** Runs of those characters, as cjk_bigrams() in migration 0003 finds them. */
const cjkRuns = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+/gu;

/** Most terms a keyword contributes; the rest are ignored rather than slowing the query. */
const maxTerms = 8;

export interface Keyword {
  /** The terms in the order typed: words (Latin, Arabic, … script) and CJK terms. */
  terms: { kind: 'word' | 'cjk'; text: string }[];
}

export function containsCjk(text: string): boolean {
  return cjkPattern.test(text);
}

/**
 * Splits a keyword into full-text words and CJK terms. Words keep only letters, digits and the
 * joiners the parser keeps inside a token (node.js, c#); a keyword with neither is no keyword.
 */
export function parseKeyword(query: string | undefined): Keyword | null {
  if (!query) return null;
  const terms: Keyword['terms'] = [];
  for (const term of query.toLowerCase().split(/\s+/)) {
    // Punctuation separates terms in every script (カスタマーサービス・BPO, IT / 軟體).
    for (const part of term.split(/[^\p{L}\p{N}\p{M}.#+_-]+/u)) {
      if (terms.length >= maxTerms) break;
      if (containsCjk(part)) {
        const cleaned = part.replace(/[%_\\]/g, '');
        if (cleaned) terms.push({ kind: 'cjk', text: cleaned });
        continue;
      }
      const trimmed = part.replace(/^[.\-_+#]+|[.\-_]+$/g, '');
      if (trimmed) terms.push({ kind: 'word', text: trimmed });
    }
  }
  return terms.length > 0 ? { terms } : null;
}

/**
 * The overlapping character pairs of a CJK term's runs, as the documents index them. A run of
 * one character has no pair: such a term is matched by substring alone.
 */
export function cjkBigrams(term: string): string[] {
  const pairs: string[] = [];
  for (const run of term.match(cjkRuns) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  }
  return pairs;
}

/** LIKE or ILIKE pattern for a CJK term (see containsAny; LIKE wildcards were removed when parsing). */
export function containsPattern(term: string): string {
  return `%${term}%`;
}

/** A lexeme as tsquery text: quoted, quotes doubled, backslashes escaped. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (lexemes: string[]) => `(${lexemes.map(lexeme).join(' | ')})`;

/**
 * `column` contains one of the patterns. ILIKE lowercases every row's text before it compares (in
 * a multibyte encoding, through the locale, character by character); a pattern without a cased
 * letter (CJK, kana) matches exactly the same text with LIKE, and a broad CJK keyword filters
 * 10,000 rows in half the time (docs/decisions/0055).
 */
function containsAny(column: string, patterns: string[]): SQL {
  const operator = patterns.some((pattern) => /[\p{Lu}\p{Ll}\p{Lt}]/u.test(pattern)) ? 'ilike' : 'like';
  return sql`${sql.raw(column)} ${sql.raw(operator)} any(${textArray(patterns)}::text[])`;
}

/** A word's alternatives, and which of them are stems of each language (for label matching). */
export interface WordForms {
  forms: string[];
  /** Language code → the word's stems in it (search_stems() of migration 0006). */
  stems: Record<string, string[]>;
}

/** Forms of words already asked for: they depend only on the database's search functions. */
const formsCache = new WeakMap<Database, Map<string, WordForms>>();
const maxCachedForms = 20_000;

/** Each word's alternatives (search_word_forms() of migration 0006), from cache when known. */
async function wordForms(db: Database, words: string[]): Promise<Map<string, WordForms>> {
  let cache = formsCache.get(db);
  if (!cache) {
    cache = new Map();
    formsCache.set(db, cache);
  }
  const missing = [...new Set(words.filter((word) => !cache.has(word)))];
  if (missing.length > 0) {
    const rows = await listWordForms(db, missing);
    if (cache.size > maxCachedForms) cache.clear();
    for (const row of rows) {
      const stems = typeof row.stems === 'string' ? (JSON.parse(row.stems) as Record<string, string>) : row.stems;
      cache.set(row.w, {
        forms: row.forms,
        stems: Object.fromEntries(Object.entries(stems).map(([code, text]) => [code, (text ?? '').split(' ').filter(Boolean)])),
      });
    }
  }
  return new Map(words.map((word) => [word, cache.get(word) ?? { forms: [], stems: {} }]));
}

/** A term's tsquery, or its function tokens as another way to match; null when neither can use the index. */
function termQuery(term: Term, tokens: string[] = []): SQL | null {
  const alternatives: string[] = tokens.length > 0 ? [anyOf(tokens)] : [];
  if (term.kind === 'word') {
    if (term.forms.length > 0) alternatives.unshift(anyOf(term.forms));
    // The parser splits it (r&d): all of its parts, as written.
    else return or(sql`plainto_tsquery('simple', search_fold(${term.text}))`, tokens.length > 0 ? sql`${anyOf(tokens)}::tsquery` : null);
  } else {
    const pairs = term.variants.map(cjkBigrams);
    if (pairs.every((p) => p.length > 0)) alternatives.unshift(`(${pairs.map((p) => `(${p.map(lexeme).join(' & ')})`).join(' | ')})`);
  }
  return alternatives.length > 0 ? sql`${alternatives.join(' | ')}::tsquery` : null;
}

/**
 * Every term in the title: the same terms as lexemes of weight A (the title part of the
 * document), or one of the term's ft: tokens (the job's function title has it in a label). Null
 * when a term can be tested neither way (one-character CJK, a word the parser splits).
 */
function titleQuery(terms: Term[], tokens: string[][] = []): SQL | null {
  const parts: string[] = [];
  for (const [i, term] of terms.entries()) {
    const alternatives: string[] = (tokens[i] ?? []).filter((token) => token.startsWith('ft:')).map(lexeme);
    if (term.kind === 'word') alternatives.push(...term.forms.map((form) => `${lexeme(form)}:A`));
    else {
      const pairs = term.variants.map(cjkBigrams);
      if (pairs.every((p) => p.length > 0)) alternatives.push(...pairs.map((p) => `(${p.map((pair) => `${lexeme(pair)}:A`).join(' & ')})`));
    }
    if (alternatives.length === 0) return null;
    parts.push(`(${alternatives.join(' | ')})`);
  }
  return parts.length > 0 ? sql`${parts.join(' & ')}::tsquery` : null;
}

/**
 * Every term in the title itself, as typed: a word in its folded form or a synonym's (no stems),
 * a CJK term by its character pairs (not through the function title's label, so 工程師 lists
 * "DevOps工程師" before an English "Data Engineer" of that function). Null when a term cannot be
 * tested so (one-character CJK, a word the parser splits).
 */
function exactTitleQuery(terms: Term[]): SQL | null {
  if (terms.length === 0) return null;
  const parts: string[] = [];
  for (const term of terms) {
    if (term.kind === 'word') {
      const exact = [foldText(term.text), ...synonymsOfWord(term.text)].filter((form) => term.forms.includes(form));
      if (exact.length === 0) return null;
      parts.push(`(${exact.map((form) => `${lexeme(form)}:A`).join(' | ')})`);
    } else {
      const pairs = term.variants.map(cjkBigrams);
      if (!pairs.every((p) => p.length > 0)) return null;
      parts.push(`(${pairs.map((p) => `(${p.map((pair) => `${lexeme(pair)}:A`).join(' & ')})`).join(' | ')})`);
    }
  }
  return sql`${parts.join(' & ')}::tsquery`;
}

/** A word's forms and stems with those of its synonyms. */
function withSynonyms(word: string, forms: Map<string, WordForms>): WordForms {
  const own = forms.get(word) ?? { forms: [], stems: {} };
  const others = synonymsOfWord(word).map((synonym) => forms.get(synonym) ?? { forms: [], stems: {} });
  if (others.length === 0 || own.forms.length === 0) return own;
  const stems: Record<string, string[]> = { ...own.stems };
  for (const other of others) {
    for (const [code, list] of Object.entries(other.stems)) stems[code] = [...new Set([...(stems[code] ?? []), ...list])];
  }
  return { forms: [...new Set([...own.forms, ...others.flatMap((other) => other.forms)])], stems };
}

/** Every term must match; null when none can use the index (one-character CJK). */
function allTerms(terms: Term[], tokens: string[][] = []): SQL | null {
  const parts = terms.map((term, i) => termQuery(term, tokens[i])).filter((part): part is SQL => part !== null);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` && `)})` : null;
}

/** A term naming more of the taxonomy than this (de, and, y) is a function word: left out. */
const genericTokens = 80;

const or = (a: SQL | null, b: SQL | null): SQL | null => (a && b ? sql`(${a} || ${b})` : (a ?? b));
const matchesQuery = (query: SQL) => sql`j.search_vector @@ (${query})`;

export interface KeywordMatch {
  /** Over `jobs j`: the jobs the keyword finds. */
  condition: SQL;
  /** Relevance, higher first. */
  rank: SQL;
}

/**
 * What a keyword finds (docs/decisions/0009 and the decision on search in every language):
 * - words match in any of their forms (folded, stemmed in each language); CJK terms in any
 *   Chinese script, by their character pairs, standing in the title or company name;
 * - terms that name a place of the country match the jobs there, or the words anywhere;
 * - the other terms, when a job function's label in any language has them all, also match the
 *   jobs of that function, whatever language the job is written in.
 */
const matchCache = new WeakMap<Database, Map<string, Promise<KeywordMatch>>>();
const maxCachedMatches = 5_000;

/**
 * What a keyword finds on a site, from cache when asked before: it is built from the word forms,
 * places and job-function labels, which this process already keeps (above and in ./bridge), and
 * building it again cost 3–8 ms of CPU per search (the labels of every function in every language).
 */
export function matchKeyword(db: Database, keyword: Keyword, countryKey: string): Promise<KeywordMatch> {
  let cache = matchCache.get(db);
  if (!cache) {
    cache = new Map();
    matchCache.set(db, cache);
  }
  const key = `${countryKey}\u0000${JSON.stringify(keyword.terms)}`;
  let match = cache.get(key);
  if (!match) {
    if (cache.size >= maxCachedMatches) cache.clear();
    match = buildMatch(db, keyword, countryKey);
    const entries = cache;
    entries.set(key, match);
    match.catch(() => entries.delete(key));
  }
  return match;
}

async function buildMatch(db: Database, keyword: Keyword, countryKey: string): Promise<KeywordMatch> {
  const words = keyword.terms.filter((t) => t.kind === 'word').map((t) => t.text);
  // A word's synonyms (./synonyms) are more forms of it: "programmer" also finds "developer".
  const synonyms = words.flatMap(synonymsOfWord);
  const [forms, places, functions] = await Promise.all([wordForms(db, [...words, ...synonyms]), placeIndex(db, countryKey), functionLabels(db)]);
  const terms: Term[] = keyword.terms.map((t) =>
    t.kind === 'word'
      ? { kind: 'word', text: t.text, ...withSynonyms(t.text, forms) }
      : { kind: 'cjk', text: t.text, variants: chineseVariants(foldText(t.text)) },
  );
  const found = findPlaces(terms, places);
  const inPlace = new Set(found.flatMap((p) => Array.from({ length: p.length }, (_, i) => p.start + i)));
  const remaining = terms.filter((_, i) => !inPlace.has(i));
  const tokensOf = remaining.map((term) => functionTokensOf(term, functions));
  const specific = remaining.map((_, i) => (tokensOf[i]?.length ?? 0) <= genericTokens);
  const keep = specific.some(Boolean) ? specific : remaining.map(() => true);
  const rest = remaining.filter((_, i) => keep[i]);
  const restTokens = tokensOf.filter((_, i) => keep[i]).map((tokens) => (tokens.length <= genericTokens ? tokens : []));
  const named = functionTokensNamed(remaining, functions, 'function');
  const titled = functionTokensNamed(remaining, functions, 'title');
  const namedQuery = named.length > 0 ? sql`${anyOf(named)}::tsquery` : null;
  const textQuery = or(allTerms(rest, restTokens), namedQuery);

  const conditions: SQL[] = [];
  if (textQuery) conditions.push(matchesQuery(textQuery));
  // CJK terms must stand together in the title or company name (pairs may match apart), unless
  // the job is of a function the term names. This test runs on every row the index finds, so it
  // reads the function tokens from the small rank document, never the full one.
  rest.forEach((term, i) => {
    if (term.kind !== 'cjk') return;
    const patterns = term.variants.map(containsPattern);
    const tokens = [...(restTokens[i] ?? []), ...named];
    const guard = sql`(${containsAny('j.title', patterns)} or ${containsAny('j.company_name', patterns)})`;
    conditions.push(tokens.length > 0 ? sql`(${guard} or j.rank_vector @@ ${anyOf(tokens)}::tsquery)` : guard);
  });
  for (const place of found) {
    const placeQuery = allTerms(terms.slice(place.start, place.start + place.length));
    conditions.push(matchesQuery(or(placeQuery, sql`${anyOf(place.ids.map((id) => `loc:${id}`))}::tsquery`) ?? sql`''::tsquery`));
  }

  // Relevance in tiers, each a containment test on the small inline rank_vector (ts_rank over a
  // query of many forms and tokens was most of the time of a broad search): the title the
  // keyword names exactly (3), every word in the title (2), the words or the function anywhere
  // but the description (1); description-only matches rank 0. Newest first within a tier.
  const ranks: SQL[] = [];
  if (titled.length > 0) ranks.push(sql`(case when j.rank_vector @@ ${anyOf(titled)}::tsquery then 3 else 0 end)`);
  // Every term in the title, or naming the job's function title (its ft: token): a job found
  // only through its main or sub-function comes after, so 営業 lists sales titles (also those
  // written in English, "Sales Manager" = 営業マネージャー) before the rest of the category.
  // Among those, every word in the title as typed (folded), not only through a stem, first:
  // "developer" ranks a "Software Developer" above a "Learning & Development Specialist" (stem
  // "develop"). That test runs only on the rows that pass the first (nested case).
  const inTitle = titleQuery(rest, restTokens);
  const asTyped = exactTitleQuery(rest);
  if (inTitle) {
    ranks.push(
      asTyped
        ? sql`(case when j.rank_vector @@ ${inTitle} then (case when j.rank_vector @@ ${asTyped} then 3 else 2 end) else 0 end)`
        : sql`(case when j.rank_vector @@ ${inTitle} then 2 else 0 end)`,
    );
  }
  if (textQuery) ranks.push(sql`(case when j.rank_vector @@ (${textQuery}) then 1 else 0 end)`);
  for (const term of rest) {
    // A one-character CJK term has no pairs to test: its place in the title or company name.
    if (term.kind !== 'cjk' || cjkBigrams(term.text).length > 0) continue;
    const patterns = term.variants.map(containsPattern);
    ranks.push(
      sql`(case when ${containsAny('j.title', patterns)} then 2 when ${containsAny('j.company_name', patterns)} then 1 else 0 end)`,
    );
  }
  return {
    condition: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
    rank: ranks.length > 0 ? sql.join(ranks, sql` + `) : sql`0`,
  };
}

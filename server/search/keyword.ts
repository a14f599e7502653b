import { type SQL, sql } from 'drizzle-orm';

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
  /** Whitespace-separated terms written in Latin, Cyrillic, Arabic, … script: full text. */
  words: string[];
  /** Terms containing Chinese or Japanese characters: substring and trigram match. */
  cjk: string[];
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
  const words: string[] = [];
  const cjk: string[] = [];
  for (const term of query.toLowerCase().split(/\s+/)) {
    if (words.length + cjk.length >= maxTerms) break;
    if (containsCjk(term)) {
      const cleaned = term.replace(/[%_\\]/g, '');
      if (cleaned) cjk.push(cleaned);
      continue;
    }
    for (const word of term.split(/[^\p{L}\p{N}\p{M}.#+_-]+/u)) {
      const trimmed = word.replace(/^[.\-_+#]+|[.\-_]+$/g, '');
      if (trimmed && words.length + cjk.length < maxTerms) words.push(trimmed);
    }
  }
  return words.length + cjk.length > 0 ? { words, cjk } : null;
}

/**
 * The full-text query for the words: each parsed by the same 'simple' configuration as the
 * documents, all required, matched as whole words. Prefix matching ('develop:*') was tried and
 * dropped: GIN gathers every posting of every matching word across all countries before it
 * applies the country, which made common prefixes 10–40× slower at a million jobs.
 */
export function wordsQuery(words: string[]): SQL | null {
  if (words.length === 0) return null;
  return sql`plainto_tsquery('simple', ${words.join(' ')})`;
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

/** ILIKE pattern for a CJK term (LIKE wildcards were removed when parsing). */
export function containsPattern(term: string): string {
  return `%${term}%`;
}

/**
 * Matching rows: every word in the document, and every CJK term in the title or company name.
 * A CJK term's character pairs find candidates through the GIN index; the substring test then
 * keeps those where the pairs stand together, in the title or the company name.
 */
export function keywordCondition(keyword: Keyword, tsquery: SQL | null): SQL {
  const conditions: SQL[] = [];
  if (tsquery) conditions.push(sql`j.search_vector @@ (${tsquery})`);
  for (const term of keyword.cjk) {
    const pattern = containsPattern(term);
    const pairs = cjkBigrams(term);
    if (pairs.length > 0) conditions.push(sql`j.search_vector @@ plainto_tsquery('simple', ${pairs.join(' ')})`);
    conditions.push(sql`(j.title ilike ${pattern} or j.company_name ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Relevance: ts_rank over the title (A 1.0), company (B 0.4) and skills (C 0.2) part of the
 * document. A job found only through its description (D) ranks 0 and falls back to newest
 * first: reading the whole document per match (TOASTed, ~1.4 kB) tripled the cost of ranking
 * while changing only the order among description-only matches. CJK terms found in the title
 * (1 + similarity) or company name (0.4) are boosted on the same scale.
 */
export function relevance(keyword: Keyword, tsquery: SQL | null): SQL {
  const parts: SQL[] = [];
  if (tsquery) parts.push(sql`ts_rank(j.rank_vector, ${tsquery})`);
  for (const term of keyword.cjk) {
    const pattern = containsPattern(term);
    parts.push(
      sql`(case when j.title ilike ${pattern} then 1.0 + similarity(j.title, ${term}) when j.company_name ilike ${pattern} then 0.4 else 0 end)`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

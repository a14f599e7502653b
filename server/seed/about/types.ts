import type { TextLanguage } from '../reference/labels';

/** What a news item may mention; every string is already in the pack's language. */
export interface NewsContext {
  company: string;
  city: string;
  year: number;
  /** An anniversary: how many years since the founding. */
  years: number;
  foundedYear: number;
  /** A formatted head count ("120", "1.200"). */
  count: string;
  product: string;
  productDescription: string;
  /** The funding round's stage label and amount ("Series A", "USD 12M"). */
  round: string;
  amount: string;
}

export interface NewsTemplate {
  title: (c: NewsContext) => string;
  summary: (c: NewsContext) => string;
}

export type NewsKind = 'office' | 'hiring' | 'award' | 'launch' | 'anniversary' | 'funding' | 'community';

/** A product line of an industry: its name built on the company's brand, and what it is. */
export interface ProductLine {
  name: (brand: { local: string; latin: string }) => string;
  description: string;
}

/**
 * The About parts a company writes about itself (brands or products, news), in one language.
 * Sentences are whole, written the way the language says them, never assembled word by word.
 */
export interface AboutPack {
  language: TextLanguage;
  /** By industry id; industries that sell services rather than named products have none. */
  products: Partial<Record<number, ProductLine[]>>;
  news: Record<NewsKind, NewsTemplate>;
  /** How a news headline names a funding round, by financing stage key. */
  rounds: Record<'angel' | 'seed' | 'series-a' | 'series-b' | 'series-c' | 'series-d-plus', string>;
}

import type { SeedLabels } from './labels';

/** One row of a ref_items list before it is stamped with the list name. */
export interface RefItem {
  id: number;
  /** Lower-case ASCII, hyphenated; what the API exposes as the item's key. */
  key: string;
  seoValue?: string;
  labels: SeedLabels;
  extra?: Record<string, unknown>;
}

/** Lists whose key doubles as a URL filter value get it as their SEO value too. */
export function withSeoValues(items: RefItem[]): RefItem[] {
  return items.map((item) => ({ ...item, seoValue: item.seoValue ?? item.key }));
}

import type { FacetCounts } from './facets';

/**
 * Facet counts and totals of recent searches. Every page and every sort of one search shares
 * them, so paging and re-sorting skip the counting pass, the one part of a search whose cost
 * grows with the number of matches. Entries live `ttlMs` of real time (a job posted now shows
 * in the counts that much later) and the oldest go first past `maxEntries`. Per process: a
 * count a few seconds stale on one instance is harmless, so no shared store is needed.
 */
export class SearchCountCache {
  private readonly entries = new Map<string, { at: number; value: FacetCounts }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string): FacetCounts | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.clock() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: FacetCounts): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { at: this.clock(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

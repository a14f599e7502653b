import { encodeSearchPath, type SearchFilterName, type SearchLocation } from '@/lib/search-url';

/** The same search with one filter value switched on or off, back on page 1. */
export function toggledFilterHref(search: SearchLocation, name: SearchFilterName, key: string): string {
  const current = search.filters[name] ?? [];
  const single = name === 'salary' || name === 'company_verified' || name === 'posted';
  const next = current.includes(key) ? current.filter((k) => k !== key) : single ? [key] : [...current, key];
  return encodeSearchPath({ ...search, filters: { ...search.filters, [name]: next }, page: 1 });
}

export function sortHref(search: SearchLocation, sort: number): string {
  return encodeSearchPath({ ...search, sort, page: 1 });
}

export function pageHref(search: SearchLocation, page: number): string {
  return encodeSearchPath({ ...search, page });
}

export function clearedFiltersHref(search: SearchLocation): string {
  return encodeSearchPath({ ...search, filters: {}, page: 1 });
}

export function activeFilterCount(search: SearchLocation): number {
  return Object.values(search.filters).reduce((sum, keys) => sum + (keys?.length ?? 0), 0);
}

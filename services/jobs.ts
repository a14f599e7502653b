import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { type JobSearchQuery, jobSearchResultSchema } from '@/lib/schemas/job';
import { unwrap } from './http';

export const defaultSearchPageSize = 30;

/** Drops empty parameters before the call (core spec §5). */
export function withoutEmptyParams<T extends Record<string, unknown>>(params: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = value;
  }
  return kept;
}

export async function searchJobs(http: AxiosInstance, query: JobSearchQuery) {
  const params = withoutEmptyParams({ size: defaultSearchPageSize, source: 'web', ...query });
  const response = await http.get('/job/search', { params });
  return unwrap(jobSearchResultSchema, response.data);
}

export const jobKeys = {
  all: ['jobs'] as const,
  search: (country: string, language: string, query: JobSearchQuery) =>
    [...jobKeys.all, 'search', country, language, query] as const,
};

export function jobSearchQuery(http: AxiosInstance, country: string, language: string, query: JobSearchQuery) {
  return queryOptions({
    queryKey: jobKeys.search(country, language, query),
    queryFn: () => searchJobs(http, query),
  });
}

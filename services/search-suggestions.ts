import type { AxiosInstance } from 'axios';
import { combinedSuggestionResultSchema, companySuggestionResultSchema } from '@/lib/schemas/company';
import { jobTitleListsResultSchema } from '@/lib/schemas/config';
import { hotJobTitlesResultSchema } from '@/lib/schemas/recommend';
import { unwrap } from './http';

export const jobTitleSuggestionSize = 5;

/** Taxonomy job titles for a partial keyword; the titles sit under data.data.job_titles. */
export async function searchJobTitles(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/config/search/job-title-lists', {
    params: { query, size: jobTitleSuggestionSize },
    signal,
  });
  return unwrap(jobTitleListsResultSchema, response.data).data.job_titles;
}

export async function companySuggestions(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/company/search-suggestion', { params: { query }, signal });
  return unwrap(companySuggestionResultSchema, response.data).companies;
}

/** Companies and job titles together: what the search box offers while typing. */
export async function combinedSuggestions(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/company/combined_search_suggestion', { params: { query }, signal });
  return unwrap(combinedSuggestionResultSchema, response.data);
}

export async function hotJobTitles(http: AxiosInstance) {
  const response = await http.get('/recommend/hot-job-titles');
  return unwrap(hotJobTitlesResultSchema, response.data);
}

import type { AxiosInstance } from 'axios';
import { unwrap } from './http-base';

// Loaded on first use: the search box is in the first load, zod is not (docs/decisions/0008).
const companySchemas = () => import('@/lib/schemas/company');
const configSchemas = () => import('@/lib/schemas/config');
const recommendSchemas = () => import('@/lib/schemas/recommend');

export const jobTitleSuggestionSize = 5;

/** Taxonomy job titles for a partial keyword; the titles sit under data.data.job_titles. */
export async function searchJobTitles(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/config/search/job-title-lists', {
    params: { query, size: jobTitleSuggestionSize },
    signal,
  });
  return unwrap((await configSchemas()).jobTitleListsResultSchema, response.data).data.job_titles;
}

export async function companySuggestions(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/company/search-suggestion', { params: { query }, signal });
  return unwrap((await companySchemas()).companySuggestionResultSchema, response.data).companies;
}

/** Companies and job titles together: what the search box offers while typing. */
export async function combinedSuggestions(http: AxiosInstance, query: string, signal?: AbortSignal) {
  const response = await http.get('/company/combined_search_suggestion', { params: { query }, signal });
  return unwrap((await companySchemas()).combinedSuggestionResultSchema, response.data);
}

export async function hotJobTitles(http: AxiosInstance) {
  const response = await http.get('/recommend/hot-job-titles');
  return unwrap((await recommendSchemas()).hotJobTitlesResultSchema, response.data);
}

import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { JobHotSearchBody, JobReportBody, JobSearchQuery, SimilarJobsQuery } from '@/lib/schemas/job';
import type { Device } from './http';
import { unwrap } from './http';

/**
 * The contract's schemas, loaded when a call needs them: these functions run in the browser
 * too, and zod must not weigh on a page's first load (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/job');

export const defaultSearchPageSize = 30;
export const similarJobsSize = 5;

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
  return unwrap((await schemas()).jobSearchResultSchema, response.data);
}

/** The job with its status; closed and on-hold jobs come back too (the page says so). */
export async function getJob(http: AxiosInstance, id: number) {
  const response = await http.get(`/job/${id}`);
  return unwrap((await schemas()).jobDetailSchema, response.data);
}

export async function getJobStatic(http: AxiosInstance, id: number) {
  const response = await http.get(`/job/${id}/static`);
  return unwrap((await schemas()).jobStaticSchema, response.data);
}

export async function getSimilarJobs(http: AxiosInstance, query: SimilarJobsQuery) {
  const response = await http.get('/job/similar', { params: { size: similarJobsSize, ...query } });
  return unwrap((await schemas()).similarJobsResultSchema, response.data);
}

const viewDevices: readonly Device[] = ['web', 'mobile_web'];

/**
 * Posts a view; without a valid device type nothing is sent (core spec §5). Nothing reads the
 * answer, so it is not parsed. Resolves to whether a view was sent.
 */
export async function postJobView(http: AxiosInstance, id: number, device: string | undefined, deviceUuid?: string) {
  if (!viewDevices.includes(device as Device)) return false;
  await http.post(`/job/${id}/view`, withoutEmptyParams({ device, device_uuid: deviceUuid }));
  return true;
}

export async function reportJob(http: AxiosInstance, id: number, body: JobReportBody) {
  const response = await http.post(`/job/jobs/${id}/report`, body);
  return unwrap((await schemas()).jobReportResultSchema, response.data);
}

/** Hot-search metrics; its failures are ignored on purpose (core spec §8). */
export async function postHotSearch(http: AxiosInstance, body: JobHotSearchBody): Promise<void> {
  try {
    await http.post('/job/metrics/job-hot-search', withoutEmptyParams(body));
  } catch {
    // Metrics only: the search the user sees does not depend on them.
  }
}

export const jobKeys = {
  all: ['jobs'] as const,
  search: (country: string, language: string, query: JobSearchQuery) =>
    [...jobKeys.all, 'search', country, language, query] as const,
  detail: (country: string, language: string, id: number) => [...jobKeys.all, 'detail', country, language, id] as const,
  similar: (country: string, language: string, id: number) => [...jobKeys.all, 'similar', country, language, id] as const,
};

export function jobSearchQuery(http: AxiosInstance, country: string, language: string, query: JobSearchQuery) {
  return queryOptions({
    queryKey: jobKeys.search(country, language, query),
    queryFn: () => searchJobs(http, query),
  });
}

export function jobDetailQuery(http: AxiosInstance, country: string, language: string, id: number) {
  return queryOptions({ queryKey: jobKeys.detail(country, language, id), queryFn: () => getJob(http, id) });
}

export function similarJobsQuery(http: AxiosInstance, country: string, language: string, id: number) {
  return queryOptions({
    queryKey: jobKeys.similar(country, language, id),
    queryFn: () => getSimilarJobs(http, { job_id: id }),
  });
}

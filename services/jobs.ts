import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ApplicationBody, AppliedJobListQuery, SaveJobBody, SavedJobListQuery } from '@/lib/schemas/applications';
import type { JobHotSearchBody, JobReportBody, JobSearchQuery, SimilarJobsQuery } from '@/lib/schemas/job';
import type { Device } from './http-base';
import { unwrap } from './http-base';

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

// ---------------------------------------------------------------------------------------------
// Applications, saved jobs and external jobs (core spec §7 Jobs; platform spec §2 My jobs)
// ---------------------------------------------------------------------------------------------

const applicationSchemas = () => import('@/lib/schemas/applications');

/** POST /job/jobs/{id}/applications; 41501 when already applied, 41502 when the job is no longer open. */
export async function applyToJob(http: AxiosInstance, jobId: number, body: ApplicationBody) {
  const response = await http.post(`/job/jobs/${jobId}/applications`, body);
  return unwrap((await applicationSchemas()).applyResultSchema, response.data);
}

export async function getAppliedJobs(http: AxiosInstance, query: AppliedJobListQuery = {}) {
  const response = await http.get('/job/job-applications/jobseekers', { params: withoutEmptyParams(query) });
  return unwrap((await applicationSchemas()).appliedJobListSchema, response.data);
}

export async function getAppliedJob(http: AxiosInstance, applicationId: number) {
  const response = await http.get(`/job/jobs/applied-jobs/${applicationId}`);
  return unwrap((await applicationSchemas()).appliedJobDetailSchema, response.data);
}

export async function withdrawApplication(http: AxiosInstance, applicationId: number) {
  const response = await http.patch(`/job/applied-jobs/${applicationId}/withdraw`);
  return unwrap((await applicationSchemas()).applicationSchema, response.data);
}

/** Saves a job; saving it again answers the same save. `timestamp` is sent in seconds (platform spec §9). */
export async function saveJob(http: AxiosInstance, body: SaveJobBody) {
  const response = await http.post('/job/saved-jobs/create', { timestamp: Math.floor(Date.now() / 1000), ...withoutEmptyParams(body) });
  return unwrap((await applicationSchemas()).savedJobSchema, response.data);
}

/** DELETE /job/saved-jobs/{job id}/delete: 404 when the job was not saved. */
export async function unsaveJob(http: AxiosInstance, jobId: number) {
  const response = await http.delete(`/job/saved-jobs/${jobId}/delete`);
  return unwrap((await applicationSchemas()).isSavedSchema, response.data);
}

export async function getSavedJobs(http: AxiosInstance, query: SavedJobListQuery = {}) {
  const response = await http.get('/job/jobs/saved-jobs', { params: withoutEmptyParams(query) });
  return unwrap((await applicationSchemas()).savedJobListSchema, response.data);
}

export async function getSavedJob(http: AxiosInstance, jobId: number) {
  const response = await http.get(`/job/saved-jobs/${jobId}`);
  return unwrap((await applicationSchemas()).savedJobSchema, response.data);
}

export async function isJobSaved(http: AxiosInstance, jobId: number) {
  const response = await http.get(`/job/${jobId}/is-saved`);
  return unwrap((await applicationSchemas()).isSavedSchema, response.data);
}

/** Counts the click on an external job; the page opens the employer's link itself (no pop-up blocker in the way). */
export async function clickExternalJob(http: AxiosInstance, jobId: number, deviceUuid?: string) {
  const response = await http.post(`/job/${jobId}/click-external-job`, withoutEmptyParams({ device_uuid: deviceUuid }));
  return unwrap((await applicationSchemas()).externalClickResultSchema, response.data);
}

/** The most job ids one saved-jobs list call filters by (platform spec §9: 30 values in one field). */
export const savedStatusBatchSize = 30;

/**
 * Whether each of many jobs is saved, for lists of cards: the ids asked for in the same tick go
 * in one call (30 at most, then another), not one is-saved call per card.
 */
export function savedStatusLoader(http: AxiosInstance) {
  let batch: { ids: number[]; result: Promise<Set<number>> } | null = null;
  return (jobId: number): Promise<boolean> => {
    if (!batch || batch.ids.length >= savedStatusBatchSize) {
      const ids: number[] = [];
      const result = new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
        if (batch?.ids === ids) batch = null;
        const list = await getSavedJobs(http, { job_ids: ids.join(','), size: ids.length });
        return new Set(list.saved_jobs.map((saved) => saved.job_id));
      });
      batch = { ids, result };
    }
    const current = batch;
    if (!current.ids.includes(jobId)) current.ids.push(jobId);
    return current.result.then((saved) => saved.has(jobId));
  };
}

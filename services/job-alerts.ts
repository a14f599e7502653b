import type { AxiosInstance } from 'axios';
import type { JobAlertCreate, JobAlertUpdate } from '@/lib/schemas/job-alerts';
import { ApiError, noResponseStatus } from './api-error';
import { unwrap } from './http-base';

/**
 * Job alerts from the browser (core spec §7): list, create, change, delete. Each takes the
 * caller's client (the quiet one in settings: the page says what went wrong in place). Schemas
 * load with the first call (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/job-alerts');

export const jobAlertKeys = { all: () => ['job-alerts'] as const };

export async function listJobAlerts(http: AxiosInstance) {
  const response = await http.get('/job/jobs/job-alerts');
  return unwrap((await schemas()).jobAlertListSchema, response.data).alerts;
}

export async function createJobAlert(http: AxiosInstance, body: JobAlertCreate) {
  const response = await http.post('/job/job-alerts/create', body);
  return unwrap((await schemas()).jobAlertSchema, response.data);
}

export async function updateJobAlert(http: AxiosInstance, id: number, body: JobAlertUpdate) {
  const response = await http.put(`/job/job-alerts/${id}/update`, body);
  return unwrap((await schemas()).jobAlertSchema, response.data);
}

export async function deleteJobAlert(http: AxiosInstance, id: number) {
  const response = await http.delete(`/job/job-alerts/${id}/delete`);
  return unwrap((await schemas()).jobAlertDeleteResultSchema, response.data);
}

/**
 * POST /job/job-alerts/unsubscribe?token=… (RFC 8058 one-click, no session): done, already used
 * (or the alert is gone: 404), or not a valid link (any other answer). No answer at all throws.
 */
export async function unsubscribeJobAlert(http: AxiosInstance, token: string): Promise<'done' | 'used' | 'invalid'> {
  if (!token || token.length > 300) return 'invalid';
  try {
    const response = await http.post('/job/job-alerts/unsubscribe', undefined, { params: { token } });
    unwrap((await schemas()).unsubscribeResultSchema, response.data);
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === noResponseStatus) throw error;
    return error.status === 404 ? 'used' : 'invalid';
  }
}

import type { AxiosInstance } from 'axios';
import { maxFitJobs } from '@/lib/fit';
import { unwrap } from './http-base';

/** Fit, explained (lib/schemas/fit.ts is the contract); schemas load with the first answer. */
const schemas = () => import('@/lib/schemas/fit');

/** The fit labels of these jobs, asked a page of 20 at a time. */
export async function listFits(http: AxiosInstance, jobIds: readonly number[]) {
  const { fitListSchema } = await schemas();
  const fits = [];
  for (let at = 0; at < jobIds.length; at += maxFitJobs) {
    const response = await http.get('/job/fit', { params: { job_ids: jobIds.slice(at, at + maxFitJobs).join(',') } });
    fits.push(...unwrap(fitListSchema, response.data).fits);
  }
  return fits;
}

/** One job's fit with its reasons. */
export async function getFit(http: AxiosInstance, jobId: number) {
  const response = await http.get(`/job/${jobId}/fit`);
  return unwrap((await schemas()).fitDetailSchema, response.data);
}

import type { AxiosInstance } from 'axios';
import { identityStatusSchema, verifiedJobsSchema } from '@/lib/schemas/identity-verification';
import { unwrap } from './http-base';

/** Identity verification (lib/schemas/identity-verification.ts): the seeker's status and the jobs it unlocks. */
export async function identityStatus(http: AxiosInstance) {
  const response = await http.get('/jobseeker/identity-verification');
  return unwrap(identityStatusSchema, response.data);
}

export async function verifiedOnlyJobs(http: AxiosInstance) {
  const response = await http.get('/jobseeker/identity-verification/jobs');
  return unwrap(verifiedJobsSchema, response.data).jobs;
}

import type { AxiosInstance } from 'axios';
import type { JobsForYouQuery } from '@/lib/schemas/recommend';
import { unwrap } from './http';

const schemas = () => import('@/lib/schemas/recommend');

/** Jobs matching the signed-in user's job preferences (the landing after login). */
export async function getJobsForYou(http: AxiosInstance, query: JobsForYouQuery = {}) {
  const response = await http.get('/recommend/jobs-for-you', { params: query });
  return unwrap((await schemas()).jobsForYouResultSchema, response.data);
}

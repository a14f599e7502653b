import type { AxiosInstance } from 'axios';
import type { HomeJobsQuery, HotJobTitlesQuery, JobsForYouQuery, Web3CompaniesQuery } from '@/lib/schemas/recommend';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/recommend');

/** Jobs matching the signed-in user's job preferences (the landing after login). */
export async function getJobsForYou(http: AxiosInstance, query: JobsForYouQuery = {}) {
  const response = await http.get('/recommend/jobs-for-you', { params: query });
  return unwrap((await schemas()).jobsForYouResultSchema, response.data);
}

/** GET /recommend/popular-jobs: the country's open jobs most people wanted in the last 30 days. */
export async function getPopularJobs(http: AxiosInstance, query: HomeJobsQuery = {}) {
  const response = await http.get('/recommend/popular-jobs', { params: query });
  return unwrap((await schemas()).homeJobsResultSchema, response.data);
}

/** GET /recommend/hot-jobs: this week's most wanted open jobs that popular does not show, then urgent ones. */
export async function getHotJobs(http: AxiosInstance, query: HomeJobsQuery = {}) {
  const response = await http.get('/recommend/hot-jobs', { params: query });
  return unwrap((await schemas()).homeJobsResultSchema, response.data);
}

/** GET /recommend/web3-companies: the country's companies with open Web3 jobs. */
export async function getWeb3Companies(http: AxiosInstance, query: Web3CompaniesQuery = {}) {
  const response = await http.get('/recommend/web3-companies', { params: query });
  return unwrap((await schemas()).web3CompaniesResultSchema, response.data);
}

/** GET /recommend/hot-job-titles: the job titles many people searched, else those with most open jobs. */
export async function getHotJobTitles(http: AxiosInstance, query: HotJobTitlesQuery = {}) {
  const response = await http.get('/recommend/hot-job-titles', { params: query });
  return unwrap((await schemas()).hotJobTitlesResultSchema, response.data);
}

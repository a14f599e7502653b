import type { AxiosInstance } from 'axios';
import type { SalaryInsightQuery } from '@/lib/schemas/salary-insight';
import { unwrap } from './http-base';

/** Salary insight (lib/schemas/salary-insight.ts is the contract); server pages call these. */
const schemas = () => import('@/lib/schemas/salary-insight');

export async function getSalaryInsight(http: AxiosInstance, query: SalaryInsightQuery) {
  const response = await http.get('/job/salary-insight', { params: query });
  return unwrap((await schemas()).salaryInsightSchema, response.data);
}

export async function getSalaryPages(http: AxiosInstance) {
  const response = await http.get('/job/salary-insight/pages');
  return unwrap((await schemas()).salaryPagesSchema, response.data);
}

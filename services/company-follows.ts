import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { unwrap } from './http-base';

/** Followed companies (lib/schemas/company-follows.ts is the contract); schemas load with the first answer. */
const schemas = () => import('@/lib/schemas/company-follows');

export async function listFollowedCompanies(http: AxiosInstance) {
  const response = await http.get('/company/followed-companies');
  return unwrap((await schemas()).followedCompanyListSchema, response.data);
}

export async function followCompany(http: AxiosInstance, companyId: number) {
  const response = await http.post('/company/followed-companies/create', { company_id: companyId });
  return unwrap((await schemas()).followedCompanySchema, response.data);
}

export async function unfollowCompany(http: AxiosInstance, companyId: number) {
  const response = await http.delete(`/company/${companyId}/followed-companies/delete`);
  return unwrap((await schemas()).unfollowResultSchema, response.data);
}

export const followedCompanyKeys = {
  all: ['followed-companies'] as const,
  list: () => [...followedCompanyKeys.all, 'list'] as const,
};

/** The seeker's followed companies: every follow button of a page reads this one list. */
export function followedCompaniesQuery(http: () => AxiosInstance | Promise<AxiosInstance>) {
  return queryOptions({ queryKey: followedCompanyKeys.list(), queryFn: async () => (await listFollowedCompanies(await http())).companies });
}

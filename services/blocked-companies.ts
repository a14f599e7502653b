import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { blockedViewCookieName } from '@/lib/blocked-view';
import { unwrap } from './http-base';

/** Blocked companies (lib/schemas/blocked-companies.ts is the contract); schemas load with the first answer. */
const schemas = () => import('@/lib/schemas/blocked-companies');

/** Keeps the blocked-view flag (lib/blocked-view.ts) in step with how many companies the seeker has blocked (browser only). */
export function rememberBlockedCount(count: number): void {
  if (typeof document === 'undefined') return;
  if (count === 0) Cookies.remove(blockedViewCookieName, { path: '/' });
  else Cookies.set(blockedViewCookieName, '1', { path: '/', expires: 30, sameSite: 'Lax', secure: window.location.protocol === 'https:' });
}

export async function listBlockedCompanies(http: AxiosInstance) {
  const response = await http.get('/company/blacklist-companies');
  const list = unwrap((await schemas()).blockedCompanyListSchema, response.data);
  // Whether the home and search pages are this seeker's own (decision 0077).
  rememberBlockedCount(list.companies.length);
  return list;
}

export async function searchCompaniesByName(http: AxiosInstance, name: string, signal?: AbortSignal) {
  const response = await http.get('/company/search-company-by-legal-name-displany-name', { params: { company_name: name }, signal });
  return unwrap((await schemas()).companyNameMatchesSchema, response.data);
}

export async function blockCompany(http: AxiosInstance, companyId: number) {
  const response = await http.post('/company/blacklist-companies/create', { company_id: companyId });
  const blocked = unwrap((await schemas()).blockedCompanySchema, response.data);
  rememberBlockedCount(1);
  return blocked;
}

export async function unblockCompany(http: AxiosInstance, companyId: number) {
  const response = await http.delete(`/company/${companyId}/blacklist-companies/delete`);
  return unwrap((await schemas()).unblockResultSchema, response.data);
}

export const blockedCompanyKeys = {
  all: ['blocked-companies'] as const,
  list: () => [...blockedCompanyKeys.all, 'list'] as const,
  byName: (name: string) => [...blockedCompanyKeys.all, 'by-name', name] as const,
};

/** The seeker's blocked companies (the company page asks whether its company is among them). */
export function blockedCompaniesQuery(http: () => AxiosInstance | Promise<AxiosInstance>) {
  return queryOptions({ queryKey: blockedCompanyKeys.list(), queryFn: async () => (await listBlockedCompanies(await http())).companies });
}

/** Companies by display or legal name (at least 2 characters), for blocking or for a work experience. */
export function companiesByNameQuery(http: () => AxiosInstance | Promise<AxiosInstance>, name: string) {
  return queryOptions({
    queryKey: blockedCompanyKeys.byName(name),
    queryFn: async ({ signal }) => (await searchCompaniesByName(await http(), name, signal)).companies,
    enabled: name.length >= 2,
    staleTime: 60_000,
  });
}

import type { AxiosInstance } from 'axios';
import { unwrap } from './http';

/** Blocked companies (lib/schemas/blocked-companies.ts is the contract); schemas load with the first answer. */
const schemas = () => import('@/lib/schemas/blocked-companies');

export async function listBlockedCompanies(http: AxiosInstance) {
  const response = await http.get('/company/blacklist-companies');
  return unwrap((await schemas()).blockedCompanyListSchema, response.data);
}

export async function searchCompaniesByName(http: AxiosInstance, name: string) {
  const response = await http.get('/company/search-company-by-legal-name-displany-name', { params: { company_name: name } });
  return unwrap((await schemas()).companyNameMatchesSchema, response.data);
}

export async function blockCompany(http: AxiosInstance, companyId: number) {
  const response = await http.post('/company/blacklist-companies/create', { company_id: companyId });
  return unwrap((await schemas()).blockedCompanySchema, response.data);
}

export async function unblockCompany(http: AxiosInstance, companyId: number) {
  const response = await http.delete(`/company/${companyId}/blacklist-companies/delete`);
  return unwrap((await schemas()).unblockResultSchema, response.data);
}

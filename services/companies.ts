import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { unwrap } from './http';

/** Loaded with the first call, so zod stays out of any first load (docs/decisions/0008). */
const schemas = () => import('@/lib/schemas/company');

/** GET /company/{id}: the company of the request's country; 404 for another country's or an unknown one. */
export async function getCompany(http: AxiosInstance, id: number) {
  const response = await http.get(`/company/${id}`);
  return unwrap((await schemas()).companyDetailSchema, response.data);
}

export const companyKeys = {
  all: ['companies'] as const,
  detail: (country: string, language: string, id: number) => [...companyKeys.all, 'detail', country, language, id] as const,
};

export function companyDetailQuery(http: AxiosInstance, country: string, language: string, id: number) {
  return queryOptions({ queryKey: companyKeys.detail(country, language, id), queryFn: () => getCompany(http, id) });
}

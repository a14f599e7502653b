import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { CompanySearchQuery } from '@/lib/schemas/company';
import { unwrap } from './http-base';
import { withoutEmptyParams } from './jobs';

/** Loaded with the first call, so zod stays out of any first load (docs/decisions/0008). */
const schemas = () => import('@/lib/schemas/company');

/** GET /company/{id}: the company of the request's country; 404 for another country's or an unknown one. */
export async function getCompany(http: AxiosInstance, id: number) {
  const response = await http.get(`/company/${id}`);
  return unwrap((await schemas()).companyDetailSchema, response.data);
}

/** GET /company/search: a page of the country's companies with the search's totals. */
export async function searchCompanies(http: AxiosInstance, query: CompanySearchQuery) {
  const response = await http.get('/company/search', { params: withoutEmptyParams(query) });
  return unwrap((await schemas()).companySearchResultSchema, response.data);
}

/** GET /company/featured-companies: verified companies hiring most right now. */
export async function getFeaturedCompanies(http: AxiosInstance, size: number) {
  const response = await http.get('/company/featured-companies', { params: { size } });
  return unwrap((await schemas()).companyListResultSchema, response.data).companies;
}

/** GET /company/{id}/similar-companies: others of its industry in the country. */
export async function getSimilarCompanies(http: AxiosInstance, id: number, size: number) {
  const response = await http.get(`/company/${id}/similar-companies`, { params: { size } });
  return unwrap((await schemas()).companyListResultSchema, response.data).companies;
}

/** GET /company/search-suggestion: companies whose name reads like the text. */
export async function suggestCompanies(http: AxiosInstance, query: string, size: number) {
  const response = await http.get('/company/search-suggestion', { params: { query, size } });
  return unwrap((await schemas()).companySuggestionResultSchema, response.data).companies;
}

export const companyKeys = {
  all: ['companies'] as const,
  detail: (country: string, language: string, id: number) => [...companyKeys.all, 'detail', country, language, id] as const,
  search: (country: string, language: string, query: CompanySearchQuery) =>
    [...companyKeys.all, 'search', country, language, query] as const,
  featured: (country: string, language: string, size: number) => [...companyKeys.all, 'featured', country, language, size] as const,
  similar: (country: string, language: string, id: number, size: number) =>
    [...companyKeys.all, 'similar', country, language, id, size] as const,
  suggestion: (country: string, language: string, query: string, size: number) =>
    [...companyKeys.all, 'suggestion', country, language, query, size] as const,
};

export function companySearchQuery(http: AxiosInstance, country: string, language: string, query: CompanySearchQuery) {
  return queryOptions({ queryKey: companyKeys.search(country, language, query), queryFn: () => searchCompanies(http, query) });
}

export function featuredCompaniesQuery(http: AxiosInstance, country: string, language: string, size: number) {
  return queryOptions({ queryKey: companyKeys.featured(country, language, size), queryFn: () => getFeaturedCompanies(http, size) });
}

export function similarCompaniesQuery(http: AxiosInstance, country: string, language: string, id: number, size: number) {
  return queryOptions({ queryKey: companyKeys.similar(country, language, id, size), queryFn: () => getSimilarCompanies(http, id, size) });
}

export function companySuggestionQuery(http: AxiosInstance, country: string, language: string, query: string, size: number) {
  return queryOptions({
    queryKey: companyKeys.suggestion(country, language, query, size),
    queryFn: () => suggestCompanies(http, query, size),
  });
}

export function companyDetailQuery(http: AxiosInstance, country: string, language: string, id: number) {
  return queryOptions({ queryKey: companyKeys.detail(country, language, id), queryFn: () => getCompany(http, id) });
}

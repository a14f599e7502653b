import type { AxiosInstance } from 'axios';
import { companySitemapResultSchema, jobSitemapResultSchema } from '@/lib/schemas/sitemap';
import { unwrap } from './http-base';

export async function getJobSitemap(http: AxiosInstance, page: number) {
  const response = await http.get('/job/sitemap', { params: { page } });
  return unwrap(jobSitemapResultSchema, response.data);
}

export async function getCompanySitemap(http: AxiosInstance, page: number) {
  const response = await http.get('/company/sitemap', { params: { page } });
  return unwrap(companySitemapResultSchema, response.data);
}

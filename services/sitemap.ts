import type { AxiosInstance } from 'axios';
import { jobSitemapResultSchema } from '@/lib/schemas/sitemap';
import { unwrap } from './http';

export async function getJobSitemap(http: AxiosInstance, page: number) {
  const response = await http.get('/job/sitemap', { params: { page } });
  return unwrap(jobSitemapResultSchema, response.data);
}

import type { AxiosInstance } from 'axios';
import type { LatestNewsQuery } from '@/lib/schemas/news';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/news');

/** GET /news/latest: the site's newest published news in the request's language. */
export async function getLatestNews(http: AxiosInstance, query: LatestNewsQuery = {}) {
  const response = await http.get('/news/latest', { params: query });
  return unwrap((await schemas()).latestNewsResultSchema, response.data);
}

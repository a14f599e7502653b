import type { AxiosInstance } from 'axios';
import type { RecommendedCoursesQuery } from '@/lib/schemas/academy';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/academy');

/** GET /academy/recommended-courses: courses for job categories and an experience level (or the signed-in seeker's). */
export async function getRecommendedCourses(http: AxiosInstance, query: RecommendedCoursesQuery = {}, options: { timeoutMs?: number } = {}) {
  const response = await http.get('/academy/recommended-courses', { params: query, timeout: options.timeoutMs });
  return unwrap((await schemas()).recommendedCoursesResultSchema, response.data);
}

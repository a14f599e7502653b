import { Hono } from 'hono';
import { recommendedCoursesQuerySchema } from '@/lib/schemas/academy';
import { recommendedCourses } from '../../academy/recommended-courses';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** The academy service: course recommendations (core spec §7). */
export function academyRoutes() {
  return new Hono<AppEnv>().get('/recommended-courses', validate('query', recommendedCoursesQuerySchema, 'query'), async (c) => {
    const { size, job_category_ids, xp_lvl_key } = c.get('query');
    const session = c.get('session');
    const userId = session?.kind === 'user' && session.role === 'jobseeker' ? session.userId : null;
    const result = await recommendedCourses(c.get('db'), {
      language: c.get('language'),
      size,
      categoryIds: job_category_ids,
      xpLevelKey: xp_lvl_key,
      userId,
      now: c.get('now'),
    });
    return ok(c, result);
  });
}

import { z } from 'zod';
import { enumParam, idListParam, intParam } from './params';

/** Experience levels (xp_lvls keys) a course recommendation can be asked for. */
export const courseXpLevelKeys = ['no-experience', 'less-than-1-year', '1-3-years', '3-5-years', '5-10-years', '10-plus-years'] as const;
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
/** The whole catalogue (40 courses) fits in one answer, so a course page can find any course. */
export const maxCoursesSize = 50;

/**
 * GET /academy/recommended-courses (core spec §7): `size` (default 6), `job_category_ids` (main
 * functions, sub-functions or job titles of the taxonomy, comma-separated), `xp_lvl_key`. Without
 * categories a signed-in seeker's job preferences and recent applications stand in for them.
 */
export const recommendedCoursesQuerySchema = z.object({
  size: intParam(1, maxCoursesSize).transform((v) => v ?? 6),
  job_category_ids: idListParam(),
  xp_lvl_key: enumParam(courseXpLevelKeys),
});
export type RecommendedCoursesQuery = z.input<typeof recommendedCoursesQuerySchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** In the request's language. */
  title: z.string(),
  level: z.enum(courseLevels),
  hours: z.number().int(),
  /** The main job functions it prepares for; empty: useful in every trade. */
  job_category_ids: z.array(z.number().int()),
});
export type Course = z.infer<typeof courseSchema>;

export const recommendedCoursesResultSchema = z.object({ courses: z.array(courseSchema) });
export type RecommendedCoursesResult = z.infer<typeof recommendedCoursesResultSchema>;

import { courseXpLevelKeys, type RecommendedCoursesQuery } from './schemas/academy';

/** How many courses a job page shows beside the job. */
export const jobCoursesSize = 3;

type XpLevelKey = (typeof courseXpLevelKeys)[number];

const isXpLevelKey = (key: string | undefined): key is XpLevelKey => (courseXpLevelKeys as readonly string[]).includes(key ?? '');

/**
 * What a job page asks the academy for (GET /academy/recommended-courses): the courses of the
 * job's trade (its main function, the academy's job category) at its experience level, read
 * from the xp_lvls list by id. A level the academy does not know is left out rather than refused.
 */
export function jobCoursesQuery(
  job: { main_function: { id: number }; xp_lvl: { id: number } },
  xpLevels: readonly { id: number; key: string }[],
): RecommendedCoursesQuery {
  const key = xpLevels.find((level) => level.id === job.xp_lvl.id)?.key;
  return {
    size: jobCoursesSize,
    job_category_ids: String(job.main_function.id),
    ...(isXpLevelKey(key) ? { xp_lvl_key: key } : {}),
  };
}

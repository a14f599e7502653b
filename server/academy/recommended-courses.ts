import type { Language } from '@/lib/languages';
import type { courseXpLevelKeys, RecommendedCoursesResult } from '@/lib/schemas/academy';
import type { Database } from '../db/client';
import { listMainFunctionsOf, listSeekerFunctions } from '../db/queries/courses';
import { labelIn } from '../domain/labels';
import { type Course, type CourseLevel, courses, levelOfXp } from './courses';

const levels: CourseLevel[] = ['beginner', 'intermediate', 'advanced'];
const behaviourDays = 90;

/** The main functions of taxonomy ids of any level (a main function, sub-function or job title). */
async function mainFunctionsOf(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await listMainFunctionsOf(db, ids);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** What a signed-in seeker works towards: their preferences' job titles and what they applied to lately. */
async function seekerCategories(db: Database, userId: number, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - behaviourDays * 86_400_000).toISOString();
  const rows = await listSeekerFunctions(db, userId, since);
  return mainFunctionsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
}

export interface RecommendedCoursesInput {
  language: Language;
  size: number;
  categoryIds?: number[];
  xpLevelKey?: (typeof courseXpLevelKeys)[number];
  /** The signed-in seeker, whose preferences stand in when no categories are asked for. */
  userId: number | null;
  now: Date;
}

/**
 * GET /academy/recommended-courses: with job categories, the courses for those trades first, then
 * the ones useful in every trade, never another trade's; with an experience level, the courses of
 * that level before the others. Without categories (and no seeker to read them from), the whole
 * catalogue in that order.
 */
export async function recommendedCourses(db: Database, input: RecommendedCoursesInput): Promise<RecommendedCoursesResult> {
  const asked = input.categoryIds ?? [];
  const targets = asked.length > 0 ? await mainFunctionsOf(db, asked) : input.userId !== null ? await seekerCategories(db, input.userId, input.now) : [];
  const level = input.xpLevelKey ? levelOfXp[input.xpLevelKey] : null;
  // Categories asked for (even unknown ones) or read from the seeker narrow the list to their trades.
  const narrowed = asked.length > 0 || targets.length > 0;
  const fits = (course: Course) => (!narrowed ? 1 : course.categories.some((id) => targets.includes(id)) ? 2 : course.categories.length === 0 ? 1 : 0);
  const distance = (course: Course) => (level ? Math.abs(levels.indexOf(course.level) - levels.indexOf(level)) : 0);
  const chosen = courses
    .filter((course) => fits(course) > 0)
    .sort((a, b) => fits(b) - fits(a) || distance(a) - distance(b) || a.id - b.id)
    .slice(0, input.size);
  return {
    courses: chosen.map((course) => ({
      id: course.id,
      key: course.key,
      title: labelIn(course.labels, input.language),
      level: course.level,
      hours: course.hours,
      job_category_ids: [...course.categories],
    })),
  };
}

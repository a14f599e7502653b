import 'server-only';
import type { AxiosInstance } from 'axios';
import { jobCoursesQuery } from '@/lib/job-courses';
import type { Course } from '@/lib/schemas/academy';
import { getRecommendedCourses } from './academy';

/** How long a job page waits for the academy: its courses are a side section, never worth a slow page. */
export const jobCoursesTimeoutMs = 3000;

/**
 * The courses a job page shows beside the job: its trade's, at its level. The academy not
 * answering (an error, a timeout, an unreadable answer) leaves the page without the section.
 */
export async function coursesForJob(
  http: AxiosInstance,
  job: Parameters<typeof jobCoursesQuery>[0],
  xpLevels: Parameters<typeof jobCoursesQuery>[1],
): Promise<Course[]> {
  try {
    return (await getRecommendedCourses(http, jobCoursesQuery(job, xpLevels), { timeoutMs: jobCoursesTimeoutMs })).courses;
  } catch (error) {
    console.warn(`[academy] a job page goes without courses: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

import { getTranslations } from 'next-intl/server';
import { CourseCards } from '@/components/courses/course-cards';
import { courseLabelsOf } from '@/components/courses/course-labels';
import { Link } from '@/i18n/link';
import type { Course } from '@/lib/schemas/academy';

/**
 * Courses beside a job (core spec §7 academy recommended courses): the academy's picks for the
 * job's trade and level, server-rendered with the page, and the way to every course. Nothing
 * when the academy had none or did not answer.
 */
export async function JobCourses({
  courses,
  category,
  locale,
  language,
  mainFunctions,
}: {
  courses: Course[];
  /** The job's main function in the page's language. */
  category: string;
  /** The page's language (Intl), for the hours. */
  locale: string;
  /** The page's language slug, for the links to the courses. */
  language: string;
  mainFunctions: { id: number; value: string }[];
}) {
  if (courses.length === 0) return null;
  const t = await getTranslations('Courses');
  const labels = await courseLabelsOf(locale, mainFunctions, language);
  return (
    <section className="side-card job-courses" aria-labelledby="job-courses-title">
      <h2 id="job-courses-title">{t('forJob')}</h2>
      <p className="muted">{t('forJobIntro', { category })}</p>
      <CourseCards courses={courses} labels={labels} label={t('forJob')} />
      <Link href="/courses" prefetch={false} className="course-more">
        {t('seeAll')}
      </Link>
    </section>
  );
}

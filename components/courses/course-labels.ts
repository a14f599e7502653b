import { getTranslations } from 'next-intl/server';
import type { CourseLabels } from '@/components/courses/course-cards';

/** The course cards' labels in the request's language, with the job categories' names. */
export async function courseLabelsOf(locale: string, mainFunctions: { id: number; value: string }[], language: string): Promise<CourseLabels> {
  const t = await getTranslations('Courses');
  return {
    locale,
    language,
    level: t('level'),
    levels: { beginner: t('beginner'), intermediate: t('intermediate'), advanced: t('advanced') },
    everyTrade: t('everyTrade'),
    categories: Object.fromEntries(mainFunctions.map((f) => [f.id, f.value])),
  };
}

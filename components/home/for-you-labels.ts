import type { CourseLabels } from '@/components/courses/course-cards';

/** What the signed-in "Recommended for you" sections say, written on the server in the page's language. */
export interface ForYouLabels {
  /** The page's language slug, for the links. */
  language: string;
  title: string;
  intro: string;
  empty: string;
  addPreferences: string;
  seeAll: string;
  arrangement: Record<'onsite' | 'hybrid' | 'remote', string>;
  courses: { title: string; intro: string; seeAll: string; cards: CourseLabels };
}

import type { Course } from '@/lib/schemas/academy';
import './courses.css';

/** What a course card says besides the course's own title, in the page's language. */
export interface CourseLabels {
  /** The page's language (Intl), for the hours. */
  locale: string;
  /** The page's language slug ('en-us'), for the links to each course's page. */
  language: string;
  level: string;
  levels: Record<Course['level'], string>;
  everyTrade: string;
  /** Job category (main function) names by id. */
  categories: Record<number, string>;
}

/** A course's own page (issue 36 item 11: the cards were not links). */
export const coursePath = (language: string, key: string) => `/${language}/courses/${encodeURIComponent(key)}`;

/** Hours as the reader says them ("6 hours", "6時間"), from the platform's own data. */
export function hoursText(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
}

/**
 * Courses as cards: the title, the level and length, and the trades it prepares for. A plain
 * component, so the server pages and the signed-in island render the same markup.
 */
export function CourseCards({ courses, labels, label }: { courses: Course[]; labels: CourseLabels; label: string }) {
  return (
    <ul className="course-list" aria-label={label}>
      {courses.map((course) => {
        const trades = course.job_category_ids.map((id) => labels.categories[id]).filter(Boolean);
        return (
          <li key={course.id}>
            <article className="course-card">
              <h3 className="course-card__title">
                <a href={coursePath(labels.language, course.key)} className="course-card__link">
                  {course.title}
                </a>
              </h3>
              <p className="course-card__facts">
                <span className="badge course-card__level">{`${labels.level}: ${labels.levels[course.level]}`}</span>
                <span>{hoursText(course.hours, labels.locale)}</span>
              </p>
              <p className="muted">{trades.length > 0 ? trades.join(' · ') : labels.everyTrade}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

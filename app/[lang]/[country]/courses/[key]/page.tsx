import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { hoursText } from '@/components/courses/course-cards';
import { courseLabelsOf } from '@/components/courses/course-labels';
import '@/components/home/home.css';
import { Link } from '@/i18n/link';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';
import { parseWebEnv } from '@/lib/env';
import { maxCoursesSize } from '@/lib/schemas/academy';
import { pageAlternates } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import { getRecommendedCourses } from '@/services/academy';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type CourseParams = SiteParams & { key: string };

/** The course of the address in the URL's language, from the whole catalogue; null when there is none. */
const loadCourse = cache(async (params: CourseParams) => {
  const site = resolveSite(params);
  if (!site) return null;
  const http = serverHttp({ country: site.country.key, language: site.language.slug, device: 'web' });
  const { courses } = await getRecommendedCourses(http, { size: maxCoursesSize });
  const key = decodeURIComponent(params.key);
  const course = courses.find((candidate) => candidate.key === key);
  return course ? { site, course } : null;
});

export async function generateMetadata({ params }: { params: Promise<CourseParams> }): Promise<Metadata> {
  const found = await loadCourse(await params);
  if (!found) return {};
  const { site, course } = found;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Courses' });
  const path = `/courses/${encodeURIComponent(course.key)}`;
  const { SITE_URL_PATTERN } = parseWebEnv();
  return {
    title: t('courseMetaTitle', { title: course.title }),
    alternates: pageAlternates(SITE_URL_PATTERN, site, path),
  };
}

/**
 * `/{lang}/courses/{key}`: one course of the academy (issue 36 item 11: the course cards lead
 * here), server-rendered in the URL's language and cached for everyone like the list.
 */
export default async function CoursePage({ params }: { params: Promise<CourseParams> }) {
  const routeParams = await params;
  const found = await loadCourse(routeParams);
  if (!found) brandedNotFound(routeParams.lang);
  const { site, course } = found;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('Courses');
  const lists = await serverConfigLists(site.country.key, site.language.slug);
  const labels = await courseLabelsOf(site.language.intl, lists.main_functions, site.language.slug);
  const trades = course.job_category_ids.map((id) => labels.categories[id]).filter(Boolean);
  return (
    <article className="section home-section course-page">
      <h1>{course.title}</h1>
      <dl className="course-page__facts">
        <div>
          <dt>{labels.level}</dt>
          <dd>{labels.levels[course.level]}</dd>
        </div>
        <div>
          <dt>{t('length')}</dt>
          <dd>{hoursText(course.hours, labels.locale)}</dd>
        </div>
        <div>
          <dt>{t('preparesFor')}</dt>
          <dd>{trades.length > 0 ? trades.join(' · ') : labels.everyTrade}</dd>
        </div>
      </dl>
      <Link href="/courses" prefetch={false} className="home-section__more">
        {t('seeAll')}
      </Link>
    </article>
  );
}

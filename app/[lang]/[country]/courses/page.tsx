import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseCards } from '@/components/courses/course-cards';
import '@/components/home/home.css';
import { parseWebEnv } from '@/lib/env';
import { maxCoursesSize } from '@/lib/schemas/academy';
import { pageAlternates } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { getRecommendedCourses } from '@/services/academy';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { courseLabelsOf } from '@/components/courses/course-labels';
import { siteLocale } from '@/lib/site-locale';

export const revalidate = 3600;

const path = '/courses';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Courses' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: pageAlternates(SITE_URL_PATTERN, site, path),
  };
}

/**
 * The academy's courses (GET /academy/recommended-courses without a seeker: the whole catalogue,
 * the trades' courses first), server-rendered in the URL's language and cached for everyone.
 */
export default async function CoursesPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('Courses');
  // A page for everyone: no session is forwarded, so no seeker's preferences narrow it.
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const [{ courses }, lists] = await Promise.all([getRecommendedCourses(http, { size: maxCoursesSize }), serverConfigLists(country.key, language.slug)]);
  const labels = await courseLabelsOf(language.intl, lists.main_functions, language.slug);
  return (
    <>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </section>
      <section aria-labelledby="all-courses" className="section home-section">
        <div className="section__head">
          <h2 id="all-courses">{t('listLabel')}</h2>
        </div>
        <CourseCards courses={courses} labels={labels} label={t('listLabel')} />
      </section>
    </>
  );
}

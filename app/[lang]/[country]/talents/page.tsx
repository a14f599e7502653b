import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteList } from '@/components/content/site-list';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { landingSites, talentsPath } from '@/lib/talents-landing';
import { getLatestNews } from '@/services/news';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { serverSiteJobFacts } from '@/services/server-site-jobs';
import { FeatureSections } from './_components/feature-sections';
import { NewsCarousel } from './_components/news-carousel';
import { OccupationCarousel } from './_components/occupation-carousel';
import { TalentsHero } from './_components/talents-hero';
import { siteLocale } from '@/lib/site-locale';
import '@/components/content/app-landing.css';
import './_components/talents.css';

// The news and the counts are live: rendered again at most a minute apart (as the home).
export const revalidate = 60;

// Rendered on the first visit per (language, site), then served from the cache.
export function generateStaticParams() {
  return [];
}

const newsSize = 9;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'TalentsLanding' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  return {
    title: `${t('metaTitle')} | Hireloop`,
    description: t('metaDescription'),
    alternates: pageAlternates(SITE_URL_PATTERN, site, talentsPath),
  };
}

/**
 * The talents landing page (platform spec §2): a hero with the ways in and a recruiter's chat,
 * the features, the job categories and the site's news as carousels, and every country site
 * marked open, remote or coming soon. Server components and CSS only: no script of its own.
 */
export default async function TalentsPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  // Each part stands alone: a part the platform cannot give is left out or says so, not the page.
  const [lists, facts, news] = await Promise.allSettled([
    serverConfigLists(country.key, language.slug),
    serverSiteJobFacts(),
    getLatestNews(http, { size: newsSize }),
  ]);
  const counts = facts.status === 'fulfilled' ? facts.value : new Map();
  const sites = landingSites(counts);
  const counted = [...counts.values()].filter((count) => count !== null);
  const stats =
    counted.length > 0
      ? { jobs: counted.reduce((sum, count) => sum + count.openJobs, 0), sites: sites.filter((s) => s.status !== 'coming-soon').length }
      : null;
  const here = counts.get(country.key) ?? null;
  return (
    <div className="app-landing talents">
      <TalentsHero language={language} stats={stats} />
      <FeatureSections language={language} />
      {lists.status === 'fulfilled' && lists.value.main_job_function_lists.length > 0 ? (
        <OccupationCarousel language={language} categories={lists.value.main_job_function_lists} openJobs={here?.mainFunctions ?? null} />
      ) : null}
      <SiteList language={language} sites={sites} />
      <NewsCarousel language={language} news={news.status === 'fulfilled' ? news.value.news : null} />
    </div>
  );
}

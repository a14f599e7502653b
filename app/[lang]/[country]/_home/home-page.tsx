
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sitePlace } from '@/lib/country-name';
import { courseLabelsOf } from '@/components/courses/course-labels';
import { ForYouJobs } from '@/components/home/for-you-jobs';
import type { ForYouLabels } from '@/components/home/for-you-labels';
import { HomeCompanies, HomeJobs, HomeSection, HotTitleLinks } from '@/components/home/home-sections';
import { SiteGuideModal } from '@/components/layout/site-guide-modal';
import { JobCardList } from '@/components/job/job-card-list';
import { ClientText } from '@/components/providers/client-text';
import { locationGroupsOf } from '@/components/search/location-groups';
import { SearchForm } from '@/components/search/search-form';
import { companiesPath } from '@/lib/companies-url';
import { latestBesides } from '@/lib/home-lists';
import type { JobSearchQuery } from '@/lib/schemas/job';
import { encodeSearchPath, searchPathPrefix } from '@/lib/search-url';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { web3Keyword } from '@/lib/web3';
import { getFeaturedCompanies } from '@/services/companies';
import { jobSearchQuery } from '@/services/jobs';
import { getHotJobs, getHotJobTitles, getPopularJobs, getWeb3Companies } from '@/services/recommend';
import { getServerQueryClient } from '@/services/server-query-client';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { siteLocale } from '@/lib/site-locale';

/** Jobs or companies per home section; each links to its full list. */
const sectionSize = 6;
const hotTitlesCount = 10;
/** The Web3 landing page (app/[lang]/[country]/web3-jobs). */
const web3JobsPath = '/web3-jobs';

/**
 * The home page, for everyone (`session` null: cached) or for a signed-in seeker who has blocked
 * companies (./without-blocked, per request): the platform leaves their jobs out of every list
 * and count it answers that seeker (docs/decisions/0077).
 */
export async function homePage(params: SiteParams, session: string | null) {
  const site = resolveSite(params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('HomePage');
  const h = await getTranslations('HomeSections');
  const card = await getTranslations('JobCard');
  const c = await getTranslations('Courses');
  const international = (await getTranslations('Metadata'))('internationalName');
  const place = sitePlace(country.key, language.code, international);

  // A failure throws: the error boundary shows the notice, and a cached page is never replaced
  // by a broken one.
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web', ...(session ? { session } : {}) });
  const queries = getServerQueryClient();
  const search = (query: JobSearchQuery) => queries.fetchQuery(jobSearchQuery(http, country.key, language.slug, { ...query, facets: 0 }));
  const [latest, remote, web3, popular, hot, titles, featured, web3Firms, lists] = await Promise.all([
    // Longer than a section: the jobs popular or hot already show are left out of it.
    search({ sort: 1, size: sectionSize * 3, page: 1 }),
    search({ work_arrangements: 'remote', sort: 1, size: sectionSize }),
    search({ query: web3Keyword, sort: 1, size: sectionSize }),
    getPopularJobs(http, { size: sectionSize }),
    getHotJobs(http, { size: sectionSize }),
    getHotJobTitles(http, { size: hotTitlesCount }),
    getFeaturedCompanies(http, sectionSize),
    getWeb3Companies(http, { size: sectionSize }),
    serverConfigLists(country.key, language.slug),
  ]);
  const now = new Date();
  const latestJobs = latestBesides(latest.jobs, [...popular.jobs, ...hot.jobs], sectionSize);
  const locationGroups = locationGroupsOf(lists);
  const allJobs = encodeSearchPath({ keyword: '', location: null, filters: {}, sort: null, page: 1 });
  const newestJobs = encodeSearchPath({ keyword: '', location: null, filters: {}, sort: 1, page: 1 });
  const forYouLabels: ForYouLabels = {
    language: language.slug,
    title: h('forYou'),
    intro: h('forYouIntro'),
    empty: h('forYouEmpty'),
    addPreferences: h('addPreferences'),
    seeAll: h('allForYou'),
    arrangement: { onsite: card('onsite'), hybrid: card('hybrid'), remote: card('remote') },
    courses: {
      title: c('forYou'),
      intro: c('forYouIntro'),
      seeAll: c('seeAll'),
      cards: await courseLabelsOf(language.intl, lists.main_functions, language.slug),
    },
  };

  return (
    <>
      <section className="hero">
        <h1>{t('heading', place)}</h1>
        <p>{t('intro')}</p>
        <ClientText namespaces={['SearchForm', 'NearMe']}>
          <SearchForm keyword="" location={null} locations={locationGroups} page="home" action={`/${site.language.slug}${searchPathPrefix}`} />
        </ClientText>
        <HotTitleLinks titles={titles.hot_job_titles} />
      </section>
      <ForYouJobs labels={forYouLabels} />
      <HomeSection id="popular-jobs" title={h('popular')} intro={h('popularIntro')} href={allJobs} linkLabel={h('seeAllJobs')}>
        <JobCardList jobs={popular.jobs} language={language} now={now} label={h('popular')} tracking={{ queryId: popular.query_id, page: 'home', subPage: 'popular' }} />
      </HomeSection>
      <HomeSection id="hot-jobs" title={h('hot')} intro={h('hotIntro')} href={allJobs} linkLabel={h('seeAllJobs')}>
        <JobCardList jobs={hot.jobs} language={language} now={now} label={h('hot')} tracking={{ queryId: hot.query_id, page: 'home', subPage: 'hot' }} />
      </HomeSection>
      <HomeSection id="latest-jobs" title={t('latestJobs')} intro={t('jobCount', { count: latest.total_num })} href={newestJobs} linkLabel={h('seeLatest')}>
        {latestJobs.length === 0 ? (
          <p>{t('noJobs')}</p>
        ) : (
          <JobCardList jobs={latestJobs} language={language} now={now} label={t('latestJobs')} tracking={{ queryId: latest.query_id, page: 'home', subPage: 'latest' }} />
        )}
      </HomeSection>
      <HomeSection id="top-companies" title={h('topCompanies')} intro={h('topCompaniesIntro')} href={companiesPath()} linkLabel={h('seeAllCompanies')}>
        <HomeCompanies
          label={h('topCompanies')}
          companies={featured.map((company) => ({
            id: company.id,
            name: company.name,
            logo_color: company.logo_color,
            is_verified: company.is_verified,
            industry: company.industry.value,
            count: h('openJobs', { count: company.active_jobs_count }),
          }))}
        />
      </HomeSection>
      <HomeSection id="remote-jobs" title={h('remote')} intro={h('remoteIntro')} href="/remote-jobs" linkLabel={h('seeRemote')}>
        <HomeJobs jobs={remote.jobs} language={language} now={now} label={h('remote')} />
      </HomeSection>
      <HomeSection id="web3" title={h('web3')} intro={h('web3Intro')} href={web3JobsPath} linkLabel={h('seeWeb3')}>
        <h3 className="home-section__sub">{h('web3Jobs')}</h3>
        <HomeJobs jobs={web3.jobs} language={language} now={now} label={h('web3Jobs')} />
        <h3 className="home-section__sub">{h('web3Companies')}</h3>
        <HomeCompanies
          label={h('web3Companies')}
          companies={web3Firms.companies.map((company) => ({
            id: company.id,
            name: company.name,
            logo_color: company.logo_color,
            is_verified: company.is_verified,
            industry: company.industry.value,
            count: h('web3OpenJobs', { count: company.web3_jobs_count }),
          }))}
        />
      </HomeSection>
      <SiteGuideModal country={country} />
    </>
  );
}

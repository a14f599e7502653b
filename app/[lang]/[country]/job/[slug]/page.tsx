import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatNowButton } from '@/components/chat/chat-now-button';
import { ApplyPanel } from '@/components/job/apply-panel';
import { ClosedCountdown } from '@/components/job/closed-countdown';
import { JobCardList } from '@/components/job/job-card-list';
import { JobCourses } from '@/components/job/job-courses';
import { JobDetails } from '@/components/job/job-details';
import { JobFit } from '@/components/job/job-fit';
import { JobSalaryInsight } from '@/components/job/job-salary-insight';
import { countryInText } from '@/components/layout/country-name';
import { JobViewTracker } from '@/components/job/job-view-tracker';
import { ReportJob } from '@/components/job/report-job';
import { SaveJobButton } from '@/components/job/save-job-button';
import { ShareJob } from '@/components/job/share-job';
import { ClientText } from '@/components/providers/client-text';
import { parseWebEnv } from '@/lib/env';
import { jobPostingJsonLd, serializeJsonLd } from '@/lib/job-posting';
import { jobPath, jobSlug } from '@/lib/job-url';
import { formatSalaryRange } from '@/lib/salary';
import { pageAlternates, pageUrl } from '@/lib/seo';
import { type JobParams, loadJob } from './load-job';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const revalidate = 60;

// Rendered on a job's first visit per (language, site), then served from the cache and
// revalidated (docs/decisions/0001): without this the route is rendered on every request.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<JobParams> }): Promise<Metadata> {
  const data = await loadJob(await params);
  if (!data) return {};
  const { site, job } = data;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' });
  const tc = await getTranslations({ locale: siteLocale(site), namespace: 'JobCard' });
  const { SITE_URL_PATTERN } = parseWebEnv();
  const place = job.location?.value ?? tc('remoteLocation');
  const range = formatSalaryRange(job.salary, site.language.intl);
  const salary = range ? tc('salaryPer', { range, type: job.salary.type }) : tc('salaryNegotiable');
  const path = jobPath(job.title, job.id);
  const open = job.status === 'active';
  return {
    title: t('jobTitle', { title: job.title, company: job.company.name, place }),
    description: t('jobDescription', { title: job.title, company: job.company.name, place, salary }),
    robots: open ? undefined : { index: false, follow: true },
    // A job lives on its own country site only, in every language.
    alternates: pageAlternates(SITE_URL_PATTERN, site, path, { ownSiteOnly: true, indexable: open }),
  };
}

/** `/{lang}/job/{title}-{id}`: the job, server-rendered, with JobPosting data while it is open. */
export default async function JobPage({ params }: { params: Promise<JobParams> }) {
  const routeParams = await params;
  const data = await loadJob(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, job, lists, similar, courses, salaryInsight } = data;
  const canonicalSlug = jobSlug(job.title, job.id);
  if (decodeURIComponent(routeParams.slug) !== canonicalSlug) permanentRedirect(`/${site.language.slug}${jobPath(job.title, job.id)}`);
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('JobPage');
  const ts = await getTranslations('SaveJob');
  const { SITE_URL_PATTERN } = parseWebEnv();
  const url = pageUrl(SITE_URL_PATTERN, site.country.key, site.language, jobPath(job.title, job.id));
  const jobTypeKey = lists.job_types.find((type) => type.id === job.job_type.id)?.key;
  const posting = jobPostingJsonLd(job, { url, country: site.country, jobTypeKey, siteName: 'Hireloop' });
  const now = new Date();
  const tm = await getTranslations('Metadata');
  const insightPlace = salaryInsight?.location?.value ?? countryInText(site.country.key, site.language.code, tm('internationalName'));

  return (
    <article className="job-page">
      {posting && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with < escaped
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(posting) }} />
      )}
      <ClientText namespaces={['JobPage', 'ReportReasons', 'ChatNow']}>
        {job.status === 'closed' && <ClosedCountdown homeHref={`/${site.language.slug}`} />}
        {job.status === 'on_hold' && (
          <p className="notice-banner" role="status">
            {t('onHoldNotice')}
          </p>
        )}
        <JobDetails
          job={job}
          site={site}
          now={now}
          side={<JobCourses courses={courses} category={job.main_function.value} locale={site.language.intl} language={site.language.slug} mainFunctions={lists.main_functions} />}
          actions={
            job.status === 'active' && (
              <ClientText namespaces={['ApplyJob', 'ResumeChoice']}>
                <ApplyPanel
                  jobId={job.id}
                  jobTitle={job.title}
                  apply={job.apply ?? { screening_questions: [], is_external: false, external_url: null }}
                  successPath={`/${site.language.slug}${jobPath(job.title, job.id)}/apply/success`}
                  applicationsPath={`/${site.language.slug}/my-jobs?tab=applied`}
                  noScriptPath={`/${site.language.slug}${jobPath(job.title, job.id)}/apply`}
                >
                  <SaveJobButton
                    jobId={job.id}
                    placement="page"
                    action={`/${site.language.slug}/my-jobs/save`}
                    labels={{ name: ts('saveThisJob'), save: ts('save'), saved: ts('saved') }}
                  />
                  <ChatNowButton jobId={job.id} recruiterId={job.recruiter.id} />
                </ApplyPanel>
              </ClientText>
            )
          }
        />
        {job.status !== 'closed' && <JobFit jobId={job.id} />}
        {salaryInsight && <JobSalaryInsight insight={salaryInsight} salary={job.salary} country={site.country} place={insightPlace} />}
        <div className="job-page__actions">
          <ShareJob url={url} title={job.title} />
          <ReportJob jobId={job.id} reasons={lists.report_job_reasons} />
        </div>
        {job.status === 'active' && <JobViewTracker jobId={job.id} />}
      </ClientText>
      <aside className="safety" aria-labelledby="safety-title">
        <h2 id="safety-title">{t('safetyTitle')}</h2>
        <p>{t('safetyText')}</p>
      </aside>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="section">
          <h2 id="similar-title">{t('similarJobs')}</h2>
          <JobCardList jobs={similar} language={site.language} now={now} />
        </section>
      )}
    </article>
  );
}

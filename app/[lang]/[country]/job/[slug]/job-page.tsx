import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatNowButton } from '@/components/chat/chat-now-button';
import { ClosedCountdown } from '@/components/job/closed-countdown';
import { JobCardList } from '@/components/job/job-card-list';
import { JobApplyActions } from '@/components/job/job-apply-actions';
import { JobCourses } from '@/components/job/job-courses';
import { JobDetails } from '@/components/job/job-details';
import { JobFit } from '@/components/job/job-fit';
import { JobSalaryInsight } from '@/components/job/job-salary-insight';
import { countryInText } from '@/lib/country-name';
import { JobViewTracker } from '@/components/job/job-view-tracker';
import { ReportJob } from '@/components/job/report-job';
import { ShareJob } from '@/components/job/share-job';
import { ClientText } from '@/components/providers/client-text';
import { parseWebEnv } from '@/lib/env';
import { jobPostingJsonLd, serializeJsonLd } from '@/lib/job-posting';
import { jobPath, jobSlug } from '@/lib/job-url';
import { pageUrl } from '@/lib/seo';
import { type JobParams, loadJob } from './load-job';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

/**
 * `/{lang}/job/{title}-{id}`: the job, server-rendered, with JobPosting data while it is open;
 * for everyone (`session` null: cached) or for a signed-in seeker who has blocked companies
 * (./without-blocked, per request), whose similar jobs the platform answers without those
 * companies' jobs (docs/decisions/0077, 0080).
 */
export async function jobPage(routeParams: JobParams, session: string | null) {
  const data = await loadJob(routeParams, session);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, job, lists, similar, courses, salaryInsight } = data;
  const canonicalSlug = jobSlug(job.title, job.id);
  if (decodeURIComponent(routeParams.slug) !== canonicalSlug) permanentRedirect(`/${site.language.slug}${jobPath(job.title, job.id)}`);
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('JobPage');
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
            <JobApplyActions
              job={job}
              language={site.language.slug}
              successPath={`/${site.language.slug}${jobPath(job.title, job.id)}/apply/success`}
              noScriptPath={`/${site.language.slug}${jobPath(job.title, job.id)}/apply`}
            >
              <ChatNowButton jobId={job.id} recruiterId={job.recruiter.id} />
            </JobApplyActions>
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

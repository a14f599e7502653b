import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompleteProfileInvite } from '@/components/job/complete-profile-invite';
import { ArrivalFocus } from '@/components/ui/arrival-focus';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import { jobPath } from '@/lib/job-url';
import { type JobParams, loadJob } from '../../load-job';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<JobParams> }): Promise<Metadata> {
  const data = await loadJob(await params);
  if (!data) return {};
  const t = await getTranslations({ locale: siteLocale(data.site), namespace: 'ApplySuccess' });
  return { title: t('metaTitle', { title: data.job.title }), robots: { index: false, follow: true } };
}

/**
 * `/{lang}/{job url}/apply/success` (core spec §2): the application went out; what next, and
 * similar jobs. The same for every seeker, so it is cached like the job page; it is not indexed.
 */
export default async function ApplySuccessPage({ params }: { params: Promise<JobParams> }) {
  const routeParams = await params;
  const data = await loadJob(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, job, similar } = data;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('ApplySuccess');
  const now = new Date();

  return (
    <article className="apply-success section">
      <section className="job-detail__head" aria-labelledby="apply-success-title">
        <h1 id="apply-success-title" tabIndex={-1}>
          <span aria-hidden="true">✓ </span>
          {t('title')}
        </h1>
        <ArrivalFocus targetId="apply-success-title" />
        <p>{t('text', { company: job.company.name, title: job.title })}</p>
        <p className="apply-panel__actions">
          <Link href="/my-jobs?tab=applied" className="button" prefetch={false}>
            {t('myApplications')}
          </Link>
          <Link href={jobPath(job.title, job.id)} className="button button--secondary" prefetch={false}>
            {t('backToJob')}
          </Link>
        </p>
      </section>
      <CompleteProfileInvite
        href={`/${site.language.slug}/jobseeker-complete-profile?redirect=${encodeURIComponent(`/${site.language.slug}/my-jobs?tab=applied`)}`}
        labels={{ title: t('completeTitle'), text: t('completeText'), action: t('completeAction') }}
      />
      {similar.length > 0 ? (
        <section aria-labelledby="apply-success-similar" className="section">
          <h2 id="apply-success-similar">{t('similarTitle')}</h2>
          <JobCardList jobs={similar} language={site.language} now={now} />
        </section>
      ) : (
        <p>
          <Link href="/jobs-hiring/job-search" prefetch={false}>
            {t('findJobs')}
          </Link>
        </p>
      )}
    </article>
  );
}

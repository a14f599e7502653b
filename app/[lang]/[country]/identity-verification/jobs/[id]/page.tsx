import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobDetails } from '@/components/job/job-details';
import { JobApplyActions } from '@/components/job/job-apply-actions';
import { ClientText } from '@/components/providers/client-text';
import { identityCountryKey, identityPagePath } from '@/lib/identity-verification';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { getJob } from '@/services/jobs';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const dynamic = 'force-dynamic';

type Params = Promise<SiteParams & { id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'IdentityVerification' });
  return { title: t('jobsTitle'), robots: { index: false, follow: false } };
}

/**
 * `/{lang}/identity-verification/jobs/{id}`: a job for verified seekers only (docs/decisions/0044),
 * rendered per request with the seeker's session, since the public job page is one cached document
 * for everyone and never holds such a job. Anyone else gets a 404, as from the platform.
 */
export default async function VerifiedJobPage({ params }: { params: Params }) {
  const routeParams = await params;
  const site = resolveSite(routeParams);
  if (!site || site.country.key !== identityCountryKey || !/^[1-9]\d{0,9}$/.test(routeParams.id)) brandedNotFound(routeParams.lang);
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const id = Number(routeParams.id);
  const here = `/${language.slug}${identityPagePath}/jobs/${id}`;
  const session = await requireSession(language.slug, here);
  const job = await getJob(sessionHttp({ country: country.key, language: language.slug }, session), id).catch((error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
    if (error instanceof ApiError && error.status === 404) brandedNotFound(routeParams.lang);
    throw error;
  });

  return (
    <article className="job-page">
      <ClientText namespaces={['JobPage', 'ReportReasons', 'ChatNow']}>
        <JobDetails
          job={job}
          site={site}
          now={new Date()}
          actions={<JobApplyActions job={job} language={language.slug} successPath={`/${language.slug}/my-jobs?tab=applied`} />}
        />
      </ClientText>
    </article>
  );
}

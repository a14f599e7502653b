import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseWebEnv } from '@/lib/env';
import { jobPath } from '@/lib/job-url';
import { formatSalaryRange } from '@/lib/salary';
import { pageAlternates } from '@/lib/seo';
import { jobPage } from './job-page';
import { type JobParams, loadJob } from './load-job';
import { siteLocale } from '@/lib/site-locale';

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

/** `/{lang}/job/{title}-{id}`: the job, cached for everyone (./job-page.tsx). */
export default async function JobPage({ params }: { params: Promise<JobParams> }) {
  return jobPage(await params, null);
}

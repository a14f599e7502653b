import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import type { Country } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import { relativeParts } from '@/lib/relative-time';
import type { Language } from '@/lib/languages';
import { formatSalaryRange } from '@/lib/salary';
import type { JobDetail } from '@/lib/schemas/job';
import { CompanyCard } from './company-card';
import { JobFacts } from './job-facts';
import { RecruiterCard } from './recruiter-card';

function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => <p key={p.slice(0, 40)}>{p.trim()}</p>);
}

/** Every Job field of platform spec §3 the job has; the job's own text keeps its language. */
export async function JobDetails({
  job,
  site,
  now,
  actions,
  side,
}: {
  job: JobDetail;
  site: { language: Language; country: Country };
  now: Date;
  /** Apply and save, under the job's headline. */
  actions?: ReactNode;
  /** More beside the job, under the company and the recruiter (courses for the job). */
  side?: ReactNode;
}) {
  const t = await getTranslations('JobPage');
  const tc = await getTranslations('JobCard');
  const tr = await getTranslations('RelativeTime');
  const { language, country } = site;
  const range = formatSalaryRange(job.salary, language.intl);
  const salary = range
    ? tc('salaryPer', { range, type: job.salary.type })
    : job.salary.type === 'unpaid'
      ? tc('salaryUnpaid')
      : tc('salaryNegotiable');

  const arrangement = tc(job.work_arrangement);
  // No place means remote, which the arrangement tag already says.
  const place = job.location && job.location.value !== arrangement ? job.location.value : null;

  return (
    <div className="job-detail">
      <header className="job-detail__head">
        {/* Job text in its own direction: English on an Arabic page reads left to right. */}
        <h1 lang={job.language} dir="auto">
          {job.title}
        </h1>
        {job.is_urgent && <span className="badge badge--urgent">{tc('urgent')}</span>}
        <p className="job-detail__company">
          <Link href={companyPath(job.company.name, job.company.id)} prefetch={false}>
            {job.company.name}
          </Link>
        </p>
        <p className="job-detail__salary">{salary}</p>
        <ul className="job-card__tags">
          {place && <li>{place}</li>}
          <li>{arrangement}</li>
          <li>{job.job_type.value}</li>
          <li>{job.xp_lvl.value}</li>
          <li>{job.degree.value}</li>
        </ul>
        <p className="muted">
          <time dateTime={job.posted_at}>{t('postedOn', { time: tr('ago', relativeParts(job.posted_at, now)) })}</time>
          {' · '}
          <time dateTime={job.expires_at}>{t('validThrough', { date: formatDate(job.expires_at, language.slug, country.timeZone) })}</time>
        </p>
        {actions}
      </header>
      <div className="job-detail__grid">
        <div className="job-detail__main">
          <section aria-labelledby="job-description">
            <h2 id="job-description">{t('description')}</h2>
            <div lang={job.language} dir="auto">
              <Paragraphs text={job.description} />
            </div>
          </section>
          <section aria-labelledby="job-requirements">
            <h2 id="job-requirements">{t('requirements')}</h2>
            <div lang={job.language} dir="auto">
              <Paragraphs text={job.requirements} />
            </div>
          </section>
          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills">
              <h2 id="job-skills">{t('skills')}</h2>
              <ul className="chips" lang={job.language}>
                {job.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </section>
          )}
          {job.benefits.length > 0 && (
            <section aria-labelledby="job-benefits">
              <h2 id="job-benefits">{t('benefits')}</h2>
              <ul className="chips" lang={job.language}>
                {job.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          )}
          <JobFacts job={job} language={language} />
        </div>
        <div className="job-detail__side">
          <CompanyCard company={job.company} />
          <RecruiterCard recruiter={job.recruiter} chatJobId={job.status === 'active' ? job.id : undefined} />
          {side}
        </div>
      </div>
    </div>
  );
}

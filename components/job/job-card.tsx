import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import { jobPath } from '@/lib/job-url';
import type { Language } from '@/lib/languages';
import { relativeParts } from '@/lib/relative-time';
import { formatSalaryRange } from '@/lib/salary';
import type { JobCard as JobCardData } from '@/lib/schemas/job';
import { SaveJobButton } from './save-job-button';
import './applications.css';

/** A job in a list: server-rendered; the whole card opens the job, and only its save button is a client island. */
export async function JobCard({ job, language, now }: { job: JobCardData; language: Language; now: Date }) {
  const t = await getTranslations('JobCard');
  const ts = await getTranslations('SaveJob');
  const tr = await getTranslations('RelativeTime');
  const range = formatSalaryRange(job.salary, language.intl);
  const salary = range
    ? t('salaryPer', { range, type: job.salary.type })
    : job.salary.type === 'unpaid'
      ? t('salaryUnpaid')
      : t('salaryNegotiable');
  const arrangement = t(job.work_arrangement);
  // A job without a place is remote, and its arrangement tag already says so ("Remote · Remote").
  const place = job.location && job.location.value !== arrangement ? job.location.value : null;

  return (
    // data-company-id: a signed-in seeker's blocked companies are hidden in the browser (docs/decisions/0034).
    <article className="job-card" data-company-id={job.company.id}>
      <header className="job-card__head">
        {/* The title and badge wrap in their own column, so the save button keeps its room. */}
        <div className="job-card__heading">
          {/* dir="auto": an English title on an Arabic page keeps its own direction. */}
          <h3 className="job-card__title" dir="auto">
            <Link href={jobPath(job.title, job.id)} className="job-card__link" prefetch={false}>
              {job.title}
            </Link>
          </h3>
          {job.is_urgent && <span className="badge badge--urgent">{t('urgent')}</span>}
        </div>
        <SaveJobButton
          jobId={job.id}
          placement="card"
          action={`/${language.slug}/my-jobs/save`}
          labels={{ name: ts('saveNamed', { title: job.title }), save: ts('save'), saved: ts('saved') }}
        />
      </header>
      <p className="job-card__salary">{salary}</p>
      {/* A signed-in seeker's fit, put in place by the idle header module (docs/decisions/0075). */}
      <p className="job-card__fit" data-fit-job={job.id} hidden />
      <p className="job-card__company">
        <span className="company-logo" style={{ backgroundColor: job.company.logo_color }} aria-hidden="true">
          {job.company.name.slice(0, 1)}
        </span>
        {/* Above the card's stretched job link, so the company name opens the company page. */}
        <Link href={companyPath(job.company.name, job.company.id)} prefetch={false} style={{ position: 'relative', zIndex: 1 }}>
          {job.company.name}
        </Link>
        {job.company.is_verified && (
          <span className="badge badge--verified" title={t('verified')}>
            ✓<span className="visually-hidden">{t('verified')}</span>
          </span>
        )}
      </p>
      <ul className="job-card__tags">
        {place && <li>{place}</li>}
        <li>{arrangement}</li>
        <li>{job.job_type.value}</li>
        <li>{job.xp_lvl.value}</li>
      </ul>
      <p className="job-card__posted">
        <time dateTime={job.posted_at}>{t('postedAgo', { time: tr('ago', relativeParts(job.posted_at, now)) })}</time>
      </p>
    </article>
  );
}

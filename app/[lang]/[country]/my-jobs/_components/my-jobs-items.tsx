import { getTranslations } from 'next-intl/server';
import { ApplicationTimeline } from '@/components/job/application-timeline';
import { JobCard } from '@/components/job/job-card';
import { WithdrawApplication } from '@/components/job/withdraw-application';
import { ClientText } from '@/components/providers/client-text';
import type { Country } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/languages';
import type { MyJobsList } from '../load-my-jobs';

/** The jobs of one list, each with its card and what the seeker did: saved or applied, and the state. */
export async function MyJobsItems({ list, language, country }: { list: MyJobsList; language: Language; country: Country }) {
  const t = await getTranslations('MyJobs');
  const ts = await getTranslations('ApplicationStatus');
  const now = new Date();
  const date = (iso: string) => formatDate(iso, language.slug, country.timeZone);
  return (
    <ClientText namespaces={['MyJobs']}>
      <ul className="my-jobs__list" aria-labelledby="my-jobs-count">
        {list.kind === 'saved'
          ? list.items.map((saved) => (
              <li key={saved.id} className="my-jobs__item">
                <JobCard job={saved.job} language={language} now={now} />
                <p className="my-jobs__meta">
                  <time dateTime={saved.created_at}>{t('savedOn', { date: date(saved.created_at) })}</time>
                  {saved.job.status !== 'active' && <span>{t('jobNotOpen')}</span>}
                </p>
              </li>
            ))
          : list.items.map((application) => (
              <li key={application.id} className="my-jobs__item">
                <JobCard job={application.job} language={language} now={now} />
                <div className="my-jobs__meta">
                  <span className={`status-badge status-badge--${application.status}`}>{ts(application.status)}</span>
                  <time dateTime={application.created_at}>{t('appliedOn', { date: date(application.created_at) })}</time>
                  {application.job.status !== 'active' && <span>{t('jobNotOpen')}</span>}
                  {application.can_withdraw && <WithdrawApplication applicationId={application.id} jobTitle={application.job.title} />}
                  <ApplicationTimeline
                    title={application.job.title}
                    status={application.status}
                    timeline={application.timeline}
                    applicants={application.applicants}
                    date={date}
                  />
                </div>
              </li>
            ))}
      </ul>
    </ClientText>
  );
}

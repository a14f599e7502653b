import { getTranslations } from 'next-intl/server';
import type { ApplicantsBucket, ApplicationStatus, TimelineEntry, TimelineStep } from '@/lib/schemas/applications';

/** The steps still to come for an open application (an outcome or a withdrawal ends it). */
const ahead: readonly TimelineStep[] = ['applied', 'viewed', 'communicated', 'interview', 'offer'];
const closed: readonly ApplicationStatus[] = ['accepted', 'declined', 'not_accepted', 'cancelled'];

/**
 * Where an application stands on My Jobs (issue 35 item 3): the steps it reached with their
 * dates, the steps still ahead while it is open, and how many applied to the job as a range.
 * Rendered on the server; `date` formats in the site's language and time zone.
 */
export async function ApplicationTimeline({
  title,
  status,
  timeline,
  applicants,
  date,
}: {
  title: string;
  status: ApplicationStatus;
  timeline: readonly TimelineEntry[];
  applicants: ApplicantsBucket;
  date: (iso: string) => string;
}) {
  const t = await getTranslations('ApplicationProgress');
  const reached = new Set(timeline.map((entry) => entry.step));
  const last = timeline.at(-1);
  const upcoming = closed.includes(status) ? [] : ahead.filter((step) => !reached.has(step) && ahead.indexOf(step) > ahead.indexOf(last?.step ?? 'applied'));
  return (
    <div className="progress">
      <ol className="progress__steps" aria-label={t('timelineLabel', { title })}>
        {timeline.map((entry) => (
          <li
            key={entry.step}
            className={`progress__step progress__step--done progress__step--${entry.step}`}
            aria-current={entry === last ? 'step' : undefined}
          >
            <span className="progress__name">{t(`steps.${entry.step}`)}</span>{' '}
            <time dateTime={entry.at}>{date(entry.at)}</time>
          </li>
        ))}
        {upcoming.map((step) => (
          <li key={step} className="progress__step progress__step--ahead">
            <span className="progress__name">{t(`steps.${step}`)}</span> <span className="progress__when">{t('notYet')}</span>
          </li>
        ))}
      </ol>
      <p className="progress__applicants">{t(`applicants.${applicants}`)}</p>
    </div>
  );
}

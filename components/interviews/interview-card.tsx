'use client';

import { useTranslations } from 'next-intl';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import type { LanguageSlug } from '@/lib/languages';
import { languageBySlug } from '@/lib/languages';
import { formatClockTime, formatInterviewTime } from '@/lib/interviews/format';
import { timeZoneName } from '@/lib/time-zone-name';
import { PhoneNumber } from '@/components/ui/phone-number';
import { CalendarButton } from './calendar-button';
import { CheckInCountdown } from './check-in-countdown';
import type { SeekerInterviewAction } from '@/services/interviews';
import { InterviewActions } from './interview-actions';
import styles from './interviews.module.css';

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const upcoming = new Set(['accepted', 'in_progress', 'pending_results']);

/**
 * One interview for the seeker (in the chat and on My Jobs → Interviews): when, on the wall
 * clock of the interview's zone and in the reader's language; where (a map or the video
 * link); who to contact; and what they can do now. `readOnly`: the recruiter's view in chat.
 */
export function InterviewCard({
  interview,
  language,
  act,
  onChange,
  readOnly = false,
  headingLevel = 3,
}: {
  interview: InterviewListItem;
  language: LanguageSlug;
  /** The seeker's answer to this interview, sent by the screen that shows the card. */
  act: (action: SeekerInterviewAction) => Promise<InterviewListItem>;
  onChange: (next: InterviewListItem) => void;
  readOnly?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useTranslations('Interviews');
  const zone = interview.time_zone;
  const format = (iso: string) => formatInterviewTime(iso, language, zone);
  const Heading = `h${headingLevel}` as const;
  const titleId = `interview-${interview.id}-title`;
  const times = interview.chosen_time ? [interview.chosen_time] : interview.proposed_times;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-interview-id={interview.id} data-state={interview.state}>
      <Heading id={titleId} className={styles.title}>
        {t('cardTitle', { job: interview.job_title })}
      </Heading>
      {interview.company_name && <p className={styles.company}>{interview.company_name}</p>}
      <dl className={styles.details}>
        <dt>{t('stateLabel')}</dt>
        <dd>
          <span className={styles.badge}>{t(`states.${interview.state}`)}</span>
          {interview.attendance !== 'not_checked_in' && <> · {t(`attendance.${interview.attendance}`)}</>}
          {interview.result && <> · {t(`results.${interview.result}`)}</>}
        </dd>
        <dt>{interview.chosen_time ? t('time') : t('proposedTimes')}</dt>
        <dd>
          <ul className={styles.timeList}>
            {times.map((time) => (
              <li key={time}>
                <time dateTime={time}>{format(time)}</time>
              </li>
            ))}
          </ul>
          <span className={styles.note}>{t('timeZoneNote', { zone: timeZoneName(zone, languageBySlug(language).intl) })}</span>
        </dd>
        <dt>{t('place')}</dt>
        <dd>
          {t(`modes.${interview.mode}`)}
          {interview.mode === 'in_person' && interview.address && (
            <>
              {': '}
              <span dir="auto">{interview.address}</span>{' '}
              <a href={mapLink(interview.address)} target="_blank" rel="noopener noreferrer">
                {t('openMap')}
              </a>
            </>
          )}
          {interview.mode === 'video' && interview.video_link && (
            <>
              {' '}
              <a href={interview.video_link} target="_blank" rel="noopener noreferrer" dir="ltr">
                {t('joinVideo')}
              </a>
            </>
          )}
        </dd>
        <dt>{t('contact')}</dt>
        <dd>
          <span dir="auto">{interview.contact_name}</span>{' '}
          <PhoneNumber value={interview.contact_phone} link />
        </dd>
        {interview.instructions && (
          <>
            <dt>{t('instructions')}</dt>
            <dd className={styles.instructions} dir="auto">
              {interview.instructions}
            </dd>
          </>
        )}
        {interview.reason && (
          <>
            <dt>{t('reasonLabel')}</dt>
            <dd dir="auto">
              {t(`reasons.${interview.reason}`)}
              {interview.reason_text ? ` (${interview.reason_text})` : ''}
            </dd>
          </>
        )}
      </dl>
      {interview.check_in_opens_at && interview.check_in_closes_at && interview.state === 'accepted' && interview.attendance === 'not_checked_in' && (
        <CheckInCountdown
          opensAt={interview.check_in_opens_at}
          closesAt={interview.check_in_closes_at}
          language={languageBySlug(language).intl}
          formatClock={(iso) => formatClockTime(iso, language, zone)}
        />
      )}
      {upcoming.has(interview.state) && <CalendarButton interview={interview} className="button button--secondary" />}
      {!readOnly && <InterviewActions interview={interview} act={act} onChange={onChange} formatTime={format} />}
    </article>
  );
}

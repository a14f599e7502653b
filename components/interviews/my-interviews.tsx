'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { browserQuiet } from '@/services/browser';
import type { InterviewList, InterviewListItem } from '@/lib/schemas/interview-views';
import type { LanguageSlug } from '@/lib/languages';
import { formatInterviewTime } from '@/lib/interviews/format';
import { actOnInterview, interviewKeys, listInterviews } from '@/services/interviews';
import { InterviewCard } from './interview-card';
import styles from './interviews.module.css';

/**
 * My Jobs → Interviews: the seeker's interview invitations, newest first, each with what they
 * can do now. Loaded in the browser with the seeker's session; an answer updates the card.
 */
export function MyInterviews({
  language,
  countryTimeZone,
  empty,
}: {
  language: LanguageSlug;
  countryTimeZone: string;
  /** What the whole tab says when it has nothing, shown instead of this list's own line (issue 36 item 13). */
  empty?: ReactNode;
}) {
  const t = useTranslations('Interviews');
  const client = useQueryClient();
  // The browser's client is made in the browser only: data (and so the cards) exists there alone.
  const query = useQuery({ queryKey: interviewKeys.list(), queryFn: () => listInterviews(browserQuiet()) });

  function replace(next: InterviewListItem) {
    client.setQueryData<InterviewList>(interviewKeys.list(), (list) =>
      list ? { ...list, interviews: list.interviews.map((item) => (item.id === next.id ? next : item)) } : list,
    );
    client.setQueryData(interviewKeys.one(next.id), next);
  }

  return (
    <section className="my-interviews" aria-labelledby="my-interviews-title">
      <h2 id="my-interviews-title">{t('sectionTitle')}</h2>
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.isError && (
        <p role="alert">
          {t('loadError')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {query.data?.banned_until && (
        <p role="note" className={styles.error}>
          {t('bannedUntil', { date: formatInterviewTime(query.data.banned_until, language, countryTimeZone) })}
        </p>
      )}
      {query.data && query.data.interviews.length === 0 && (empty ?? <p>{t('empty')}</p>)}
      {query.data && query.data.interviews.length > 0 && (
        <ul className={styles.list}>
          {query.data.interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                language={language}
                act={(action) => actOnInterview(browserQuiet(), interview.id, action)}
                onChange={replace}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

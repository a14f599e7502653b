'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import { chatHttp } from '@/services/chat-client';
import { actAsRecruiter, type RecruiterInterviewAction } from '@/services/interviews';
import { interviewErrorKey } from './interview-errors';
import styles from './interviews.module.css';

type Availability = { allowed: boolean };

/**
 * The recruiter's side of an interview in the chat (the development recruiter page, issue 31):
 * attendance, the result and cancelling, each offered only when the platform's `actions` allow it.
 */
export function RecruiterInterviewActions({
  interview,
  onChange,
}: {
  interview: InterviewListItem;
  onChange: (next: InterviewListItem) => void;
}) {
  const t = useTranslations('Interviews');
  const tr = useTranslations('DevRecruiter');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = interview.actions as Record<string, Availability | undefined>;
  const allowed = (name: string) => actions[name]?.allowed === true;

  async function run(action: RecruiterInterviewAction) {
    setBusy(true);
    setError(null);
    try {
      onChange(await actAsRecruiter(chatHttp('recruiter'), interview.id, action));
    } catch (failure) {
      const { key, values } = interviewErrorKey(failure);
      setError(t(key, { ...values, date: '' }));
    } finally {
      setBusy(false);
    }
  }

  if (!allowed('mark_attendance') && !allowed('record_result') && !allowed('cancel')) return null;
  return (
    <fieldset className={styles.buttons}>
      <legend className="visually-hidden">{tr('interviewActions')}</legend>
      {allowed('mark_attendance') &&
        (['attended', 'not_attended'] as const).map((attendance) => (
          <button key={attendance} type="button" className="button button--secondary" disabled={busy} onClick={() => void run({ kind: 'attendance', attendance })}>
            {t(`attendance.${attendance}`)}
          </button>
        ))}
      {allowed('record_result') &&
        (['passed', 'successful', 'not_suitable'] as const).map((result) => (
          <button key={result} type="button" className="button button--secondary" disabled={busy} onClick={() => void run({ kind: 'result', result })}>
            {t(`results.${result}`)}
          </button>
        ))}
      {allowed('cancel') && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run({ kind: 'cancel', reason: 'time_conflict', reasonText: null })}>
          {t('cancel')}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

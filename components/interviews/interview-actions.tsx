'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import { interviewReasons, type InterviewReason } from '@/lib/schemas/interview-constants';
import type { SeekerInterviewAction } from '@/services/interviews';
import { interviewErrorKey, isTellingCode } from './interview-errors';
import styles from './interviews.module.css';

type Availability = { allowed: boolean; code: number | null; data: Record<string, unknown> | null };

/**
 * What the seeker can do now, from the platform's `actions` (the domain's rules): a button when
 * allowed, and the catalogue's reason when a window is closed ("Cannot cancel interview within
 * three hours"). Refusals of a call (someone else acted first) are said in place.
 */
export function InterviewActions({
  interview,
  act,
  onChange,
  formatTime,
}: {
  interview: InterviewListItem;
  /** Sends the seeker's answer through the screen's own service call (the chat says failures in place; My Jobs quietly). */
  act: (action: SeekerInterviewAction) => Promise<InterviewListItem>;
  onChange: (next: InterviewListItem) => void;
  formatTime: (iso: string) => string;
}) {
  const t = useTranslations('Interviews');
  const id = useId();
  const open = interview.proposed_times.filter((time) => new Date(time).getTime() > Date.now());
  const [time, setTime] = useState(open[0] ?? '');
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const [reason, setReason] = useState<InterviewReason>('time_conflict');
  const [reasonText, setReasonText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions = interview.actions as Record<string, Availability | undefined>;
  const allowed = (name: string) => actions[name]?.allowed === true;

  async function run(action: SeekerInterviewAction) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const next = await act(action);
      setAsking(null);
      setDone(action.kind === 'request_result' ? t('resultRequested') : t('done'));
      onChange(next);
    } catch (failure) {
      const { key, values } = interviewErrorKey(failure);
      const until = (failure as { data?: { banned_until?: string } }).data?.banned_until;
      setError(t(key, { ...values, date: until ? formatTime(until) : '' }));
    } finally {
      setBusy(false);
    }
  }

  const reasonOf = (name: string) => {
    const availability = actions[name];
    if (!availability || availability.allowed || !isTellingCode(availability.code)) return null;
    const until = availability.data?.banned_until;
    return <p className={styles.why}>{t(`codes.${availability.code}`, { date: typeof until === 'string' ? formatTime(until) : '' })}</p>;
  };

  return (
    // A group, not a landmark: a page shows several cards, and landmarks must be unique. Not a
    // fieldset: it holds a form (the reason) and its own fieldset of times.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="group" className={styles.actions} aria-label={t('actionsLabel')}>
      {allowed('accept') && open.length > 0 && (
        <fieldset className={styles.times}>
          <legend>{t('chooseTime')}</legend>
          {open.map((option) => (
            <label key={option}>
              <input type="radio" name={`${id}-time`} value={option} checked={time === option} onChange={() => setTime(option)} />{' '}
              {formatTime(option)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.buttons}>
        {allowed('accept') && (
          <button type="button" className="button" disabled={busy || !time} onClick={() => void run({ kind: 'accept', time })}>
            {t('accept')}
          </button>
        )}
        {allowed('reject') && asking === null && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking('reject')}>
            {t('reject')}
          </button>
        )}
        {allowed('cancel') && asking === null && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking('cancel')}>
            {t('cancel')}
          </button>
        )}
        {allowed('check_in') && (
          <button type="button" className="button" disabled={busy} onClick={() => void run({ kind: 'check_in' })}>
            {t('checkIn')}
          </button>
        )}
        {allowed('request_result') && !interview.result && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run({ kind: 'request_result' })}>
            {t('requestResult')}
          </button>
        )}
      </div>
      {interview.state === 'pending' && reasonOf('accept')}
      {interview.state === 'accepted' && reasonOf('cancel')}
      {['in_progress', 'pending_results'].includes(interview.state) && reasonOf('request_result')}
      {asking && (
        <form
          className={styles.reasonForm}
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: asking, reason, reasonText: reasonText.trim() || null });
          }}
        >
          <label htmlFor={`${id}-reason`}>{t('reasonLabel')}</label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as InterviewReason)}>
            {interviewReasons.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
          {reason === 'other' && (
            <>
              <label htmlFor={`${id}-text`}>{t('reasonTextLabel')}</label>
              <textarea id={`${id}-text`} maxLength={300} value={reasonText} onChange={(event) => setReasonText(event.target.value)} />
            </>
          )}
          <div className={styles.buttons}>
            <button type="submit" className="button" disabled={busy}>
              {asking === 'reject' ? t('confirmReject') : t('confirmCancel')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {t('keep')}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={styles.status}>
        {busy ? t('saving') : done}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

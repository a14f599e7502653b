'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { AiMissing } from '@/lib/ai-preconditions';
import type { RewriteType } from '@/lib/schemas/aicv';
import { streamCareerSummary } from '@/services/aicv';
import { ApiError } from '@/services/api-error';
import { detectDevice, documentSite, ensureDeviceUuid } from '@/services/browser-context';
import styles from './ai.module.css';
import { aiCvLimitReached, outOfCredit as outOfCreditCode, quotaExceeded, summaryNeedsExperience, summaryNeedsPreference } from '@/lib/schemas/api-codes/ai';

const rewriteChoices: RewriteType[] = ['shorter', 'formal', 'friendly', 'achievements'];
type Status = 'idle' | 'writing' | 'done' | 'stopped' | 'failed' | 'refused';

/** The message a refusal before the stream shows (platform spec §8). */
function refusalKey(error: unknown): 'needsProfile' | 'limit' | 'outOfCredit' | 'quota' | null {
  if (!(error instanceof ApiError)) return null;
  if ([summaryNeedsPreference, summaryNeedsExperience].includes(error.code)) return 'needsProfile';
  if (error.code === aiCvLimitReached) return 'limit';
  if (error.code === outOfCreditCode) return 'outOfCredit';
  if (error.code === quotaExceeded) return 'quota';
  return null;
}

/** Why the buttons wait: what to add, and where (the wizard asks for experience in its next steps). */
function missingKey(missing: AiMissing, experienceComesNext: boolean): 'needsPreference' | 'needsExperience' | 'needsExperienceNextSteps' {
  if (missing === 'preference') return 'needsPreference';
  return experienceComesNext ? 'needsExperienceNextSteps' : 'needsExperience';
}

/**
 * AI summary writing (platform spec §1): the summary appears word by word as the platform writes
 * it, can be stopped, retried after a failure, and accepted into the summary field, which the
 * form then saves with the profile's own call. While the profile lacks what the platform needs to
 * write (`missing`), the buttons wait and say what to add instead of failing (issue 33).
 */
export function AiSummaryWriter({
  preferences,
  onAccept,
  missing = null,
  experienceComesNext = false,
}: {
  preferences: { id: number; job_title: string }[];
  onAccept: (text: string) => void;
  missing?: AiMissing | null;
  experienceComesNext?: boolean;
}) {
  const t = useTranslations('AiSummary');
  const draftId = useId();
  const reasonId = useId();
  const [preferenceId, setPreferenceId] = useState<number | null>(preferences[0]?.id ?? null);
  const [rewrite, setRewrite] = useState<RewriteType>('shorter');
  const [status, setStatus] = useState<Status>('idle');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lastRewrite, setLastRewrite] = useState<RewriteType | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function write(rewriteType: RewriteType | null) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLastRewrite(rewriteType);
    setDraft('');
    setProblem(null);
    setStatus('writing');
    try {
      const summary = await streamCareerSummary(
        { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() },
        { job_preference_id: preferenceId, rewrite_type: rewriteType },
        { signal: controller.signal, onText: (text) => setDraft((current) => current + text) },
      );
      setDraft(summary);
      setStatus('done');
    } catch (error) {
      if (controller.signal.aborted) return;
      const key = refusalKey(error);
      setProblem(key ? t(key) : null);
      setStatus(key ? 'refused' : 'failed');
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function stop() {
    running.current?.abort();
    running.current = null;
    setStatus('stopped');
  }

  const writing = status === 'writing';
  const waiting = missing !== null;
  // Write and Rewrite wait together: while writing, or until the profile has what writing needs.
  const startButton = {
    type: 'button',
    className: 'button button--secondary',
    disabled: writing || waiting,
    'aria-describedby': waiting ? reasonId : undefined,
  } as const;
  return (
    <fieldset className={styles.writer}>
      <legend className={styles.writerTitle}>{t('title')}</legend>
      <p className={styles.hint}>{t('hint')}</p>
      {missing !== null && (
        <p id={reasonId} className={styles.hint}>
          {t(missingKey(missing, experienceComesNext))}
        </p>
      )}
      <div className={styles.controls}>
        {preferences.length > 1 && (
          <label className={styles.inline}>
            <span>{t('desiredJob')}</span>
            <select value={preferenceId ?? ''} onChange={(event) => setPreferenceId(Number(event.target.value))} disabled={writing}>
              {preferences.map((preference) => (
                <option key={preference.id} value={preference.id}>
                  {preference.job_title}
                </option>
              ))}
            </select>
          </label>
        )}
        <button {...startButton} onClick={() => write(null)}>
          {t('write')}
        </button>
        <label className={styles.inline}>
          <span>{t('rewriteLabel')}</span>
          <select value={rewrite} onChange={(event) => setRewrite(event.target.value as RewriteType)} disabled={writing}>
            {rewriteChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`rewriteType.${choice}`)}
              </option>
            ))}
          </select>
        </label>
        <button {...startButton} onClick={() => write(rewrite)}>
          {t('rewrite')}
        </button>
      </div>
      <output id={draftId} className={styles.draft} aria-live="polite" aria-busy={writing} data-status={status}>
        {draft || (writing ? t('writing') : '')}
      </output>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <div className={styles.controls}>
        {writing && (
          <button type="button" className="button button--secondary" onClick={stop}>
            {t('stop')}
          </button>
        )}
        {status === 'failed' && (
          <button type="button" className={`button button--secondary ${styles.retry}`} onClick={() => write(lastRewrite)}>
            {t('retry')}
          </button>
        )}
        {(status === 'done' || status === 'stopped') && draft.trim() !== '' && (
          <button type="button" className="button" onClick={() => onAccept(draft.trim())}>
            {t('accept')}
          </button>
        )}
      </div>
      {status === 'stopped' && <p className={styles.hint}>{t('stopped')}</p>}
    </fieldset>
  );
}

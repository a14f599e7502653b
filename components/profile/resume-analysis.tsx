'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ResumeAnalysis } from '@/lib/schemas/aicv';
import { aicvKeys, analyseResume, latestResumeAnalysis } from '@/services/aicv';
import { ApiError } from '@/services/api-error';
import { loadBrowserHttp } from '@/services/browser-context';
import styles from './ai.module.css';
import { profileSectionAnchor } from './section-anchor';
import profileStyles from './profile.module.css';
import { analysisNeedsExperience, analysisNeedsPreference, analysisRunning, outOfCredit as outOfCreditCode, outOfCreditToday, quotaExceeded } from '@/lib/schemas/api-codes/ai';


type Params = Record<string, string | number>;

/** What a refused or failed analysis tells the seeker (platform spec §8). */
function problemOf(error: unknown): { key: 'limited' | 'running' | 'needsProfile' | 'outOfCredit' | 'quota' | 'failed'; refreshesAt?: string } {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.code === outOfCreditToday || error.data?.reason === 'ai_resume_analysis_limited') return { key: 'limited', refreshesAt: String(error.data?.refreshes_at ?? '') };
  if (error.code === analysisRunning) return { key: 'running' };
  if (error.code === analysisNeedsPreference || error.code === analysisNeedsExperience) return { key: 'needsProfile' };
  if (error.code === outOfCreditCode) return { key: 'outOfCredit' };
  if (error.code === quotaExceeded) return { key: 'quota' };
  return { key: 'failed' };
}

/**
 * AI resume analysis (platform spec §1, §9): the score out of 100, the reasons behind it and
 * suggestions that link to the profile section fixing each; 3 analyses a day.
 */
export function ResumeAnalysisSection() {
  const t = useTranslations('ResumeAnalysis');
  const locale = useLocale();
  const headingId = useId();
  const queryClient = useQueryClient();
  const latest = useQuery({ queryKey: aicvKeys.latestAnalysis(), queryFn: async () => latestResumeAnalysis(await loadBrowserHttp()) });
  const run = useMutation({
    mutationFn: async () => analyseResume(await loadBrowserHttp(), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aicvKeys.latestAnalysis() }),
  });
  const analysis: ResumeAnalysis | null = run.data ?? latest.data?.analysis ?? null;
  const credits = latest.data?.credits.resume_analysis;
  // Loaded after the page (no server render to match), so the reader's own time zone is right.
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const problem = run.isError ? problemOf(run.error) : null;

  return (
    <section className={profileStyles.card} aria-labelledby={headingId} id={profileSectionAnchor('analysis')}>
      <div className={profileStyles.cardHead}>
        <h2 id={headingId}>{t('heading')}</h2>
        <button type="button" className="button" onClick={() => run.mutate()} disabled={run.isPending} aria-busy={run.isPending || undefined}>
          {run.isPending ? t('analysing') : t('analyse')}
        </button>
      </div>
      <p className={styles.hint}>{t('intro')}</p>
      {credits && <p className={styles.hint}>{t('credits', { remaining: credits.remaining, limit: credits.limit, time: time(credits.refreshes_at) })}</p>}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem.key === 'limited' ? t('limited', { time: problem.refreshesAt ? time(problem.refreshesAt) : '' }) : t(problem.key)}
        </p>
      )}
      {analysis && (
        <div aria-live="polite">
          <p className={styles.score}>{t('score', { score: analysis.score })}</p>
          <p className={styles.hint}>{t('analysedAt', { time: time(analysis.created_at) })}</p>
          <h3>{t('reasonsHeading')}</h3>
          <ul className={styles.list}>
            {analysis.reasons.map((reason) => (
              <li key={reason.key} className={styles.meter}>
                <span>{t(`reason.${reason.key}`, reason.params as Params)}</span>
                <span>{t('points', { points: reason.points, max: reason.max })}</span>
              </li>
            ))}
          </ul>
          {analysis.suggestions.length > 0 && (
            <>
              <h3>{t('suggestionsHeading')}</h3>
              <ul className={styles.list}>
                {analysis.suggestions.map((suggestion) => (
                  <li key={`${suggestion.key}-${Object.values(suggestion.params).join("|")}`}>
                    <a href={`#${profileSectionAnchor(suggestion.section)}`}>{t(`suggestion.${suggestion.key}`, suggestion.params as Params)}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className={styles.hint}>{t(analysis.source === 'profile_and_resume' ? 'sourceResume' : 'source')}</p>
        </div>
      )}
    </section>
  );
}

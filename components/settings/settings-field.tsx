'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, useId } from 'react';
import type { Problem } from './settings-errors';
import styles from './settings.module.css';

/** The reader's message for a problem, in the page's language. */
export function useProblemText() {
  const t = useTranslations('AccountSettings.errors');
  return (problem: Problem) => (problem.key === 'tooMany' ? t('tooMany', { seconds: problem.seconds ?? 60 }) : t(problem.key));
}

/** One labelled input with its hint and its error, tied together for screen readers. */
export function SettingsField({
  label,
  hint,
  problem,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; problem?: Problem }) {
  const id = useId();
  const text = useProblemText();
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className={styles.error}>
          {text(problem)}
        </p>
      )}
    </div>
  );
}

/** A problem that belongs to no field (too many attempts, a failed call), announced at once. */
export function FormProblem({ problem }: { problem?: Problem }) {
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p role="alert" className={styles.alert}>
      {text(problem)}
    </p>
  );
}

/** Problems by field, with the first one for each. */
export function problemFor(problems: Problem[], field: string): Problem | undefined {
  return problems.find((problem) => problem.field === field);
}

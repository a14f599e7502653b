'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import type { Problem } from './settings-errors';
import styles from './settings.module.css';

/** The reader's message for a problem, in the page's language. */
export function useProblemText() {
  const t = useTranslations('AccountSettings.errors');
  return (problem: Problem) => (problem.key === 'tooMany' ? t('tooMany', { seconds: problem.seconds ?? 60 }) : t(problem.key));
}

/** One labelled input (registered with its form) with its hint and its error, tied together for screen readers. */
export function SettingsField({
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A problem that belongs to no field (too many attempts, a failed call), announced at once. */
export function FormProblem({ problem }: { problem?: Problem | null }) {
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p role="alert" className={styles.alert}>
      {text(problem)}
    </p>
  );
}

/**
 * A settings form's buttons: send (its `labels` idle and busy; disabled while the call runs),
 * any others, and the link that closes the form.
 */
export function SettingsFormButtons({
  labels: [idle, working],
  busy,
  cancel,
  onCancel,
  danger = false,
  children,
}: {
  labels: [string, string];
  busy: boolean;
  cancel: string;
  onCancel: () => void;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.buttons}>
      <button type="submit" className={danger ? `button ${styles.dangerButton}` : 'button'} disabled={busy}>
        {busy ? working : idle}
      </button>
      {children}
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

/** A closed change: what the last one did (announced), and the button that opens its form. */
export function ChangeOpener({ done, label, onOpen }: { done: string | null; label: string; onOpen: () => void }) {
  return (
    <div className={styles.action}>
      {done && (
        <p role="status" className={styles.status}>
          {done}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}

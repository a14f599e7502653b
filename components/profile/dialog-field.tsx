import type { InputHTMLAttributes } from 'react';
import styles from './profile.module.css';

/**
 * One labelled input of a small dialog form (rename a resume, send it by email): the hint under
 * the label, and the error, when there is one, tied to the input for screen readers.
 */
export function DialogField({
  id,
  label,
  hint,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { id: string; label: string; hint: string; error: string | null }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The dialog form's buttons: cancel, then the submit (disabled while `busy`). */
export function DialogActions({ cancel, submit, busy = false, onCancel }: { cancel: string; submit: string; busy?: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}

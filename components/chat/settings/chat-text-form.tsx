'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type ChatTextKind, kindRules, type TextProblem, textProblem } from './chat-text-rules';
import styles from './chat-settings.module.css';

/** One text (a phrase or a greeting), checked as the platform checks it before it is sent. */
export function ChatTextForm({
  kind,
  label,
  initial = '',
  submitLabel,
  busy,
  serverProblem,
  onSubmit,
  onCancel,
}: {
  kind: ChatTextKind;
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  serverProblem?: TextProblem;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useTranslations('ChatSettings');
  const id = useId();
  const form = useForm<{ text: string }>({ defaultValues: { text: initial } });
  const describe = (problem: TextProblem) => (problem.key === 'tooLong' ? t('problems.tooLong', { max: problem.max }) : t(`problems.${problem.key}`));
  const fieldError = form.formState.errors.text?.message;
  const shown = fieldError ?? (serverProblem ? describe(serverProblem) : undefined);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async ({ text }) => {
        if (await onSubmit(text.trim())) form.reset({ text: initial ? text.trim() : '' });
      })}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={kindRules[kind].maxLength + 50}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        {...form.register('text', {
          validate: (value) => {
            const problem = textProblem(kind, value);
            return problem ? describe(problem) : true;
          },
        })}
      />
      {shown && (
        <p id={`${id}-error`} className={styles.error}>
          {shown}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { Choice } from './profile-lists';
import styles from './profile.module.css';


export interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

/** Blank inputs are null; numeric ones are numbers (what the shared schema reads). */
export const asNumber = (value: unknown) => (value === '' || value === null || value === undefined || Number.isNaN(value) ? null : Number(value));
export const asText = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A labelled control with its hint and error tied to it (aria-describedby, aria-invalid). A
 * required field is marked with an asterisk that screen readers hear as "required".
 */
export function FieldFrame<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  children,
}: FieldProps<T> & { children: (a11y: Record<string, string | boolean | undefined>) => ReactNode }) {
  const t = useTranslations('ProfileForm');
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Marked for the eye, outside the label so it is no part of the name; assistive
            technology hears aria-required on the control instead. */}
        {required && (
          <span className={styles.required} aria-hidden="true" title={t('required')}>
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  options,
  ...props
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'month' | 'number'; autoComplete?: string; options?: RegisterOptions<T> }) {
  const register = props.form.register(props.name, {
    setValueAs: type === 'number' ? asNumber : type === 'text' || type === 'email' || type === 'tel' || type === 'url' ? undefined : asText,
    ...options,
  });
  return (
    <FieldFrame {...props}>
      {(a11y) => (
        <input
          {...a11y}
          {...register}
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          inputMode={type === 'number' ? 'numeric' : undefined}
          // Addresses and numbers read left to right in every language, Arabic included.
          dir={type === 'email' || type === 'url' || type === 'tel' ? 'ltr' : undefined}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField<T extends FieldValues>({ rows = 4, ...props }: FieldProps<T> & { rows?: number }) {
  const register = props.form.register(props.name);
  return <FieldFrame {...props}>{(a11y) => <textarea {...a11y} {...register} rows={rows} className={styles.input} />}</FieldFrame>;
}

export function SelectField<T extends FieldValues>({
  choices,
  numeric = true,
  placeholder,
  ...props
}: FieldProps<T> & { choices: Choice[]; numeric?: boolean; placeholder?: string }) {
  const t = useTranslations('ProfileForm');
  const register = props.form.register(props.name, { setValueAs: numeric ? asNumber : asText });
  return (
    <FieldFrame {...props}>
      {(a11y) => (
        <select {...a11y} {...register} className={styles.input}>
          <option value="">{placeholder ?? t('choose')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: Path<T>; label: string }) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The note that explains the asterisk. */
export function RequiredNote() {
  const t = useTranslations('ProfileForm');
  return <p className={styles.hint}>{t('requiredNote')}</p>;
}

/** A message about the whole form, announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

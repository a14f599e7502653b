import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  /** Native: announced as required; the form's noValidate leaves the checking to the form. */
  required?: boolean;
}

/**
 * A labelled control with its hint and its error tied to it (aria-describedby), so a screen
 * reader hears why a field is refused. `check` puts a checkbox before its label.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  check = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  check?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required: required || undefined });
  return (
    <div className={check ? 'field field--check' : 'field'}>
      {check && control}
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {!check && control}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

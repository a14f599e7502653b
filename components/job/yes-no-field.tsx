import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A screening question answered yes or no: two radio buttons in a group named by the question,
 * with the error tied to each (the answers are sent as `yes` / `no`).
 */
export function YesNoField({
  label,
  error,
  required,
  labels,
  field,
}: {
  label: string;
  error?: string;
  required: boolean;
  labels: { yes: string; no: string };
  /** Called while this field renders, like the other fields, so fields register (and take focus on an error) in page order. */
  field: () => UseFormRegisterReturn;
}) {
  const id = useId();
  const registered = field();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field yes-no">
      <legend>{label}</legend>
      <div className="yes-no__options">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="yes-no__option">
            <input
              type="radio"
              value={value}
              required={required || undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              {...registered}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './auth.module.css';
import type { FieldA11y } from './field';

/** The 6-digit code (platform spec §5): digits only, filled in by the phone's code suggestion. */
export function OtpInput({ a11y, registration }: { a11y: FieldA11y; registration: UseFormRegisterReturn }) {
  return (
    <input
      {...a11y}
      {...registration}
      className={styles.otp}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]{6}"
      dir="ltr"
      // biome-ignore lint/a11y/noAutofocus: the code step exists to take this one field
      autoFocus
    />
  );
}

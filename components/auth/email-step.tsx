'use client';

import { useText } from '@/components/providers/text-provider';
import { type FormEvent, useState } from 'react';
import { normalizedEmail } from '@/lib/email-check';
import styles from './auth.module.css';
import { Field } from './field';
import { useFlow } from './flow';
import { isKnownEmail } from './known-emails';
import { StepHeading } from './step-heading';

/**
 * Step 1: the email. It is recorded as a get-started click (core spec §7), then the choices.
 * Every new visitor loads this step first, so it checks the address with the schema's rule
 * without zod or a form library (lib/email-check.ts), and loads the service with the record.
 */
export function EmailStep({ initialEmail, focus }: { initialEmail?: string; focus: boolean }) {
  const t = useText('GetStarted');
  const { go } = useFlow();
  // Uncontrolled, as with the form library before: what was typed before the script ran is kept.
  // After a refused submit the field is checked again as the visitor types.
  const [invalid, setInvalid] = useState(false);
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = normalizedEmail(input.value);
    setChecked(true);
    setInvalid(email === null);
    if (!email) {
      input.focus();
      return;
    }
    // The funnel record must not hold the user up, nor fail the step.
    import('@/services/auth').then(({ recordGetStarted }) => recordGetStarted({ email })).catch(() => undefined);
    // Whether this browser knows the address decides which way leads on the next step.
    isKnownEmail(email)
      .catch(() => false)
      .then(() => go({ name: 'method', email }));
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <StepHeading focus={focus}>{t('emailHeading')}</StepHeading>
      <Field label={t('emailLabel')} error={invalid ? t('emailInvalid') : null}>
        {(a11y) => (
          <input
            {...a11y}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            defaultValue={initialEmail ?? ''}
            onChange={(event) => {
              if (checked) setInvalid(normalizedEmail(event.target.value) === null);
            }}
          />
        )}
      </Field>
      <button type="submit" className="button">
        {t('continue')}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { recordGetStarted } from '@/services/auth';
import styles from './auth.module.css';
import { Field } from './field';
import { useFlow } from './flow';
import { type EmailForm, emailForm } from './forms';
import { isKnownEmail } from './known-emails';
import { StepHeading } from './step-heading';
import { zodResolver } from './zod-resolver';

/** Step 1: the email. It is recorded as a get-started click (core spec §7), then the choices. */
export function EmailStep({ initialEmail, focus }: { initialEmail?: string; focus: boolean }) {
  const t = useTranslations('GetStarted');
  const { go } = useFlow();
  const form = useForm<EmailForm, unknown, { email: string }>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: initialEmail ?? '' },
  });
  const error = form.formState.errors.email;

  const submit = form.handleSubmit(async ({ email }) => {
    // The funnel record must not hold the user up, nor fail the step.
    recordGetStarted({ email }).catch(() => undefined);
    // Whether this browser knows the address decides which way leads on the next step.
    await isKnownEmail(email).catch(() => false);
    go({ name: 'method', email });
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <StepHeading focus={focus}>{t('emailHeading')}</StepHeading>
      <Field label={t('emailLabel')} error={error ? t('emailInvalid') : null}>
        {(a11y) => <input {...a11y} {...form.register('email')} type="email" autoComplete="email" dir="ltr" />}
      </Field>
      <button type="submit" className="button">
        {t('continue')}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { logIn } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { type PasswordForm, passwordForm } from './forms';
import { rememberEmail } from './known-emails';
import { StepHeading } from './step-heading';

/** Log in with the password; a new device may be asked for the safety code next. */
export function PasswordStep({ email }: { email: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, follow, redirect, languageCode } = useFlow();
  const { form, busy, problem, onSubmit } = useSchemaForm<PasswordForm, PasswordForm, string>({
    schema: passwordForm,
    defaultValues: { password: '' },
    submit: async ({ password }) => {
      const outcome = await logIn({ login: email, password, language_code: languageCode }, redirect);
      if (outcome.kind === 'signed-in') await rememberEmail(email);
      follow(outcome, { email, password });
    },
    refuse: (error) => [{ form: authErrorText(te, error, 'login') }],
  });

  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      <StepHeading focus>{t('passwordHeading')}</StepHeading>
      <div className={styles.row}>
        <p className={styles.lead} dir="auto">
          {email}
        </p>
        <button type="button" className="link-button" onClick={() => go({ name: 'email' })}>
          {t('changeEmail')}
        </button>
      </div>
      <FormAlert message={problem} />
      {/* A hidden username lets password managers file the password under this email. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('passwordLabel')} error={form.formState.errors.password ? t('passwordRequired') : null}>
        {(a11y) => <input {...a11y} {...form.register('password')} type="password" autoComplete="current-password" dir="ltr" />}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {t('logIn')}
      </button>
      <div className={styles.row}>
        <button type="button" className="link-button" onClick={() => go({ name: 'reset', email })}>
          {t('forgotPassword')}
        </button>
        <button type="button" className="link-button" onClick={() => go({ name: 'method', email })}>
          {t('otherWays')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { logIn } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { type PasswordForm, passwordForm } from './forms';
import { rememberEmail } from './known-emails';
import { StepHeading } from './step-heading';
import { zodResolver } from './zod-resolver';

/** Log in with the password; a new device may be asked for the safety code next. */
export function PasswordStep({ email }: { email: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, follow, redirect, languageCode } = useFlow();
  const form = useForm<PasswordForm, unknown, PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });
  const login = useMutation({
    mutationFn: (password: string) => logIn({ login: email, password, language_code: languageCode }, redirect),
    onSuccess: async (outcome, password) => {
      if (outcome.kind === 'signed-in') await rememberEmail(email);
      follow(outcome, { email, password });
    },
  });

  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit(({ password }) => login.mutate(password))}>
      <StepHeading focus>{t('passwordHeading')}</StepHeading>
      <div className={styles.row}>
        <p className={styles.lead} dir="auto">
          {email}
        </p>
        <button type="button" className="link-button" onClick={() => go({ name: 'email' })}>
          {t('changeEmail')}
        </button>
      </div>
      <FormAlert message={login.error ? authErrorText(te, login.error, 'login') : null} />
      {/* A hidden username lets password managers file the password under this email. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('passwordLabel')} error={form.formState.errors.password ? t('passwordRequired') : null}>
        {(a11y) => <input {...a11y} {...form.register('password')} type="password" autoComplete="current-password" dir="ltr" />}
      </Field>
      <button type="submit" className="button" disabled={login.isPending}>
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

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { forgetQueryParams } from '@/lib/address-bar';
import type { LanguageSlug } from '@/lib/languages';
import { resetPassword } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorKey, authErrorText, isDeadCode } from './auth-errors';
import { Field, FormAlert } from './field';
import { type NewPasswordForm, newPasswordForm } from './forms';

/** What /change-password?email=&otp= holds, when both are usable. */
export function readResetAddress(search: string): { email: string; otp: string } | null {
  const query = new URLSearchParams(search);
  const email = query.get('email')?.trim() ?? '';
  const otp = query.get('otp')?.trim() ?? '';
  return email.includes('@') && email.length <= 254 && /^\d{6}$/.test(otp) ? { email, otp } : null;
}

/**
 * /change-password?email=&otp= (core spec §2). The page is the same for everyone and the
 * address is read in the browser, so no answer of the server ever carries the code.
 */
export function ChangePassword({ language }: { language: LanguageSlug }) {
  const t = useTranslations('ChangePassword');
  // undefined until the address is read (after hydration); null when it is not usable.
  const [reset, setReset] = useState<{ email: string; otp: string } | null | undefined>(undefined);
  useEffect(() => {
    setReset(readResetAddress(window.location.search));
    // Read once: the code leaves the address bar (history, bookmarks, a later Referer).
    forgetQueryParams(['email', 'otp']);
  }, []);
  if (reset === undefined) return null;
  if (reset === null) {
    return (
      <>
        <p role="alert" className={styles.alert}>
          {t('badLink')}
        </p>
        <a className="button" href={`/${language}/get-started`}>
          {t('requestNewCode')}
        </a>
      </>
    );
  }
  return (
    <>
      <p className={styles.lead}>{t('intro', { email: reset.email })}</p>
      <ChangePasswordForm email={reset.email} otp={reset.otp} language={language} />
    </>
  );
}

/**
 * The last step of a password reset (core spec §4): the new password, twice. The platform
 * checks the code again; a wrong, used or expired one says so and offers a new one.
 */
export function ChangePasswordForm({ email, otp, language }: { email: string; otp: string; language: LanguageSlug }) {
  const t = useTranslations('ChangePassword');
  const te = useTranslations('AuthErrors');
  const [done, setDone] = useState(false);
  const change = useSchemaForm<NewPasswordForm, NewPasswordForm, unknown>({
    schema: newPasswordForm,
    defaultValues: { password: '', confirm: '' },
    submit: async ({ password }) => {
      await resetPassword({ email, otp, new_password: password });
      setDone(true);
    },
    refuse: (error) => [{ form: error }],
  });
  const { form, errors } = change;
  const loginHref = `/${language}/get-started?${new URLSearchParams({ email })}`;

  if (done) {
    return (
      <>
        <p role="status" className={styles.success}>
          {t('done')}
        </p>
        <a className="button" href={loginHref}>
          {t('logInNow')}
        </a>
      </>
    );
  }

  const failure = change.problem;
  const errorKey = failure ? authErrorKey(failure, 'other') : null;
  const codeProblem = errorKey !== null && (isDeadCode(errorKey) || errorKey === 'otpWrong' || errorKey === 'emailOrCodeWrong');

  return (
    <form noValidate className={styles.form} onSubmit={change.onSubmit}>
      <FormAlert message={failure ? authErrorText(te, failure, 'other') : null} />
      {codeProblem && (
        <a className="button button--secondary" href={loginHref}>
          {t('requestNewCode')}
        </a>
      )}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('newPassword')} hint={t('passwordRule')} error={errors.password ? t('passwordRule') : null}>
        {(a11y) => <input {...a11y} {...form.register('password')} type="password" autoComplete="new-password" dir="ltr" />}
      </Field>
      <Field label={t('confirmPassword')} error={errors.confirm ? t('mismatch') : null}>
        {(a11y) => <input {...a11y} {...form.register('confirm')} type="password" autoComplete="new-password" dir="ltr" />}
      </Field>
      <button type="submit" className="button" disabled={change.busy}>
        {t('submit')}
      </button>
    </form>
  );
}

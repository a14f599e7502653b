'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/services/api-error';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { OtpInput } from './otp-input';
import { ResendButton, resendAvailableAt } from './resend-button';

/** The code's rule of lib/schemas/auth (`otpSchema`), without loading zod with the page. */
const sixDigits = (value: string) => /^\d{6}$/.test(value.trim());
/** The accounts service (its HTTP client, its schemas) loads with the first call. */
const auth = () => import('@/services/auth');

/**
 * Email verification with a code (core spec §4): success marks the user verified, in the
 * platform and in the `user` cookie (through the BFF).
 */
export function VerifyEmailForm({
  next,
  languageCode,
  loginHref,
  navigate = (url) => window.location.assign(url),
}: {
  /** Where "Continue" goes. */
  next: string;
  languageCode: string;
  /** Where to sign in again when the session has ended. */
  loginHref: string;
  navigate?: (url: string) => void;
}) {
  const t = useTranslations('VerifyEmail');
  const te = useTranslations('AuthErrors');
  const [availableAt, setAvailableAt] = useState(0);
  const form = useForm<{ otp: string }>({ defaultValues: { otp: '' } });
  const endedSession = (error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) navigate(loginHref);
  };
  const verify = useMutation({ mutationFn: async (otp: string) => (await auth()).verifyEmail(otp), onError: endedSession });
  const send = useMutation({
    mutationFn: async () => (await auth()).sendEmailVerificationCode(languageCode),
    onSuccess: ({ resendAfter }) => {
      setAvailableAt(resendAvailableAt(resendAfter));
      verify.reset();
    },
    onError: endedSession,
  });

  if (verify.isSuccess) {
    return (
      <>
        <p role="status" className={styles.success}>
          {t('verified')}
        </p>
        <a className="button" href={next}>
          {t('continue')}
        </a>
      </>
    );
  }

  const failure = verify.error ?? send.error;
  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit(({ otp }) => verify.mutate(otp.trim()))}>
      <FormAlert message={failure ? authErrorText(te, failure, 'other') : null} />
      {send.isSuccess && !failure && (
        <p role="status" className={styles.success}>
          {t('sent')}
        </p>
      )}
      <Field label={t('codeLabel')} error={form.formState.errors.otp ? t('codeFormat') : null}>
        {(a11y) => <OtpInput a11y={a11y} registration={form.register('otp', { validate: sixDigits })} />}
      </Field>
      <button type="submit" className="button" disabled={verify.isPending}>
        {t('submit')}
      </button>
      <div className={styles.row}>
        <ResendButton availableAt={availableAt} pending={send.isPending} onResend={() => send.mutate()} />
        <a href={next}>{t('later')}</a>
      </div>
    </form>
  );
}

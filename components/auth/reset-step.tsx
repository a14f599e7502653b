'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { sendResetCode, verifyResetCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { type OtpForm, otpForm } from './forms';
import { OtpInput } from './otp-input';
import { ResendButton, resendAvailableAt } from './resend-button';
import { StepHeading } from './step-heading';

/**
 * Reset password (core spec §4): send a code, verify it, then set the new password on
 * /change-password?email=&otp=. Too many requests answer 429 and the alert of core spec §8.
 */
export function ResetStep({ email }: { email: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, navigate, language, languageCode } = useFlow();
  const [availableAt, setAvailableAt] = useState<number | null>(null);
  const verify = useSchemaForm<OtpForm, OtpForm, unknown>({
    schema: otpForm,
    defaultValues: { otp: '' },
    submit: async ({ otp }) => {
      await verifyResetCode(email, otp);
      navigate(`/${language}/change-password?${new URLSearchParams({ email, otp })}`);
    },
    refuse: (error) => [{ form: error }],
  });
  const send = useMutation({
    mutationFn: () => sendResetCode(email, languageCode),
    onSuccess: ({ resendAfter }) => {
      setAvailableAt(resendAvailableAt(resendAfter));
      verify.setProblem(null);
    },
  });
  const failure = send.error ?? verify.problem;

  return (
    <>
      <StepHeading focus={availableAt === null}>{t('resetHeading')}</StepHeading>
      <p className={styles.lead}>{t.rich('resetText', { email, ltr: (chunks) => <bdi>{chunks}</bdi> })}</p>
      <FormAlert message={failure ? authErrorText(te, failure, 'other') : null} />
      {availableAt === null ? (
        <button type="button" className="button" disabled={send.isPending} onClick={() => send.mutate()}>
          {t('sendResetCode')}
        </button>
      ) : (
        <form noValidate className={styles.form} onSubmit={verify.onSubmit}>
          <p className={styles.success} role="status">
            {t('resetSent')}
          </p>
          <Field label={t('codeLabel')} error={verify.errors.otp ? t('codeFormat') : null}>
            {(a11y) => <OtpInput a11y={a11y} registration={verify.register('otp')} />}
          </Field>
          <button type="submit" className="button" disabled={verify.busy}>
            {t('verify')}
          </button>
          <ResendButton availableAt={availableAt} pending={send.isPending} onResend={() => send.mutate()} />
        </form>
      )}
      <button type="button" className="link-button" onClick={() => go({ name: 'password', email })}>
        {t('backToLogin')}
      </button>
    </>
  );
}

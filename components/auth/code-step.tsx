'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { logInWithCode, sendLoginCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { rememberEmail } from './known-emails';
import { type CodeTarget, targetLabel, useFlow } from './flow';
import { type OtpForm, otpForm } from './forms';
import { OtpInput } from './otp-input';
import { ResendButton, resendAvailableAt } from './resend-button';
import { StepHeading } from './step-heading';

/**
 * The 6-digit code sent by email or SMS. A new email registers on the way (the platform does
 * that); a phone tied to several accounts answers with the choice of account.
 */
export function CodeStep({ target, resendAt }: { target: CodeTarget; resendAt: number }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, follow, redirect, languageCode } = useFlow();
  const [availableAt, setAvailableAt] = useState(resendAt);
  const login = useSchemaForm<OtpForm, OtpForm, unknown>({
    schema: otpForm,
    defaultValues: { otp: '' },
    submit: async ({ otp }) => {
      const outcome = await logInWithCode({ ...target, otp, language_code: languageCode }, redirect);
      if (outcome.kind === 'signed-in' && 'email' in target) await rememberEmail(target.email);
      follow(outcome);
    },
    // The failure itself: a new code clears it, and a failed resend shows in its place.
    refuse: (error) => [{ form: error }],
  });
  const { form } = login;
  const resend = useMutation({
    mutationFn: () => sendLoginCode({ ...target, language_code: languageCode }),
    onSuccess: ({ resendAfter }) => {
      setAvailableAt(resendAvailableAt(resendAfter));
      login.setProblem(null);
      form.reset({ otp: '' });
    },
  });
  const failure = login.problem ?? resend.error;
  const isEmail = 'email' in target;

  return (
    <form noValidate className={styles.form} onSubmit={login.onSubmit}>
      <StepHeading focus={false}>{t('codeHeading')}</StepHeading>
      <p className={styles.lead}>
        {t.rich('codeSentTo', { target: targetLabel(target), ltr: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
      <FormAlert message={failure ? authErrorText(te, failure, 'login') : null} />
      {resend.isSuccess && !failure && <p className={styles.success}>{t('codeResent')}</p>}
      <Field label={t('codeLabel')} error={form.formState.errors.otp ? t('codeFormat') : null}>
        {(a11y) => <OtpInput a11y={a11y} registration={form.register('otp')} />}
      </Field>
      <button type="submit" className="button" disabled={login.busy}>
        {t('logIn')}
      </button>
      <div className={styles.row}>
        <ResendButton availableAt={availableAt} pending={resend.isPending} onResend={() => resend.mutate()} />
        <button
          type="button"
          className="link-button"
          onClick={() => go(isEmail ? { name: 'method', email: target.email } : { name: 'phone' })}
        >
          {isEmail ? t('otherWays') : t('changeNumber')}
        </button>
      </div>
    </form>
  );
}

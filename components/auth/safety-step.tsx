'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { logIn } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { type OtpForm, otpForm } from './forms';
import { rememberEmail } from './known-emails';
import { OtpInput } from './otp-input';
import { StepHeading } from './step-heading';

/**
 * The safety verification (platform spec §4 Login): this device or browser is new to the
 * account, so a code went to its email; the login is repeated with it.
 */
export function SafetyStep({ email, password, emailMasked }: { email: string; password: string; emailMasked: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, follow, redirect, languageCode } = useFlow();
  const verify = useSchemaForm<OtpForm, OtpForm, string>({
    schema: otpForm,
    defaultValues: { otp: '' },
    submit: async ({ otp }) => {
      const outcome = await logIn({ login: email, password, safety_code: otp, language_code: languageCode }, redirect);
      if (outcome.kind === 'signed-in') await rememberEmail(email);
      follow(outcome, { email, password });
    },
    refuse: (error) => [{ form: authErrorText(te, error, 'login') }],
  });
  const { form } = verify;
  // Logging in again without the code sends a new one.
  const resend = useMutation({ mutationFn: () => logIn({ login: email, password, language_code: languageCode }, redirect) });

  return (
    <form noValidate className={styles.form} onSubmit={verify.onSubmit}>
      <StepHeading focus={false}>{t('safetyHeading')}</StepHeading>
      <p className={styles.lead}>{t('safetyText', { email: emailMasked })}</p>
      <FormAlert message={verify.problem ?? (resend.error ? authErrorText(te, resend.error, 'login') : null)} />
      {resend.isSuccess && <p className={styles.success}>{t('codeResent')}</p>}
      <Field label={t('codeLabel')} error={form.formState.errors.otp ? t('codeFormat') : null}>
        {(a11y) => <OtpInput a11y={a11y} registration={form.register('otp')} />}
      </Field>
      <button type="submit" className="button" disabled={verify.busy}>
        {t('verify')}
      </button>
      <div className={styles.row}>
        <button type="button" className="link-button" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('resend')}
        </button>
        <button type="button" className="link-button" onClick={() => go({ name: 'password', email })}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}

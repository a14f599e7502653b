'use client';

import { useTranslations } from 'next-intl';
import type { AccountChanged, EmailChangeBody, EmailChangeCodeBody } from '@/lib/schemas/account-settings';
import { changeEmail, sendEmailChangeCode } from '@/services/account-settings';
import { refreshSessionUser } from '@/services/jobseeker';
import { CodeStepForm } from './code-step-form';
import { OwnerProofFields, type ProofForm, type ProofValues, proofBody, proofDefaults } from './owner-proof';
import { ChangeOpener, FormProblem, SettingsField, SettingsFormButtons } from './settings-field';
import { type AccountChangeProps, useChangePanel, useCodeFlow } from './settings-form';
import styles from './settings.module.css';

const schemas = async () => {
  const loaded = await import('@/lib/schemas/account-settings');
  return { send: loaded.emailChangeCodeBodySchema, change: loaded.emailChangeBodySchema };
};

type Values = ProofValues & { new_email: string; otp: string };

/**
 * Change the sign-in email (issue 18 item 4): the new address and the proof, then the code sent
 * to the new address. Afterwards the `user` cookie is rewritten so the header shows the new email.
 */
export function ChangeEmail({ email, hasPassword, language, onChanged }: AccountChangeProps<string>) {
  const t = useTranslations('AccountSettings');
  const panel = useChangePanel<string | null>();
  const flow = useCodeFlow<Values, EmailChangeCodeBody, EmailChangeBody, AccountChanged>({
    defaultValues: { ...proofDefaults(hasPassword), new_email: '', otp: '' },
    schemas,
    sendBody: (values) => ({ new_email: values.new_email, ...proofBody(values), language_code: language }),
    changeBody: (values) => ({ new_email: values.new_email, otp: values.otp, ...proofBody(values) }),
    send: sendEmailChangeCode,
    change: async (body) => {
      const account = await changeEmail(body);
      await refreshSessionUser();
      return account;
    },
    onChanged: (account) => {
      panel.finish(account.email);
      onChanged(account.email ?? '');
    },
  });
  const { form, errors, busy } = flow;
  const close = () => {
    panel.hide();
    flow.clear();
  };

  if (!panel.open) {
    return <ChangeOpener done={panel.done ? t('emailChanged', { email: panel.done }) : null} label={t('changeEmail')} onOpen={panel.show} />;
  }

  if (flow.step === 'code') {
    const sent = t('newEmailCodeSent', { email: form.getValues('new_email').trim() });
    const error = errors.otp?.message ?? errors.confirm_code?.message ?? errors.new_email?.message;
    return <CodeStepForm flow={flow} texts={[t('changeEmail'), sent, t('newEmailCode'), t('confirmEmail')]} leave={[t('back'), flow.back]} error={error} />;
  }


  return (
    <form className={styles.form} onSubmit={flow.onSubmit} noValidate aria-label={t('changeEmail')}>
      <FormProblem problem={flow.problem} />
      <SettingsField label={t('newEmail')} type="email" autoComplete="email" dir="ltr" {...form.register('new_email')} error={errors.new_email?.message} />
      <OwnerProofFields form={form as unknown as ProofForm} hasPassword={hasPassword} email={email} language={language} />
      <SettingsFormButtons labels={[t('sendNewEmailCode'), t('sending')]} busy={busy} cancel={t('cancel')} onCancel={close} />
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AccountChanged, PhoneChangeBody, PhoneChangeCodeBody } from '@/lib/schemas/account-settings';
import { changePhone, sendPhoneChangeCode } from '@/services/account-settings';
import { refreshSessionUser } from '@/services/jobseeker';
import { CodeStepForm } from './code-step-form';
import { OwnerProofFields, type ProofForm, type ProofValues, proofBody, proofDefaults } from './owner-proof';
import { ChangeOpener, FormProblem, SettingsField, SettingsFormButtons } from './settings-field';
import { type AccountChangeProps, useChangePanel, useCodeFlow } from './settings-form';
import styles from './settings.module.css';

const schemas = async () => {
  const loaded = await import('@/lib/schemas/account-settings');
  return { send: loaded.phoneChangeCodeBodySchema, change: loaded.phoneChangeBodySchema };
};

type Values = ProofValues & { phone_country_code: string; phone_num: string; otp: string };

export interface DialCodeOption {
  value: string;
  label: string;
}

/**
 * Change the phone with a code by text message to the new number, where the country allows SMS
 * (the options are only those). The number is saved, verified, once its code comes back.
 */
export function ChangePhone({
  email,
  hasPassword,
  hasPhone,
  language,
  dialCodes,
  defaultDialCode,
  onChanged,
}: AccountChangeProps<AccountChanged> & { hasPhone: boolean; dialCodes: DialCodeOption[]; defaultDialCode: string }) {
  const t = useTranslations('AccountSettings');
  const selectId = useId();
  const panel = useChangePanel<string>();
  const flow = useCodeFlow<Values, PhoneChangeCodeBody, PhoneChangeBody, AccountChanged>({
    defaultValues: { ...proofDefaults(hasPassword), phone_country_code: defaultDialCode, phone_num: '', otp: '' },
    schemas,
    sendBody: (values) => ({ phone_country_code: values.phone_country_code, phone_num: values.phone_num, ...proofBody(values), language_code: language }),
    changeBody: (values) => ({ phone_country_code: values.phone_country_code, phone_num: values.phone_num, otp: values.otp, ...proofBody(values) }),
    send: sendPhoneChangeCode,
    change: async (body) => {
      const account = await changePhone(body);
      await refreshSessionUser();
      return account;
    },
    onChanged: (account) => {
      panel.finish(`${account.phone_country_code ?? ''} ${account.phone_num ?? ''}`);
      onChanged(account);
    },
  });
  const { form, errors, busy } = flow;

  const close = () => {
    panel.hide();
    flow.clear();
  };

  if (!panel.open) {
    return (
      <ChangeOpener done={panel.done ? t('phoneChanged', { phone: panel.done }) : null} label={hasPhone ? t('changePhone') : t('addPhone')} onOpen={panel.show} />
    );
  }

  if (flow.step === 'code') {
    const sent = t('phoneCodeSent', { phone: `${form.getValues('phone_country_code')} ${form.getValues('phone_num')}` });
    const error = errors.otp?.message ?? errors.phone_num?.message ?? errors.confirm_code?.message;
    return <CodeStepForm flow={flow} texts={[t('changePhone'), sent, t('phoneCode'), t('confirmPhone')]} leave={[t('cancel'), close]} error={error} />;
  }


  const prefixError = errors.phone_country_code?.message;
  return (
    <form className={styles.form} onSubmit={flow.onSubmit} noValidate aria-label={hasPhone ? t('changePhone') : t('addPhone')}>
      <FormProblem problem={flow.problem} />
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('phoneCountry')}</label>
        <select
          id={selectId}
          {...form.register('phone_country_code')}
          aria-invalid={prefixError ? true : undefined}
          aria-describedby={prefixError ? `${selectId}-error` : undefined}
        >
          {dialCodes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {prefixError && (
          <p id={`${selectId}-error`} className={styles.error}>
            {prefixError}
          </p>
        )}
      </div>
      <SettingsField label={t('phoneNumber')} type="tel" autoComplete="tel-national" dir="ltr" {...form.register('phone_num')} error={errors.phone_num?.message} />
      <OwnerProofFields form={form as unknown as ProofForm} hasPassword={hasPassword} email={email} language={language} />
      <SettingsFormButtons labels={[t('sendPhoneCode'), t('sending')]} busy={busy} cancel={t('cancel')} onCancel={close} />
    </form>
  );
}

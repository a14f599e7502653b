'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { AccountChanged } from '@/lib/schemas/account-settings';
import { changePhone, sendPhoneChangeCode } from '@/services/account-settings';
import { refreshSessionUser } from '@/services/jobseeker';
import { OwnerProofFields, proofBody, useOwnerProof } from './owner-proof';
import { issuesOf, type Problem, problemsOf } from './settings-errors';
import { FormProblem, problemFor, SettingsField, useProblemText } from './settings-field';
import styles from './settings.module.css';

const schemas = () => import('@/lib/schemas/account-settings');

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
}: {
  email: string | null;
  hasPassword: boolean;
  hasPhone: boolean;
  language: string;
  dialCodes: DialCodeOption[];
  defaultDialCode: string;
  onChanged: (account: AccountChanged) => void;
}) {
  const t = useTranslations('AccountSettings');
  const problemText = useProblemText();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [prefix, setPrefix] = useState(defaultDialCode);
  const [number, setNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [proof, setProof] = useOwnerProof(hasPassword);
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, codeField: string) => {
    setBusy(true);
    setProblems([]);
    try {
      await action();
    } catch (error) {
      setProblems(problemsOf(error, codeField));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = { phone_country_code: prefix, phone_num: number, ...proofBody(proof), language_code: language };
    const parsed = (await schemas()).phoneChangeCodeBodySchema.safeParse(body);
    if (!parsed.success) return setProblems(issuesOf(parsed.error.issues));
    await run(async () => {
      await sendPhoneChangeCode(parsed.data);
      setStep('code');
    }, 'confirm_code');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await schemas()).phoneChangeBodySchema.safeParse({ phone_country_code: prefix, phone_num: number, otp, ...proofBody(proof) });
    if (!parsed.success) return setProblems(issuesOf(parsed.error.issues));
    await run(async () => {
      const account = await changePhone(parsed.data);
      await refreshSessionUser();
      setDone(`${account.phone_country_code ?? ''} ${account.phone_num ?? ''}`);
      setOpen(false);
      setStep('number');
      setOtp('');
      onChanged(account);
    }, 'otp');
  };

  const close = () => {
    setOpen(false);
    setProblems([]);
  };

  if (!open) {
    return (
      <div className={styles.action}>
        {done && (
          <p role="status" className={styles.status}>
            {t('phoneChanged', { phone: done })}
          </p>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setOpen(true);
            setDone(null);
          }}
        >
          {hasPhone ? t('changePhone') : t('addPhone')}
        </button>
      </div>
    );
  }

  if (step === 'code') {
    return (
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate aria-label={t('changePhone')}>
        <p role="status" className={styles.status}>
          {t('phoneCodeSent', { phone: `${prefix} ${number}` })}
        </p>
        <FormProblem problem={problemFor(problems, 'form')} />
        <SettingsField
          label={t('phoneCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          problem={problemFor(problems, 'otp') ?? problemFor(problems, 'phone_num') ?? problemFor(problems, 'confirm_code')}
        />
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('saving') : t('confirmPhone')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void sendCode()}>
            {t('resend')}
          </button>
          <button type="button" className={styles.linkButton} onClick={close}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  }

  const prefixProblem = problemFor(problems, 'phone_country_code');
  return (
    <form className={styles.form} onSubmit={(event) => void sendCode(event)} noValidate aria-label={hasPhone ? t('changePhone') : t('addPhone')}>
      <FormProblem problem={problemFor(problems, 'form')} />
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('phoneCountry')}</label>
        <select
          id={selectId}
          value={prefix}
          onChange={(event) => setPrefix(event.target.value)}
          aria-invalid={prefixProblem ? true : undefined}
          aria-describedby={prefixProblem ? `${selectId}-error` : undefined}
        >
          {dialCodes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {prefixProblem && (
          <p id={`${selectId}-error`} className={styles.error}>
            {problemText(prefixProblem)}
          </p>
        )}
      </div>
      <SettingsField
        label={t('phoneNumber')}
        type="tel"
        autoComplete="tel-national"
        dir="ltr"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        problem={problemFor(problems, 'phone_num')}
      />
      <OwnerProofFields proof={proof} onChange={setProof} hasPassword={hasPassword} email={email} language={language} problems={problems} />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('sending') : t('sendPhoneCode')}
        </button>
        <button type="button" className={styles.linkButton} onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { changeEmail, sendEmailChangeCode } from '@/services/account-settings';
import { refreshSessionUser } from '@/services/jobseeker';
import { OwnerProofFields, proofBody, useOwnerProof } from './owner-proof';
import { issuesOf, type Problem, problemsOf } from './settings-errors';
import { FormProblem, problemFor, SettingsField } from './settings-field';
import styles from './settings.module.css';

const schemas = () => import('@/lib/schemas/account-settings');

/**
 * Change the sign-in email (issue 18 item 4): the new address and the proof, then the code sent
 * to the new address. Afterwards the `user` cookie is rewritten so the header shows the new email.
 */
export function ChangeEmail({
  email,
  hasPassword,
  language,
  onChanged,
}: {
  email: string | null;
  hasPassword: boolean;
  language: string;
  onChanged: (email: string) => void;
}) {
  const t = useTranslations('AccountSettings');
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [proof, setProof] = useOwnerProof(hasPassword);
  const [step, setStep] = useState<'address' | 'code'>('address');
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
    const body = { new_email: newEmail, ...proofBody(proof), language_code: language };
    const parsed = (await schemas()).emailChangeCodeBodySchema.safeParse(body);
    if (!parsed.success) return setProblems(issuesOf(parsed.error.issues));
    await run(async () => {
      await sendEmailChangeCode(parsed.data);
      setStep('code');
    }, 'confirm_code');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const body = { new_email: newEmail, otp, ...proofBody(proof) };
    const parsed = (await schemas()).emailChangeBodySchema.safeParse(body);
    if (!parsed.success) return setProblems(issuesOf(parsed.error.issues));
    await run(async () => {
      const account = await changeEmail(parsed.data);
      await refreshSessionUser();
      setDone(account.email);
      setOpen(false);
      setStep('address');
      setOtp('');
      onChanged(account.email ?? '');
    }, 'otp');
  };

  if (!open) {
    return (
      <div className={styles.action}>
        {done && (
          <p role="status" className={styles.status}>
            {t('emailChanged', { email: done })}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={() => {
            setOpen(true);
            setDone(null);
          }}>
          {t('changeEmail')}
        </button>
      </div>
    );
  }

  const formProblem = problemFor(problems, 'form');
  if (step === 'code') {
    return (
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate aria-label={t('changeEmail')}>
        <p role="status" className={styles.status}>
          {t('newEmailCodeSent', { email: newEmail.trim() })}
        </p>
        <FormProblem problem={formProblem} />
        <SettingsField
          label={t('newEmailCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          problem={problemFor(problems, 'otp') ?? problemFor(problems, 'confirm_code') ?? problemFor(problems, 'new_email')}
        />
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('saving') : t('confirmEmail')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void sendCode()}>
            {t('resend')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => {
              setStep('address');
              setProblems([]);
            }}>
            {t('back')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void sendCode(event)} noValidate aria-label={t('changeEmail')}>
      <FormProblem problem={formProblem} />
      <SettingsField
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        problem={problemFor(problems, 'new_email')}
      />
      <OwnerProofFields proof={proof} onChange={setProof} hasPassword={hasPassword} email={email} language={language} problems={problems} />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('sending') : t('sendNewEmailCode')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => {
            setOpen(false);
            setProblems([]);
          }}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sendConfirmCode } from '@/services/account-settings';
import { type Problem, problemsOf } from './settings-errors';
import { FormProblem, problemFor, SettingsField } from './settings-field';
import styles from './settings.module.css';

export interface OwnerProofState {
  mode: 'password' | 'code';
  password: string;
  code: string;
}

/** The proof a settings change sends: the current password, or the code mailed to the current email. */
export function proofBody(proof: OwnerProofState): { password: string } | { confirm_code: string } {
  return proof.mode === 'password' ? { password: proof.password } : { confirm_code: proof.code.trim() };
}

export function useOwnerProof(hasPassword: boolean) {
  return useState<OwnerProofState>({ mode: hasPassword ? 'password' : 'code', password: '', code: '' });
}

/**
 * "Is it you?": the current password, or for accounts without one (or owners who forgot it) a
 * code sent to the current email (docs/decisions/0023). Accounts with neither a password nor
 * an email cannot prove themselves here.
 */
export function OwnerProofFields({
  proof,
  onChange,
  hasPassword,
  email,
  language,
  problems,
}: {
  proof: OwnerProofState;
  onChange: (next: OwnerProofState) => void;
  hasPassword: boolean;
  email: string | null;
  language: string;
  problems: Problem[];
}) {
  const t = useTranslations('AccountSettings');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<Problem | undefined>();

  const send = async () => {
    setSending(true);
    setSendProblem(undefined);
    try {
      await sendConfirmCode(language);
      setSent(true);
    } catch (error) {
      setSendProblem(problemsOf(error, 'confirm_code')[0]);
    } finally {
      setSending(false);
    }
  };

  if (proof.mode === 'password') {
    return (
      <div className={styles.proof}>
        <SettingsField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={proof.password}
          onChange={(event) => onChange({ ...proof, password: event.target.value })}
          problem={problemFor(problems, 'password')}
        />
        {email && (
          <button type="button" className={styles.linkButton} onClick={() => onChange({ ...proof, mode: 'code' })}>
            {t('useCodeInstead', { email })}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.proof}>
      <FormProblem problem={sendProblem} />
      {sent ? (
        <p role="status" className={styles.status}>
          {t('confirmCodeSent', { email: email ?? '' })}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => void send()} disabled={sending || !email}>
        {sending ? t('sending') : sent ? t('resend') : t('sendConfirmCode', { email: email ?? '' })}
      </button>
      <SettingsField
        label={sent ? t('confirmCode', { email: email ?? '' }) : t('proofCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={proof.code}
        onChange={(event) => onChange({ ...proof, code: event.target.value })}
        problem={problemFor(problems, 'confirm_code') ?? problemFor(problems, 'password')}
      />
      {hasPassword && (
        <button type="button" className={styles.linkButton} onClick={() => onChange({ ...proof, mode: 'password' })}>
          {t('usePasswordInstead')}
        </button>
      )}
    </div>
  );
}

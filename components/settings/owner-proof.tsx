'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sendConfirmCode } from '@/services/account-settings';
import { type Problem, problemsOf } from './settings-errors';
import { FormProblem, SettingsField } from './settings-field';
import styles from './settings.module.css';

/** The proof's fields of a settings form: which proof, the current password, the mailed code. */
export interface ProofValues {
  proof: 'password' | 'code';
  password: string;
  confirm_code: string;
}

export function proofDefaults(hasPassword: boolean): ProofValues {
  return { proof: hasPassword ? 'password' : 'code', password: '', confirm_code: '' };
}

/** The proof a settings change sends: the current password, or the code mailed to the current email. */
export function proofBody(values: ProofValues): { password: string } | { confirm_code: string } {
  return values.proof === 'password' ? { password: values.password } : { confirm_code: values.confirm_code.trim() };
}

/** A settings form seen through its proof's fields (every such form holds them). */
export type ProofForm = UseFormReturn<ProofValues>;

/**
 * "Is it you?": the current password, or for accounts without one (or owners who forgot it) a
 * code sent to the current email (docs/decisions/0023). Accounts with neither a password nor
 * an email cannot prove themselves here.
 */
export function OwnerProofFields({ form, hasPassword, email, language }: { form: ProofForm; hasPassword: boolean; email: string | null; language: string }) {
  const t = useTranslations('AccountSettings');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<Problem | undefined>();
  const { errors } = form.formState;
  const mode = form.watch('proof');

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

  if (mode === 'password') {
    return (
      <div className={styles.proof}>
        <SettingsField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        {email && (
          <button type="button" className={styles.linkButton} onClick={() => form.setValue('proof', 'code')}>
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
        {...form.register('confirm_code')}
        error={errors.confirm_code?.message ?? errors.password?.message}
      />
      {hasPassword && (
        <button type="button" className={styles.linkButton} onClick={() => form.setValue('proof', 'password')}>
          {t('usePasswordInstead')}
        </button>
      )}
    </div>
  );
}

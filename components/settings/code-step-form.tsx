'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Problem } from './settings-errors';
import { FormProblem, SettingsField, SettingsFormButtons } from './settings-field';
import styles from './settings.module.css';

/** What the step needs of useCodeFlow. */
export interface CodeStepFlow {
  register: (name: 'otp') => UseFormRegisterReturn;
  problem: Problem | null;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  resend: () => Promise<void>;
}

/**
 * The second step of a change proved by a code to the new address (useCodeFlow): where the code
 * went, the code, confirm, send it again, and the way out. `texts`: the form's name, where the
 * code went, the code's label, the confirm button; `leave`: the way out's label and action.
 */
export function CodeStepForm({
  flow,
  texts: [name, sent, label, confirm],
  leave: [leaveLabel, onLeave],
  error,
}: {
  flow: CodeStepFlow;
  texts: [string, string, string, string];
  leave: [string, () => void];
  error: string | undefined;
}) {
  const t = useTranslations('AccountSettings');
  const { busy } = flow;
  return (
    <form className={styles.form} onSubmit={flow.onSubmit} noValidate aria-label={name}>
      <p role="status" className={styles.status}>
        {sent}
      </p>
      <FormProblem problem={flow.problem} />
      <SettingsField label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...flow.register('otp')} error={error} />
      <SettingsFormButtons labels={[confirm, t('saving')]} busy={busy} cancel={leaveLabel} onCancel={onLeave}>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void flow.resend()}>
          {t('resend')}
        </button>
      </SettingsFormButtons>
    </form>
  );
}

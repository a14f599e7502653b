'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { changePassword } from '@/services/account-settings';
import { OwnerProofFields, proofBody, useOwnerProof } from './owner-proof';
import { issuesOf, type Problem, problemsOf } from './settings-errors';
import { FormProblem, problemFor, SettingsField } from './settings-field';
import styles from './settings.module.css';

const schemas = () => import('@/lib/schemas/account-settings');

/**
 * Change (or, for an account that signs in by code, set) the password with the current one or a
 * code to the current email. This session stays signed in; the others end (docs/decisions/0023).
 */
export function ChangePassword({
  email,
  hasPassword,
  language,
  onChanged,
}: {
  email: string | null;
  hasPassword: boolean;
  language: string;
  onChanged: () => void;
}) {
  const t = useTranslations('AccountSettings');
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useOwnerProof(hasPassword);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { new_password: password, ...proofBody(proof) };
    const parsed = (await schemas()).passwordChangeBodySchema.safeParse(body);
    const found = parsed.success ? [] : issuesOf(parsed.error.issues);
    if (password !== repeat) found.push({ field: 'repeat', key: 'passwordMismatch' });
    if (!parsed.success || found.length > 0) return setProblems(found);
    setBusy(true);
    setProblems([]);
    try {
      await changePassword(parsed.data);
      setDone(true);
      setOpen(false);
      setPassword('');
      setRepeat('');
      setProof({ mode: 'password', password: '', code: '' });
      onChanged();
    } catch (error) {
      setProblems(problemsOf(error, 'confirm_code'));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <div className={styles.action}>
        {done && (
          <p role="status" className={styles.status}>
            {t('passwordChanged')}
          </p>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          {hasPassword ? t('changePassword') : t('setPassword')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={hasPassword ? t('changePassword') : t('setPassword')}>
      <FormProblem problem={problemFor(problems, 'form')} />
      <OwnerProofFields proof={proof} onChange={setProof} hasPassword={hasPassword} email={email} language={language} problems={problems} />
      <SettingsField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        problem={problemFor(problems, 'new_password')}
      />
      <SettingsField
        label={t('repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        problem={problemFor(problems, 'repeat')}
      />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('savePassword')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setOpen(false);
            setProblems([]);
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

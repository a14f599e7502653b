'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { logOut } from '@/components/auth/log-out';
import type { LanguageSlug } from '@/lib/languages';
import { notifications as toasts } from '@/lib/notifications';
import { deleteAccount } from '@/services/account-settings';
import { OwnerProofFields, proofBody, useOwnerProof } from './owner-proof';
import { issuesOf, type Problem, problemsOf } from './settings-errors';
import { FormProblem, problemFor } from './settings-field';
import styles from './settings.module.css';

const schemas = () => import('@/lib/schemas/account-delete');

/**
 * Deletes the account for good (docs/decisions/0034): what goes is said first; the owner proves
 * it is them (password, or a code to the current email) and confirms; then this browser signs out.
 */
export function DeleteAccount({ email, hasPassword, language }: { email: string | null; hasPassword: boolean; language: LanguageSlug }) {
  const t = useTranslations('DeleteAccount');
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useOwnerProof(hasPassword);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await schemas()).accountDeleteBodySchema.safeParse(proofBody(proof));
    if (!parsed.success) return setProblems(issuesOf(parsed.error.issues));
    setBusy(true);
    setProblems([]);
    try {
      await deleteAccount(parsed.data);
      toasts.show(t('deleted'), 'success');
      await logOut(language);
    } catch (error) {
      setProblems(problemsOf(error, 'confirm_code'));
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.row} ${styles.danger}`} aria-labelledby="settings-delete">
      <h3 id="settings-delete">{t('heading')}</h3>
      <p className={styles.value}>{t('explain')}</p>
      {!open ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('start')}
        </button>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-delete-confirm">
          <h4 id="settings-delete-confirm">{t('confirmHeading')}</h4>
          <p className={styles.hint}>{t('confirmHint')}</p>
          <FormProblem problem={problemFor(problems, 'form')} />
          <OwnerProofFields proof={proof} onChange={setProof} hasPassword={hasPassword} email={email} language={language} problems={problems} />
          <div className={styles.buttons}>
            <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy}>
              {busy ? t('deleting') : t('confirm')}
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
      )}
    </section>
  );
}

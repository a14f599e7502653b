'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logOut } from '@/components/auth/log-out';
import type { LanguageSlug } from '@/lib/languages';
import type { AccountDeleteBody } from '@/lib/schemas/account-delete';
import { notifications as toasts } from '@/lib/notifications';
import { deleteAccount } from '@/services/account-settings';
import { OwnerProofFields, type ProofForm, type ProofValues, proofBody, proofDefaults } from './owner-proof';
import { FormProblem, SettingsFormButtons } from './settings-field';
import { useSettingsForm } from './settings-form';
import styles from './settings.module.css';

const schema = async () => (await import('@/lib/schemas/account-delete')).accountDeleteBodySchema;

/**
 * Deletes the account for good (docs/decisions/0034): what goes is said first; the owner proves
 * it is them (password, or a code to the current email) and confirms; then this browser signs out.
 */
export function DeleteAccount({ email, hasPassword, language }: { email: string | null; hasPassword: boolean; language: LanguageSlug }) {
  const t = useTranslations('DeleteAccount');
  const [open, setOpen] = useState(false);
  const { form, busy, problem, clear, onSubmit } = useSettingsForm<ProofValues, AccountDeleteBody>({
    schema,
    defaultValues: proofDefaults(hasPassword),
    body: proofBody,
    codeField: 'confirm_code',
    // Signed out next: the button stays busy until the page changes.
    leaves: true,
    submit: async (body) => {
      await deleteAccount(body);
      toasts.show(t('deleted'), 'success');
      await logOut(language);
    },
  });

  const close = () => {
    setOpen(false);
    clear();
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
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="settings-delete-confirm">
          <h4 id="settings-delete-confirm">{t('confirmHeading')}</h4>
          <p className={styles.hint}>{t('confirmHint')}</p>
          <FormProblem problem={problem} />
          <OwnerProofFields form={form as unknown as ProofForm} hasPassword={hasPassword} email={email} language={language} />
          <SettingsFormButtons danger labels={[t('confirm'), t('deleting')]} busy={busy} cancel={t('cancel')} onCancel={close} />
        </form>
      )}
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { PasswordChangeBody } from '@/lib/schemas/account-settings';
import { changePassword } from '@/services/account-settings';
import { OwnerProofFields, type ProofForm, type ProofValues, proofBody, proofDefaults } from './owner-proof';
import { ChangeOpener, FormProblem, SettingsField, SettingsFormButtons, useProblemText } from './settings-field';
import { type AccountChangeProps, useChangePanel, useSettingsForm } from './settings-form';
import styles from './settings.module.css';

const schemas = () => import('@/lib/schemas/account-settings');
const schema = async () => (await schemas()).passwordChangeBodySchema;

type Values = ProofValues & { new_password: string; repeat: string };

/**
 * Change (or, for an account that signs in by code, set) the password with the current one or a
 * code to the current email. This session stays signed in; the others end (docs/decisions/0023).
 */
export function ChangePassword({ email, hasPassword, language, onChanged }: AccountChangeProps<void>) {
  const t = useTranslations('AccountSettings');
  const text = useProblemText();
  const panel = useChangePanel<true>();
  const { form, busy, problem, clear, errors, onSubmit } = useSettingsForm<Values, PasswordChangeBody>({
    schema,
    defaultValues: { ...proofDefaults(hasPassword), new_password: '', repeat: '' },
    body: (values) => ({ new_password: values.new_password, ...proofBody(values) }),
    // Typed twice, sent once: the repeat is this form's own rule.
    check: (values) => (values.new_password === values.repeat ? [] : [['repeat', text({ field: 'repeat', key: 'passwordMismatch' })]]),
    codeField: 'confirm_code',
    submit: async (body) => {
      await changePassword(body);
      panel.finish(true);
      form.reset({ ...proofDefaults(true), new_password: '', repeat: '' });
      onChanged();
    },
  });

  const close = () => {
    panel.hide();
    clear();
  };

  if (!panel.open) {
    return <ChangeOpener done={panel.done ? t('passwordChanged') : null} label={hasPassword ? t('changePassword') : t('setPassword')} onOpen={panel.show} />;
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={hasPassword ? t('changePassword') : t('setPassword')}>
      <FormProblem problem={problem} />
      <OwnerProofFields form={form as unknown as ProofForm} hasPassword={hasPassword} email={email} language={language} />
      <SettingsField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...form.register('new_password')}
        error={errors.new_password?.message}
      />
      <SettingsField label={t('repeatPassword')} type="password" autoComplete="new-password" {...form.register('repeat')} error={errors.repeat?.message} />
      <SettingsFormButtons labels={[t('savePassword'), t('saving')]} busy={busy} cancel={t('cancel')} onCancel={close} />
    </form>
  );
}

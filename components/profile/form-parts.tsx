'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert, RequiredNote } from './fields';
import type { ServerProblem } from './server-errors';
import styles from './profile.module.css';

export function FormActions({ pending, onCancel, submitLabel }: { pending: boolean; onCancel?: () => void; submitLabel?: string }) {
  const t = useTranslations('ProfileForm');
  return (
    <div className={styles.actions}>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
      <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('saving') : (submitLabel ?? t('save'))}
      </button>
    </div>
  );
}

/** The platform's own codes a form explains (41262, 41263, 41341, 41292, 41001). */
export function ProblemAlert({ alert }: { alert: ServerProblem['alert'] }) {
  const t = useTranslations('ProfileErrors');
  return <FormAlert message={alert ? t(alert) : null} />;
}

/** A duplicate work or education entry asks to confirm adding it anyway (platform spec §5). */
export function DuplicateConfirm({ onConfirm, onCancel, pending }: { onConfirm: () => void; onCancel: () => void; pending: boolean }) {
  const t = useTranslations('ProfileForm');
  const te = useTranslations('ProfileErrors');
  return (
    <div role="alert" className={styles.confirm}>
      <p>{te('duplicateEntry')}</p>
      <div className={`${styles.actions} ${styles.actionsStart}`}>
        <button type="button" className="button" onClick={onConfirm} disabled={pending}>
          {t('addAnyway')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}

/** What useProfileForm hands its form's frame: the submit, the platform's alert, the busy state. */
export interface FrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: ServerProblem['alert'];
  pending: boolean;
}

/** A profile form: the required-field note, its fields, the platform's alert and the buttons. */
export function ProfileFormFrame({
  onSubmit,
  alert,
  pending,
  onCancel,
  submitLabel,
  requiredNote = true,
  children,
}: FrameProps & { onCancel?: () => void; submitLabel?: string; requiredNote?: boolean; children: ReactNode }) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {requiredNote && <RequiredNote />}
      {children}
      <ProblemAlert alert={alert} />
      <FormActions pending={pending} onCancel={onCancel} submitLabel={submitLabel} />
    </form>
  );
}

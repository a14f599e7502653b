'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import { sendResumeEmail } from '@/services/jobseeker-resumes';
import { DialogActions, DialogField } from './dialog-field';
import styles from './profile.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const shareDays = 7;

/** Sends an attached resume to an email address, as a link that lasts `shareDays` days. */
export function ResumeSendForm({
  resume,
  problemOf,
  onCancel,
  onDone,
}: {
  resume: AttachedResume;
  problemOf: (error: unknown, fallback: string) => string;
  onCancel: () => void;
  onDone: (email: string) => void;
}) {
  const t = useTranslations('Resumes');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!emailPattern.test(address) || address.length > 254) return setError(t('errorEmail'));
    setBusy(true);
    try {
      await sendResumeEmail(browserHttp(), { email: address, resume_id: resume.id });
      onDone(address);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fieldErrors.email ? t('errorEmail') : problemOf(failure, t('errorFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p dir="auto">{resume.filename}</p>
      <DialogField
        id={id}
        label={t('emailLabel')}
        hint={t('sendHint', { days: shareDays })}
        error={error}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <DialogActions cancel={t('cancel')} submit={busy ? t('sending') : t('send')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

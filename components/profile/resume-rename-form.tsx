'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { resumeBaseName, resumeNameMaxLength, resumeNameProblem } from '@/lib/resume-rules';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import { renameResume } from '@/services/jobseeker-resumes';
import { DialogActions, DialogField } from './dialog-field';
import styles from './profile.module.css';

/** Renames an attached resume: the name without its extension, checked as the platform checks it. */
export function ResumeRenameForm({ resume, onCancel, onDone }: { resume: AttachedResume; onCancel: () => void; onDone: () => Promise<void> }) {
  const t = useTranslations('Resumes');
  const id = useId();
  const [name, setName] = useState(resumeBaseName(resume.filename, resume.format));
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const messageOf = (problem: ReturnType<typeof resumeNameProblem>) =>
    problem === 'empty' ? t('errorNameEmpty') : problem === 'tooLong' ? t('errorNameTooLong', { max: resumeNameMaxLength }) : t('errorNameCharacters');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const problem = resumeNameProblem(resumeBaseName(name, resume.format));
    if (problem) return setError(messageOf(problem));
    busy.current = true;
    try {
      await renameResume(browserHttp(), resume.id, name);
      await onDone();
    } catch (failure) {
      const server = failure instanceof ApiError ? failure.fieldErrors.filename?.[0] : undefined;
      setError(server ? messageOf(/characters/.test(server) && !/most/.test(server) ? 'characters' : /most/.test(server) ? 'tooLong' : 'empty') : t('errorFailed'));
    } finally {
      busy.current = false;
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <DialogField
        id={id}
        label={t('nameLabel')}
        hint={t('nameHint', { max: resumeNameMaxLength, format: resume.format.toUpperCase() })}
        error={error}
        dir="auto"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <DialogActions cancel={t('cancel')} submit={t('save')} onCancel={onCancel} />
    </form>
  );
}

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { maxResumes, resumeFormMaxBytes } from '@/lib/resume-rules';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { browserHttp } from '@/services/browser';
import { deleteResume, listAttachedResumes, resumeKeys, setResumeAutoSend, uploadAttachedResume } from '@/services/jobseeker-resumes';
import { AttachedResumeEntry } from './attached-resume-entry';
import { FormAlert } from './fields';
import { ProfileDialog } from './profile-dialog';
import { UploadProgress } from './upload-progress';
import { extensionOf, resumeExtensions, resumeFormMegabytes, useResumeProblem } from './use-resume-problem';
import { useUpload } from './use-upload';
import styles from './profile.module.css';

const accept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// What the dialogs hold loads when one first opens, as the profile's forms do (lazy-forms.tsx,
// docs/decisions/0069): manage-profile's first load carries the list and the upload only.
const ResumeImport = lazy(() => import('./resume-import').then((m) => ({ default: m.ResumeImport })));
const ResumeRenameForm = lazy(() => import('./resume-rename-form').then((m) => ({ default: m.ResumeRenameForm })));
const ResumeSendForm = lazy(() => import('./resume-send-form').then((m) => ({ default: m.ResumeSendForm })));

/**
 * Attached resumes under manage-profile (platform spec §2, §3): each with its name, format,
 * size, upload time and whether it can be imported into the profile; upload with a progress bar
 * and cancel, rename, chat auto-send, send to an email, download, delete with confirmation.
 * The form takes files under 5 MB (the stricter reading; the platform accepts up to 30 MB,
 * docs/decisions/0038).
 */
export function AttachedResumes({ initial }: { initial?: AttachedResume[] }) {
  const t = useTranslations('Resumes');
  const tf = useTranslations('ProfileForm');
  const ti = useTranslations('ResumeImport');
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const resumes = useQuery({
    queryKey: resumeKeys.list(),
    queryFn: async () => (await listAttachedResumes(browserHttp())).resumes,
    initialData: initial,
    // While a resume is being read for the profile, the list asks again until it is done.
    refetchInterval: (query) => (query.state.data?.some((resume) => resume.sync_state === 'analysing') ? 2000 : false),
  });
  const list = resumes.data ?? [];
  const [importing, setImporting] = useState<AttachedResume | null>(null);
  const [renaming, setRenaming] = useState<AttachedResume | null>(null);
  const [deleting, setDeleting] = useState<AttachedResume | null>(null);
  const [sending, setSending] = useState<AttachedResume | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resumeKeys.list() });
  const problemOf = useResumeProblem();

  const uploads = useUpload({
    check: (file) => {
      if (!resumeExtensions.includes(extensionOf(file))) return t('errorType');
      if (file.size > resumeFormMaxBytes) return t('errorSize', { size: resumeFormMegabytes });
      if (list.length >= maxResumes) return t('errorTooMany', { max: maxResumes });
      return null;
    },
    send: (file, options) => uploadAttachedResume(browserHttp(), file, options),
    uploaded: (resume) => t('uploaded', { name: resume.filename }),
    cancelled: () => t('uploadCancelled'),
    refused: (error, file) => problemOf(error, t('errorUpload'), file),
    refresh,
  });
  const { upload, setProblem, setStatus } = uploads;

  const autoSend = useMutation({
    mutationFn: (resume: AttachedResume) => setResumeAutoSend(browserHttp(), resume.id, !resume.auto_send),
    onSuccess: () => refresh(),
    onError: (error) => setProblem(problemOf(error, t('errorFailed'))),
  });
  const removal = useMutation({
    mutationFn: (resume: AttachedResume) => deleteResume(browserHttp(), resume.id),
    onSuccess: async (_, resume) => {
      setDeleting(null);
      setStatus(t('deleted', { name: resume.filename }));
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setProblem(problemOf(error, t('errorDelete')));
    },
  });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{t('title')}</h2>
      </div>
      <p className={styles.hint}>{t('intro', { max: maxResumes, size: resumeFormMegabytes })}</p>
      <FormAlert message={uploads.problem} />
      <p role="status" className={styles.hint}>
        {uploads.status}
      </p>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('listLabel')}>
          {list.map((resume) => (
            <AttachedResumeEntry
              key={resume.id}
              resume={resume}
              autoSendPending={autoSend.isPending}
              onImport={() => setImporting(resume)}
              onRename={() => setRenaming(resume)}
              onSend={() => setSending(resume)}
              onAutoSend={() => autoSend.mutate(resume)}
              onDelete={() => setDeleting(resume)}
            />
          ))}
        </ul>
      )}
      {upload ? (
        <UploadProgress
          upload={upload}
          percent={uploads.percent}
          onCancel={uploads.cancel}
          labels={{ uploading: t('uploading', { name: upload.name }), progress: t('progressLabel'), cancel: t('cancelUpload') }}
        />
      ) : (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('upload')}
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            {t('uploadHint', { size: resumeFormMegabytes })}
          </p>
          <FilePicker
            id={inputId}
            accept={accept}
            onChange={uploads.choose}
            aria-describedby={`${inputId}-hint`}
            labels={{ choose: tf('fileChoose'), none: tf('fileNone') }}
          />
        </div>
      )}
      <ProfileDialog open={importing !== null} title={ti('dialogTitle')} onClose={() => setImporting(null)}>
        {importing?.parse_id ? (
          <>
            <p dir="auto">{importing.filename}</p>
            <Suspense fallback={<p role="status">{tf('loading')}</p>}>
              <ResumeImport parseId={importing.parse_id} onDone={() => void refresh()} />
            </Suspense>
            <div className={styles.actions}>
              <button type="button" className="button button--secondary" onClick={() => setImporting(null)}>
                {ti('close')}
              </button>
            </div>
          </>
        ) : null}
      </ProfileDialog>
      <ProfileDialog open={renaming !== null} title={t('renameTitle')} onClose={() => setRenaming(null)}>
        {renaming && (
          <Suspense fallback={<p role="status">{tf('loading')}</p>}>
            <ResumeRenameForm
              resume={renaming}
              onCancel={() => setRenaming(null)}
              onDone={async () => {
                setRenaming(null);
                await refresh();
              }}
            />
          </Suspense>
        )}
      </ProfileDialog>
      <ProfileDialog open={sending !== null} title={t('sendTitle')} onClose={() => setSending(null)}>
        {sending && (
          <Suspense fallback={<p role="status">{tf('loading')}</p>}>
            <ResumeSendForm
              resume={sending}
              problemOf={problemOf}
              onCancel={() => setSending(null)}
              onDone={(email) => {
                setSending(null);
                setStatus(t('sent', { email }));
              }}
            />
          </Suspense>
        )}
      </ProfileDialog>
      <ProfileDialog open={deleting !== null} title={t('deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            <p dir="auto">{t('deleteQuestion', { name: deleting.filename })}</p>
            <div className={styles.actions}>
              <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </button>
              <button type="button" className="button" disabled={removal.isPending} onClick={() => removal.mutate(deleting)}>
                {t('confirmDelete')}
              </button>
            </div>
          </>
        )}
      </ProfileDialog>
    </section>
  );
}

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '@/services/http-base';
import { isCancelled } from '@/services/lazy-http';
import { useFormatter, useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { maxResumes, resumeBaseName, resumeFormMaxBytes, resumeNameMaxLength, resumeNameProblem } from '@/lib/resume-rules';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import {
  deleteResume,
  listAttachedResumes,
  renameResume,
  resumeDownloadHref,
  resumeKeys,
  sendResumeEmail,
  setResumeAutoSend,
  uploadAttachedResume,
} from '@/services/jobseeker-resumes';
import { FormAlert } from './fields';
import { ProfileDialog } from './profile-dialog';
import { ResumeImport } from './resume-import';
import own from './attached-resumes.module.css';
import styles from './profile.module.css';
import { resumeUnreadable } from '@/lib/schemas/api-codes/ai';
import { tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { autoSendResume, resumeLimit } from '@/lib/schemas/api-codes/resumes';

const formMegabytes = resumeFormMaxBytes / (1024 * 1024);
const extensions = ['pdf', 'doc', 'docx'];
const accept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const shareDays = 7;
/** A file's extension in lower case; '' without one. */
const extensionOf = (file: File) => (file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '');

interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

/**
 * Attached resumes under manage-profile (platform spec §2, §3): each with its name, format,
 * size, upload time and whether it can be imported into the profile; upload with a progress bar
 * and cancel, rename, chat auto-send, send to an email, download, delete with confirmation.
 * The form takes files under 5 MB (the stricter reading; the platform accepts up to 30 MB,
 * docs/decisions/0038). `http` is for tests; the page uses the browser's instance.
 */
export function AttachedResumes({ initial, http: givenHttp }: { initial?: AttachedResume[]; http?: PlatformClient }) {
  const t = useTranslations('Resumes');
  const tf = useTranslations('ProfileForm');
  const format = useFormatter();
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const http = () => givenHttp ?? browserHttp();
  const resumes = useQuery({
    queryKey: resumeKeys.list(),
    queryFn: async () => (await listAttachedResumes(http())).resumes,
    initialData: initial,
    // While a resume is being read for the profile, the list asks again until it is done.
    refetchInterval: (query) => (query.state.data?.some((resume) => resume.sync_state === 'analysing') ? 2000 : false),
  });
  const ti = useTranslations('ResumeImport');
  const [importing, setImporting] = useState<AttachedResume | null>(null);
  const list = resumes.data ?? [];
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<AttachedResume | null>(null);
  const [deleting, setDeleting] = useState<AttachedResume | null>(null);
  const [sending, setSending] = useState<AttachedResume | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resumeKeys.list() });

  // The platform's messages are English and never shown: an upload's refusal is explained from
  // the code and the file the reader chose (its type, its size), not from the message's words.
  const problemOf = (error: unknown, fallback: string, file?: File) => {
    if (!(error instanceof ApiError)) return t('errorFailed');
    if (error.code === resumeLimit) return t('errorTooMany', { max: maxResumes });
    if (error.code === autoSendResume) return t('errorAutoSend');
    if (error.code === tooManyAttempts) return t('errorTooManyEmails', { seconds: Number(error.data?.retry_after ?? 60) });
    if (error.code === resumeUnreadable) return t('errorParse', { format: (file ? extensionOf(file) : 'pdf').toUpperCase() });
    if (file && error.fieldErrors.file) {
      if (!extensions.includes(extensionOf(file))) return t('errorType');
      if (file.size > resumeFormMaxBytes) return t('errorSize', { size: formMegabytes });
    }
    return fallback;
  };

  async function start(file: File) {
    const controller = new AbortController();
    setUpload({ name: file.name, fraction: 0, controller });
    try {
      const resume = await uploadAttachedResume(http(), file, {
        signal: controller.signal,
        onProgress: (fraction) => setUpload((current) => (current?.controller === controller ? { ...current, fraction } : current)),
      });
      setStatus(t('uploaded', { name: resume.filename }));
      await refresh();
    } catch (error) {
      if (isCancelled(error)) setStatus(t('uploadCancelled'));
      else setProblem(problemOf(error, t('errorUpload'), file));
    } finally {
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    setStatus(null);
    if (!file) return;
    if (!extensions.includes(extensionOf(file))) return setProblem(t('errorType'));
    if (file.size > resumeFormMaxBytes) return setProblem(t('errorSize', { size: formMegabytes }));
    if (list.length >= maxResumes) return setProblem(t('errorTooMany', { max: maxResumes }));
    void start(file);
  }

  const autoSend = useMutation({
    mutationFn: (resume: AttachedResume) => setResumeAutoSend(http(), resume.id, !resume.auto_send),
    onSuccess: () => refresh(),
    onError: (error) => setProblem(problemOf(error, t('errorFailed'))),
  });
  const removal = useMutation({
    mutationFn: (resume: AttachedResume) => deleteResume(http(), resume.id),
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

  const percent = upload ? Math.round(upload.fraction * 100) : 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{t('title')}</h2>
      </div>
      <p className={styles.hint}>{t('intro', { max: maxResumes, size: formMegabytes })}</p>
      <FormAlert message={problem} />
      <p role="status" className={styles.hint}>
        {status}
      </p>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('listLabel')}>
          {list.map((resume) => (
            <li key={resume.id} className={styles.entry}>
              <div>
                <h3 dir="auto">{resume.filename}</h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('format')}</dt>
                    <dd>{resume.format.toUpperCase()}</dd>
                  </div>
                  <div>
                    <dt>{t('size')}</dt>
                    <dd>{sizeOf(resume.size, format)}</dd>
                  </div>
                  <div>
                    <dt>{t('uploadedAt')}</dt>
                    <dd>
                      <time dateTime={resume.created_at}>{format.dateTime(new Date(resume.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    </dd>
                  </div>
                </dl>
                <p className={own.flags}>{syncLabel(resume, t, ti)}</p>
                {resume.auto_send && <p className={own.flags}>{t('autoSend')}</p>}
              </div>
              <div className={styles.entryActions}>
                {resume.sync_state === 'completed' && resume.parse_id ? (
                  <button type="button" className="link-button" onClick={() => setImporting(resume)} aria-label={ti('importNamed', { name: resume.filename })}>
                    {ti('importButton')}
                  </button>
                ) : null}
                <a href={resumeDownloadHref(resume.id)} download className="link-button" aria-label={t('downloadNamed', { name: resume.filename })}>
                  {t('download')}
                </a>
                <button type="button" className="link-button" onClick={() => setRenaming(resume)} aria-label={t('renameNamed', { name: resume.filename })}>
                  {t('rename')}
                </button>
                <button type="button" className="link-button" onClick={() => setSending(resume)} aria-label={t('sendEmailNamed', { name: resume.filename })}>
                  {t('sendEmail')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={autoSend.isPending}
                  onClick={() => autoSend.mutate(resume)}
                  aria-label={`${resume.auto_send ? t('stopAutoSend') : t('useForAutoSend')}: ${resume.filename}`}
                >
                  {resume.auto_send ? t('stopAutoSend') : t('useForAutoSend')}
                </button>
                <button type="button" className="link-button" onClick={() => setDeleting(resume)} aria-label={t('deleteNamed', { name: resume.filename })}>
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {upload ? (
        <div className={own.upload}>
          <p dir="auto">{t('uploading', { name: upload.name })}</p>
          <progress className={own.uploadBar} max={100} value={percent} aria-label={t('progressLabel')} />
          <span aria-hidden="true">{format.number(upload.fraction, { style: 'percent' })}</span>
          <div>
            <button type="button" className="button button--secondary" onClick={() => upload.controller.abort()}>
              {t('cancelUpload')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('upload')}
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            {t('uploadHint', { size: formMegabytes })}
          </p>
          <FilePicker
            id={inputId}
            accept={accept}
            onChange={choose}
            aria-describedby={`${inputId}-hint`}
            labels={{ choose: tf('fileChoose'), none: tf('fileNone') }}
          />
        </div>
      )}
      <ProfileDialog open={importing !== null} title={ti('dialogTitle')} onClose={() => setImporting(null)}>
        {importing?.parse_id ? (
          <>
            <p dir="auto">{importing.filename}</p>
            <ResumeImport parseId={importing.parse_id} http={givenHttp} onDone={() => void refresh()} />
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
          <RenameForm
            resume={renaming}
            http={http}
            onCancel={() => setRenaming(null)}
            onDone={async () => {
              setRenaming(null);
              await refresh();
            }}
          />
        )}
      </ProfileDialog>
      <ProfileDialog open={sending !== null} title={t('sendTitle')} onClose={() => setSending(null)}>
        {sending && (
          <SendForm
            resume={sending}
            http={http}
            problemOf={problemOf}
            onCancel={() => setSending(null)}
            onDone={(email) => {
              setSending(null);
              setStatus(t('sent', { email }));
            }}
          />
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

/** Whether the resume was read for the profile (platform spec §4 Resume sync), said as it is. */
function syncLabel(resume: AttachedResume, t: ReturnType<typeof useTranslations<'Resumes'>>, ti: ReturnType<typeof useTranslations<'ResumeImport'>>) {
  if (resume.sync_state === 'analysing') return ti('stateAnalysing');
  if (resume.sync_state === 'failed') return ti('stateFailed');
  // Imported: the platform says so (files.imported_at), so it holds after a reload and in any tab.
  if (resume.sync_state === 'completed' && resume.imported_at) return ti('stateImported');
  return resume.syncable ? t('syncable') : t('notSyncable');
}

function sizeOf(bytes: number, format: ReturnType<typeof useFormatter>) {
  if (bytes >= 1024 * 1024) return format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

function RenameForm({ resume, http, onCancel, onDone }: { resume: AttachedResume; http: () => PlatformClient; onCancel: () => void; onDone: () => Promise<void> }) {
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
      await renameResume(http(), resume.id, name);
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
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('nameLabel')}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('nameHint', { max: resumeNameMaxLength, format: resume.format.toUpperCase() })}
        </p>
        <input
          id={id}
          className={styles.input}
          dir="auto"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

function SendForm({
  resume,
  http,
  problemOf,
  onCancel,
  onDone,
}: {
  resume: AttachedResume;
  http: () => PlatformClient;
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
      await sendResumeEmail(http(), { email: address, resume_id: resume.id });
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
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('emailLabel')}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('sendHint', { days: shareDays })}
        </p>
        <input
          id={id}
          type="email"
          autoComplete="email"
          className={styles.input}
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}

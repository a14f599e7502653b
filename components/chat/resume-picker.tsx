'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import type { ChatMessage } from '@/lib/schemas/chat';
import { maxResumes, resumeFormMaxBytes, type UploadedResume } from '@/lib/schemas/applications';
import { sendResume } from '@/services/chat';
import { listResumes, uploadResume } from '@/services/jobseeker-resumes';
import { useChatHttp } from './chat-context';
import { browserQuiet } from '@/services/browser';
import { chatErrorKey } from './chat-errors';
import styles from './chat.module.css';

const resumesKey = ['jobseeker', 'resumes'] as const;

/** Picks one of the seeker's attached resumes (or uploads one) and sends it in the chat. */
export function ResumePicker({ chatId, onSent }: { chatId: number; onSent: (message: ChatMessage) => void }) {
  const t = useTranslations('Chat');
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // Quiet: where the platform cannot list resumes, the picker still offers an upload, without a toast.
  const resumes = useQuery({ queryKey: resumesKey, queryFn: () => listResumes(browserQuiet()), retry: false });
  const [uploaded, setUploaded] = useState<UploadedResume[]>([]);
  const known = new Map<number, UploadedResume>();
  for (const resume of [...(resumes.data?.resumes ?? []), ...uploaded]) known.set(resume.id, resume);
  const list = [...known.values()];
  // The only resume is the one to send (issue 31: "Send this resume" started disabled).
  const chosen = choice ?? (list.length === 1 ? (list[0]?.id ?? null) : null);

  const upload = useMutation({
    mutationFn: (file: File) => uploadResume(http, file),
    onSuccess: (resume) => {
      setUploaded((current) => [...current, resume]);
      setChoice(resume.id);
      void queryClient.invalidateQueries({ queryKey: resumesKey });
    },
  });
  const send = useMutation({ mutationFn: (resumeId: number) => sendResume(http, chatId, resumeId), onSuccess: onSent });

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.(pdf|docx?)$/i.test(file.name)) return setFileProblem(t('resumeType'));
    if (file.size > resumeFormMaxBytes) return setFileProblem(t('resumeSize'));
    setFileProblem(null);
    upload.mutate(file);
  }

  return (
    <fieldset className={styles.picker}>
      <legend>{t('chooseResume')}</legend>
      {resumes.isPending && <p role="status">{t('loading')}</p>}
      {!resumes.isPending && list.length === 0 && <p>{t('noResumes')}</p>}
      {list.map((resume) => (
        <label key={resume.id} className={styles.choice}>
          <input type="radio" name={`resume-${chatId}`} checked={chosen === resume.id} onChange={() => setChoice(resume.id)} />
          {resume.filename}
        </label>
      ))}
      {list.length < maxResumes && (
        <p className={styles.upload}>
          {/* The file input is the label's: a button-like control, focus shown on the label. */}
          <input id={fileId} className={styles.fileInput} type="file" accept=".pdf,.doc,.docx" onChange={pickFile} disabled={upload.isPending} />
          <label htmlFor={fileId} className="button button--secondary">
            {upload.isPending ? t('loading') : t('uploadResume')}
          </label>
        </p>
      )}
      {(fileProblem || upload.isError) && (
        <p role="alert" className={styles.error}>
          {fileProblem ?? t(`errors.${chatErrorKey(upload.error)}`)}
        </p>
      )}
      <button type="button" className="button" disabled={chosen === null || send.isPending} onClick={() => chosen !== null && send.mutate(chosen)}>
        {t('sendThisResume')}
      </button>
      {send.isError && (
        <p role="alert" className={styles.error}>
          {t(`errors.${chatErrorKey(send.error)}`)}
        </p>
      )}
    </fieldset>
  );
}

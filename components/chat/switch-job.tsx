'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ChatDetail, ChatMessage } from '@/lib/schemas/chat';
import { chatKeys, switchJob } from '@/services/chat';
import { useChatHttp } from './chat-context';
import { chatErrorKey } from './chat-errors';
import styles from './chat.module.css';

/** Switches the job the chat is about to another of the recruiter's jobs; the first switch asks to confirm. */
export function SwitchJob({ chat, onStored }: { chat: ChatDetail; onStored: (message: ChatMessage) => void }) {
  const t = useTranslations('Chat');
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: (target: number) => switchJob(http, chat.id, target, true),
    onSuccess: (detail) => {
      queryClient.setQueryData(chatKeys.detail(chat.id), detail);
      if (detail.last_message) onStored(detail.last_message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      setOpen(false);
      setConfirming(false);
    },
  });
  const jobs = chat.switchable_jobs.filter((job) => job.id !== chat.job.id);
  if (jobs.length === 0) return null;
  const target = jobs.find((job) => job.id === jobId);

  function choose() {
    if (!target) return;
    if (!chat.job_switch_confirmed) setConfirming(true);
    else mutation.mutate(target.id);
  }

  return (
    <>
      <button type="button" className="button button--secondary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {t('switchJob')}
      </button>
      {open && (
        <div className={styles.picker}>
          <label htmlFor={selectId}>{t('switchJobLabel')}</label>
          <select id={selectId} value={jobId ?? ''} onChange={(event) => setJobId(Number(event.target.value) || null)}>
            <option value="">{t('switchJobPlaceholder')}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
          {confirming && target ? (
            <div role="alertdialog" aria-labelledby={`${selectId}-confirm`} className={styles.confirm}>
              <p id={`${selectId}-confirm`}>{t('switchConfirmText', { title: target.title })}</p>
              <button type="button" className="button" disabled={mutation.isPending} onClick={() => mutation.mutate(target.id)}>
                {t('confirm')}
              </button>{' '}
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="button" disabled={!target || mutation.isPending} onClick={choose}>
              {t('switchJobSubmit')}
            </button>
          )}
          {mutation.isError && (
            <p role="alert" className={styles.error}>
              {t(`errors.${chatErrorKey(mutation.error)}`)}
            </p>
          )}
        </div>
      )}
    </>
  );
}

'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useText } from '@/components/providers/text-provider';
import { notifications } from '@/lib/notifications';
import type { ApiError } from '@/services/api-error';
import { loadBrowserHttp } from '@/services/browser-context';
import { withdrawClosed } from '@/lib/schemas/api-codes/applications';

/** Withdraw an application, after the seeker confirms it in a dialog (withdrawn = cancelled). */
export function WithdrawApplication({ applicationId, jobTitle }: { applicationId: number; jobTitle: string }) {
  const t = useText('MyJobs');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = useMutation<unknown, ApiError>({
    mutationFn: async () => {
      const [http, jobs] = await Promise.all([loadBrowserHttp(), import('@/services/jobs')]);
      return jobs.withdrawApplication(http, applicationId);
    },
    onSuccess: () => {
      dialog.current?.close();
      notifications.show(t('withdrawn'), 'success');
      router.refresh();
    },
    onError: (error) => {
      if (error.code === withdrawClosed || error.status === 404) setProblem(t('withdrawFailed'));
    },
  });

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('withdrawNamed', { title: jobTitle })}
        onClick={() => {
          setProblem(null);
          dialog.current?.showModal();
        }}
      >
        {t('withdraw')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId} aria-describedby={textId}>
        <div className="modal__body">
          <h2 id={titleId}>{t('withdrawTitle')}</h2>
          <p id={textId}>{t('withdrawText', { title: jobTitle })}</p>
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t('withdrawCancel')}
            </button>
            <button type="button" className="button" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {t('withdrawConfirm')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

'use client';

import { useText } from '@/components/providers/text-provider';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { notifications } from '@/lib/notifications';
import type { ApiError } from '@/services/api-error';
import { loadBrowserHttp } from '@/services/browser-context';
import { validationFailed } from '@/lib/schemas/api-codes/generic';

export interface ReportReason {
  id: number;
  value: string;
  description: string;
  category: string;
}

/** Report the job with one of the ten preset reasons, grouped by category. */
export function ReportJob({ jobId, reasons }: { jobId: number; reasons: ReportReason[] }) {
  const t = useText('JobPage');
  const tc = useText('ReportReasons');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  // The reasons are drawn when the dialog opens, not while the job page hydrates.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  // A one-off post with nothing to cache: plain state, so the job page needs no React Query for it.
  async function send(reasonId: number) {
    setSending(true);
    try {
      // The HTTP client and the job service load with the report, not with the page.
      const [http, jobs] = await Promise.all([loadBrowserHttp(), import('@/services/jobs')]);
      await jobs.reportJob(http, jobId, { report_reason_id: reasonId });
      setDone(true);
      dialog.current?.close();
      notifications.show(t('reportThanks'), 'success');
    } catch (error) {
      // A second report of the same job is refused with a field message: say it plainly.
      const failure = error as ApiError;
      if (failure.code === validationFailed && failure.fieldErrors?.report_reason_id === undefined) setProblem(t('reportAlready'));
    } finally {
      setSending(false);
    }
  }
  const categories = [...new Set(reasons.map((r) => r.category))];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setProblem(t('reportChoose'));
      return;
    }
    setProblem(null);
    if (!sending) void send(choice);
  }

  return (
    <>
      <button type="button" className="link-button" disabled={done} onClick={() => setOpen(true)}>
        {t('report')}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="modal" onClose={() => setOpen(false)}>
        {open && (
        <form className="modal__body" onSubmit={submit}>
          <h2 id={titleId}>{t('reportTitle')}</h2>
          {categories.map((category) => (
            <fieldset key={category} className="report__group">
              <legend>{tc.has(category) ? tc(category) : category}</legend>
              {reasons
                .filter((r) => r.category === category)
                .map((reason) => (
                  <label key={reason.id} className="report__reason">
                    <input
                      type="radio"
                      name="report_reason_id"
                      value={reason.id}
                      checked={choice === reason.id}
                      onChange={() => setChoice(reason.id)}
                    />
                    <span>
                      <strong>{reason.value}</strong>
                      {reason.description && <span className="report__description">{reason.description}</span>}
                    </span>
                  </label>
                ))}
            </fieldset>
          ))}
          {problem && (
            <p role="alert" className="form-error">
              {problem}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t('reportCancel')}
            </button>
            <button type="submit" className="button" disabled={sending}>
              {t('reportSubmit')}
            </button>
          </div>
        </form>
        )}
      </dialog>
    </>
  );
}

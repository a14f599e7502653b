'use client';

import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useText } from '@/components/providers/text-provider';
import type { ApplyResult } from '@/lib/schemas/applications';
import type { JobApplyInfo } from '@/lib/schemas/job';
import { ensureDeviceUuid, loadBrowserHttp } from '@/services/browser-context';
import { intentParam, takeIntent } from './intent';
import { useSignedIn } from './use-signed-in';

/**
 * The form (react-hook-form, zod, React Query) loads when the seeker asks for it, and the
 * "already applied" check only for a signed-in seeker: not with the job page, which most
 * visitors read signed out (docs/decisions/0021).
 */
const ApplyForm = lazy(() => import('./apply-live').then((module) => ({ default: module.LiveApplyForm })));
const AppliedStatus = lazy(() => import('./apply-live').then((module) => ({ default: module.AppliedStatus })));
const service = () => Promise.all([loadBrowserHttp(), import('@/services/jobs')]);

export interface ApplyPanelProps {
  jobId: number;
  jobTitle: string;
  apply: JobApplyInfo;
  /** `/{lang}/{job url}/apply/success` (core spec §2). */
  successPath: string;
  /** `/{lang}/my-jobs?tab=applied`. */
  applicationsPath: string;
  /** `/{lang}/{job url}/apply`: the server-rendered form "Apply now" leads to in a browser without script. */
  noScriptPath?: string;
  /** The save button, rendered beside Apply. */
  children?: ReactNode;
}

/**
 * Apply on the job page: the employer's link for an external job; otherwise Apply, which opens
 * the form (quick apply when signed out), or "applied" when the seeker already has. Coming back
 * from get-started with `?intent=apply:<id>` reopens the form.
 */
export function ApplyPanel({ jobId, jobTitle, apply, successPath, applicationsPath, noScriptPath, children }: ApplyPanelProps) {
  const t = useText('ApplyJob');
  const signedIn = useSignedIn();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [hasApplied, setHasApplied] = useState(false);

  useEffect(() => {
    if (takeIntent(`apply:${jobId}`)) setOpen(true);
  }, [jobId]);

  function countExternalClick() {
    // The link opens by itself (no pop-up blocker in the way); the count is sent beside it.
    void service()
      .then(([http, jobs]) => jobs.clickExternalJob(http, jobId, ensureDeviceUuid()))
      .catch(() => undefined);
  }

  function onApplied(_result: ApplyResult) {
    setHasApplied(true);
  }

  return (
    <div className="apply-panel">
      {signedIn && !apply.is_external && (
        <Suspense fallback={null}>
          <AppliedStatus jobId={jobId} onStatus={setHasApplied} />
        </Suspense>
      )}
      <div className="apply-panel__actions">
        {apply.is_external && apply.external_url ? (
          <a className="button" href={apply.external_url} target="_blank" rel="noopener noreferrer nofollow" onClick={countExternalClick}>
            {t('applyOnSite')}
          </a>
        ) : hasApplied ? (
          <p className="apply-panel__applied" role="status">
            <span aria-hidden="true">✓</span> {t('applied')}{' '}
            <a href={applicationsPath}>{t('viewApplications')}</a>
          </p>
        ) : (
          <>
            {/* A real link before the script arrives (issue 36 item 1): a tap made then loads this page
                with the apply intent, and the form opens as soon as the page hydrates. */}
            <a
              href={`?${intentParam}=${encodeURIComponent(`apply:${jobId}`)}`}
              className="button apply-panel__scripted"
              aria-expanded={open}
              aria-controls={formId}
              onClick={(event) => {
                event.preventDefault();
                setOpen(true);
              }}
            >
              {t('applyNow')}
            </a>
            {/* Without script at all, the same words lead to the server-rendered form instead. */}
            {noScriptPath && (
              <noscript>
                <style>{'.apply-panel__scripted{display:none}'}</style>
                <a href={noScriptPath} className="button">
                  {t('applyNow')}
                </a>
              </noscript>
            )}
          </>
        )}
        {children}
      </div>
      {apply.is_external && <p className="field__hint">{t('externalNote')}</p>}
      <div id={formId}>
        {open && !hasApplied && !apply.is_external && (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <ApplyForm
              jobId={jobId}
              jobTitle={jobTitle}
              questions={apply.screening_questions}
              guest={!signedIn}
              successPath={successPath}
              onApplied={onApplied}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

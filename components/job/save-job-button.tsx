'use client';

import { lazy, Suspense } from 'react';
import { getStartedHref } from './intent';
import { type SaveJobButtonProps, SaveJobView } from './save-job-view';
import { useSignedIn } from './use-signed-in';

export type { SaveJobLabels } from './save-job-view';

// React Query, the HTTP client and the job service come with the signed-in button only: most
// visitors of a search or job page are signed out and never need them (docs/decisions/0021).
const SaveJobButtonLive = lazy(() => import('./save-job-button-live').then((m) => ({ default: m.SaveJobButtonLive })));

/**
 * Save or unsave a job, on a card or on the job page. Signed out, it sends the visitor to
 * get-started, who comes back to finish the save (`?intent=save:<id>`); signed in, the live
 * button loads: the state flips at once and flips back if the platform refuses.
 */
export function SaveJobButton(props: SaveJobButtonProps) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <SaveJobView
        jobId={props.jobId}
        action={props.action}
        labels={props.labels}
        placement={props.placement}
        saved={false}
        busy={false}
        onToggle={() => window.location.assign(getStartedHref(`save:${props.jobId}`))}
      />
    );
  }
  return (
    <Suspense fallback={<SaveJobView jobId={props.jobId} action={props.action} labels={props.labels} placement={props.placement} saved={false} busy disabled onToggle={() => {}} />}>
      <SaveJobButtonLive {...props} />
    </Suspense>
  );
}

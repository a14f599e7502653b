'use client';

import { lazy, Suspense } from 'react';
import { getStartedHref } from '@/components/job/intent';
import { useSignedIn } from '@/components/job/use-signed-in';
import { type FollowCompanyProps, FollowCompanyView } from './follow-company-view';

// React Query, the HTTP client and the follow service come with the signed-in button only: company
// pages and lists are cached for everyone and most visitors are signed out (decision 0021).
const FollowCompanyLive = lazy(() => import('./follow-company-live').then((m) => ({ default: m.FollowCompanyLive })));

/**
 * Follow a company from its page or its card (issue 35 item 4). Signed out, it sends the visitor
 * to log in, who comes back to finish the follow (`?intent=follow:<id>`), as saving a job does;
 * signed in, the live button loads and knows whether the company is followed already.
 */
export function FollowCompanyButton(props: FollowCompanyProps) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return <FollowCompanyView {...props} followed={false} busy={false} onToggle={() => window.location.assign(getStartedHref(`follow:${props.companyId}`))} />;
  }
  return (
    <Suspense fallback={<FollowCompanyView {...props} followed={false} busy disabled onToggle={() => {}} />}>
      <FollowCompanyLive {...props} />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import { useSignedIn } from '@/components/job/use-signed-in';
import type { ForYouLabels } from './for-you-labels';

// The call, its HTTP client and the list come with signed-in visitors only: the home is one cached
// page for everyone, and most of its visitors are signed out (docs/decisions/0039).
const ForYouLive = lazy(() => import('./for-you-live').then((m) => ({ default: m.ForYouLive })));

/**
 * "Recommended for you" on the home: nothing for a signed-out visitor (the popular jobs below are
 * theirs); for a signed-in seeker, the jobs picked from their preferences and behaviour, loaded in
 * the browser so the cached page stays the same for everyone.
 */
export function ForYouJobs({ labels }: { labels: ForYouLabels }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ForYouLive labels={labels} />
    </Suspense>
  );
}

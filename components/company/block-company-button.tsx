'use client';

import { lazy, Suspense } from 'react';
import { getStartedHref } from '@/components/job/intent';
import { useSignedIn } from '@/components/job/use-signed-in';
import { type BlockCompanyProps, BlockCompanyView } from './block-company-view';

// React Query, the HTTP client and the blocked-companies service come with the signed-in button
// only: the company page is cached for everyone and most visitors are signed out (decision 0021).
const BlockCompanyLive = lazy(() => import('./block-company-live').then((m) => ({ default: m.BlockCompanyLive })));

/**
 * "Block this company" on the company page (platform spec §6). Signed out, it sends the visitor
 * to log in, who comes back to finish the block (`?intent=block:<id>`); signed in, the live
 * button loads and knows whether the company is blocked already.
 */
export function BlockCompanyButton(props: BlockCompanyProps) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return <BlockCompanyView blocked={false} busy={false} onToggle={() => window.location.assign(getStartedHref(`block:${props.companyId}`))} />;
  }
  return (
    <Suspense fallback={<BlockCompanyView blocked={false} busy disabled onToggle={() => {}} />}>
      <BlockCompanyLive {...props} />
    </Suspense>
  );
}

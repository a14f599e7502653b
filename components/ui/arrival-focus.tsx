'use client';

import { useEffect } from 'react';

/**
 * Brings a page's confirmation into view and gives it focus when the page is reached by a
 * client-side navigation, which can keep the previous page's scroll position: after a quick
 * apply the visitor was left looking at "Similar jobs" (issue 36 item 10). Screen readers
 * then read the confirmation first. The target needs tabIndex={-1}.
 */
export function ArrivalFocus({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [targetId]);
  return null;
}

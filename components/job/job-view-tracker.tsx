'use client';

import { useEffect } from 'react';

const seenKey = (jobId: number) => `hireloop:viewed:${jobId}`;

/**
 * Posts one view per visit (a browser tab session) of a job page, once the page is idle, so the
 * count never competes with the page becoming usable.
 */
export function JobViewTracker({ jobId }: { jobId: number }) {
  useEffect(() => {
    const seen = () => {
      try {
        return sessionStorage.getItem(seenKey(jobId)) !== null;
      } catch {
        // Without session storage, a reload may count again; that is acceptable.
        return false;
      }
    };
    if (seen()) return;
    const send = () => {
      if (seen()) return;
      try {
        sessionStorage.setItem(seenKey(jobId), '1');
      } catch {
        // As above.
      }
      void import('@/services/job-view').then((view) => view.sendJobView(jobId));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(send, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(send, 1500);
    return () => clearTimeout(timer);
  }, [jobId]);
  return null;
}

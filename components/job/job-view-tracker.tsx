'use client';

import { useEffect } from 'react';
import { detectDevice, ensureDeviceUuid, loadBrowserHttp } from '@/services/browser-context';

const seenKey = (jobId: number) => `hireloop:viewed:${jobId}`;

/** Posts one view per visit (a browser tab session) of a job page. */
export function JobViewTracker({ jobId }: { jobId: number }) {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(seenKey(jobId))) return;
      sessionStorage.setItem(seenKey(jobId), '1');
    } catch {
      // Without session storage, a reload may count again; that is acceptable.
    }
    // The HTTP client and the job service load with this call, not with the page.
    Promise.all([loadBrowserHttp(), import('@/services/jobs')])
      .then(([http, jobs]) => jobs.postJobView(http, jobId, detectDevice(), ensureDeviceUuid()))
      .catch(() => undefined);
  }, [jobId]);
  return null;
}

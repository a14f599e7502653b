'use client';

import { useEffect } from 'react';
import { browserHttp, detectDevice, ensureDeviceUuid } from '@/services/browser';
import { postJobView } from '@/services/jobs';

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
    postJobView(browserHttp(), jobId, detectDevice(), ensureDeviceUuid()).catch(() => undefined);
  }, [jobId]);
  return null;
}

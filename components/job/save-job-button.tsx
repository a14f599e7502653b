'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '@/services/api-error';
import { ensureDeviceUuid, loadBrowserHttp } from '@/services/browser-context';
import { myJobKeys } from '@/services/my-job-keys';
import { getStartedHref, takeIntent } from './intent';
import { useSignedIn } from './use-signed-in';

/** The HTTP client and the job service arrive with the first call, not with the page. */
const service = () => Promise.all([loadBrowserHttp(), import('@/services/jobs')]);
let loadCardStatus: ((jobId: number) => Promise<boolean>) | undefined;

export interface SaveJobLabels {
  /** The button's name, the same whether saved or not (aria-pressed tells which). */
  name: string;
  save: string;
  saved: string;
}

/**
 * Save or unsave a job, on a card or on the job page. The state flips at once and flips back if
 * the platform refuses. A signed-out visitor goes to get-started and comes back to finish the
 * save (`?intent=save:<id>`). Cards ask for their saved state together, in one call.
 */
export function SaveJobButton({ jobId, labels, placement }: { jobId: number; labels: SaveJobLabels; placement: 'card' | 'page' }) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const key = myJobKeys.saved(jobId);
  const status = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [http, jobs] = await service();
      if (placement === 'page') return (await jobs.isJobSaved(http, jobId)).is_saved;
      loadCardStatus ??= jobs.savedStatusLoader(http);
      return loadCardStatus(jobId);
    },
    enabled: signedIn,
    staleTime: 60_000,
  });
  const mutation = useMutation<unknown, ApiError, boolean, { previous: boolean | undefined }>({
    mutationFn: async (save) => {
      const [http, jobs] = await service();
      return save ? jobs.saveJob(http, { job_id: jobId, device_uuid: ensureDeviceUuid() }) : jobs.unsaveJob(http, jobId);
    },
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, save);
      return { previous };
    },
    onError: (error, save, context) => {
      // Unsaving a job that is no longer saved (another tab did it) is what was wanted.
      if (!save && error.status === 404) return;
      queryClient.setQueryData(key, context?.previous ?? !save);
    },
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (signedIn && takeIntent(`save:${jobId}`)) mutate(true);
  }, [signedIn, jobId, mutate]);

  const saved = status.data === true;
  function toggle() {
    if (!signedIn) {
      window.location.assign(getStartedHref(`save:${jobId}`));
      return;
    }
    // One change at a time, so the last click always wins and nothing races.
    if (mutation.isPending) return;
    mutate(!saved);
  }

  return (
    <button
      type="button"
      className={`save-job save-job--${placement}`}
      aria-pressed={saved}
      aria-label={labels.name}
      aria-busy={mutation.isPending || undefined}
      onClick={toggle}
    >
      <span aria-hidden="true" className="save-job__icon">
        {saved ? '♥' : '♡'}
      </span>
      <span className="save-job__text">{saved ? labels.saved : labels.save}</span>
    </button>
  );
}

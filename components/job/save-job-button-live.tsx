'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiError } from '@/services/api-error';
import { ensureDeviceUuid, loadBrowserHttp } from '@/services/browser-context';
import { myJobKeys } from '@/services/my-job-keys';
import { QueryProvider } from '@/components/providers/query-provider';
import { takeIntent } from './intent';
import { type SaveJobButtonProps, SaveJobView } from './save-job-view';

/** The HTTP client and the job service arrive with the first call, not with the page. */
const service = () => Promise.all([loadBrowserHttp(), import('@/services/jobs')]);
let loadCardStatus: ((jobId: number) => Promise<boolean>) | undefined;

/**
 * The signed-in save button (loaded only for signed-in visitors: see save-job-button.tsx). The
 * state flips at once and flips back if the platform refuses; a save the visitor asked for
 * before signing in (`?intent=save:<id>`) finishes here. Cards ask for their saved state
 * together, in one call.
 */
function LiveButton({ jobId, labels, placement, action }: SaveJobButtonProps) {
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
    if (takeIntent(`save:${jobId}`)) mutate(true);
  }, [jobId, mutate]);

  const saved = status.data === true;
  // Until the platform has said whether the job is saved, a click would be a guess: on My Jobs,
  // where every card is saved, it would save again instead of unsaving.
  const unknown = status.isPending;
  function toggle() {
    // One change at a time, so the last click always wins and nothing races.
    if (mutation.isPending || unknown) return;
    mutate(!saved);
  }
  return (
    <SaveJobView
      jobId={jobId}
      action={action}
      labels={labels}
      placement={placement}
      saved={saved}
      busy={mutation.isPending || unknown}
      disabled={unknown}
      onToggle={toggle}
    />
  );
}

/** The live button with React Query, which arrives with it. */
export function SaveJobButtonLive(props: SaveJobButtonProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

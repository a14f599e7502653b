'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { ApplyResult } from '@/lib/schemas/applications';
import { loadBrowserHttp } from '@/services/browser-context';
import { myJobKeys } from '@/services/my-job-keys';
import { ApplyForm, type ApplyFormProps } from './apply-form';

const service = () => Promise.all([loadBrowserHttp(), import('@/services/jobs')]);

function AppliedQuery({ jobId, onStatus }: { jobId: number; onStatus: (applied: boolean) => void }) {
  const applied = useQuery({
    queryKey: myJobKeys.applied(jobId),
    queryFn: async () => {
      const [http, jobs] = await service();
      const list = await jobs.getAppliedJobs(http, { job_ids: String(jobId), size: 1 });
      return list.applications.find((application) => application.status !== 'cancelled') ?? null;
    },
    staleTime: 60_000,
  });
  const hasApplied = Boolean(applied.data);
  useEffect(() => onStatus(hasApplied), [hasApplied, onStatus]);
  return null;
}

/** Whether the signed-in seeker has already applied to the job (a live application). */
export function AppliedStatus(props: { jobId: number; onStatus: (applied: boolean) => void }) {
  return (
    <QueryProvider>
      <AppliedQuery {...props} />
    </QueryProvider>
  );
}

function FormWithCache(props: ApplyFormProps) {
  const queryClient = useQueryClient();
  const { jobId, onApplied } = props;
  return (
    <ApplyForm
      {...props}
      onApplied={(result: ApplyResult) => {
        queryClient.setQueryData(myJobKeys.applied(jobId), result);
        onApplied(result);
      }}
    />
  );
}

/** The apply form with React Query, which arrives with it. */
export function LiveApplyForm(props: ApplyFormProps) {
  return (
    <QueryProvider>
      <FormWithCache {...props} />
    </QueryProvider>
  );
}

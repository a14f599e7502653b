'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { takeIntent } from '@/components/job/intent';
import { QueryProvider } from '@/components/providers/query-provider';
import { useText } from '@/components/providers/text-provider';
import { notifications as toasts } from '@/lib/notifications';
import type { BlockedCompany } from '@/lib/schemas/blocked-companies';
import { ApiError } from '@/services/api-error';
import { failureHandlers } from '@/services/browser-context';
import { blockCompany, blockedCompaniesQuery, blockedCompanyKeys, unblockCompany } from '@/services/blocked-companies';
import { quietApiClient } from '@/services/session-lifecycle';
import { type BlockCompanyProps, BlockCompanyView } from './block-company-view';

/**
 * The signed-in button: the settings' calls (list, create, delete) through React Query. The
 * state flips at once and back if the platform refuses; a block asked for before logging in
 * (`?intent=block:<id>`) finishes here.
 */
function LiveButton({ companyId, companyName }: BlockCompanyProps) {
  const t = useText('CompanyBlock');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery({ ...blockedCompaniesQuery(quietApiClient), staleTime: 30_000 });
  const blocked = list.data?.some((company) => company.company_id === companyId) ?? false;

  const mutation = useMutation<unknown, unknown, boolean, { previous: BlockedCompany[] | undefined }>({
    mutationFn: (block) => (block ? blockCompany(quietApiClient(), companyId) : unblockCompany(quietApiClient(), companyId)),
    onMutate: async (block) => {
      setProblem(null);
      await queryClient.cancelQueries({ queryKey: blockedCompanyKeys.list() });
      const previous = queryClient.getQueryData<BlockedCompany[]>(blockedCompanyKeys.list());
      const others = (previous ?? []).filter((company) => company.company_id !== companyId);
      const row = { company_id: companyId, company_name: companyName, logo_color: '', created_at: new Date().toISOString() };
      queryClient.setQueryData(blockedCompanyKeys.list(), block ? [row, ...others] : others);
      return { previous };
    },
    onSuccess: (_answer, block) => toasts.show(t(block ? 'blockedToast' : 'unblockedToast', { company: companyName }), 'success'),
    onError: (error, block, context) => {
      queryClient.setQueryData(blockedCompanyKeys.list(), context?.previous);
      if (error instanceof ApiError && error.isUnauthorized) {
        failureHandlers.onUnauthorized?.(error);
        return;
      }
      setProblem(block && error instanceof ApiError && error.status === 422 ? t('limit') : t('failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedCompanyKeys.all }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (takeIntent(`block:${companyId}`)) mutate(true);
  }, [companyId, mutate]);

  // The user cookie outlived the session: end it the way every other call does.
  useEffect(() => {
    if (list.error instanceof ApiError && list.error.isUnauthorized) failureHandlers.onUnauthorized?.(list.error);
  }, [list.error]);

  return (
    <BlockCompanyView
      blocked={blocked}
      busy={mutation.isPending || list.isPending}
      disabled={list.isPending}
      problem={problem ?? (list.isError ? t('failed') : null)}
      onToggle={() => {
        // One change at a time, so the last click always wins and nothing races.
        if (!mutation.isPending) mutate(!blocked);
      }}
    />
  );
}

/** The live button with React Query, which arrives with it. */
export function BlockCompanyLive(props: BlockCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

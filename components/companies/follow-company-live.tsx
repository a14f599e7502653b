'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { takeIntent } from '@/components/job/intent';
import { QueryProvider } from '@/components/providers/query-provider';
import { useText } from '@/components/providers/text-provider';
import { notifications as toasts } from '@/lib/notifications';
import type { FollowedCompany } from '@/lib/schemas/company-follows';
import { ApiError } from '@/services/api-error';
import { failureHandlers } from '@/services/browser-context';
import { followCompany, followedCompaniesQuery, followedCompanyKeys, unfollowCompany } from '@/services/company-follows';
import { quietApiClient } from '@/services/session-lifecycle';
import { type FollowCompanyProps, FollowCompanyView } from './follow-company-view';

/**
 * The signed-in button: the followed list (one query for every button of the page), follow and
 * unfollow through React Query. The state flips at once and back if the platform refuses; a
 * follow asked for before logging in (`?intent=follow:<id>`) finishes here.
 */
function LiveButton(props: FollowCompanyProps) {
  const { companyId, companyName } = props;
  const t = useText('CompanyFollow');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery({ ...followedCompaniesQuery(quietApiClient), staleTime: 30_000 });
  const followed = list.data?.some((company) => company.company_id === companyId) ?? false;

  const mutation = useMutation<unknown, unknown, boolean, { previous: FollowedCompany[] | undefined }>({
    mutationFn: (follow) => (follow ? followCompany(quietApiClient(), companyId) : unfollowCompany(quietApiClient(), companyId)),
    onMutate: async (follow) => {
      setProblem(null);
      await queryClient.cancelQueries({ queryKey: followedCompanyKeys.list() });
      const previous = queryClient.getQueryData<FollowedCompany[]>(followedCompanyKeys.list());
      const others = (previous ?? []).filter((company) => company.company_id !== companyId);
      const row = { company_id: companyId, company_name: companyName, logo_color: '', created_at: new Date().toISOString() };
      queryClient.setQueryData(followedCompanyKeys.list(), follow ? [row, ...others] : others);
      return { previous };
    },
    onSuccess: (_answer, follow) => toasts.show(t(follow ? 'followedToast' : 'unfollowedToast', { company: companyName }), 'success'),
    onError: (error, follow, context) => {
      queryClient.setQueryData(followedCompanyKeys.list(), context?.previous);
      if (error instanceof ApiError && error.isUnauthorized) {
        failureHandlers.onUnauthorized?.(error);
        return;
      }
      setProblem(follow && error instanceof ApiError && error.status === 422 ? t('limit') : t('failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followedCompanyKeys.all }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (takeIntent(`follow:${companyId}`)) mutate(true);
  }, [companyId, mutate]);

  // The user cookie outlived the session: end it the way every other call does.
  useEffect(() => {
    if (list.error instanceof ApiError && list.error.isUnauthorized) failureHandlers.onUnauthorized?.(list.error);
  }, [list.error]);

  return (
    <FollowCompanyView
      {...props}
      followed={followed}
      busy={mutation.isPending || list.isPending}
      disabled={list.isPending}
      problem={problem ?? (list.isError ? t('failed') : null)}
      onToggle={() => {
        // One change at a time, so the last click always wins and nothing races.
        if (!mutation.isPending) mutate(!followed);
      }}
    />
  );
}

/** The live button with React Query, which arrives with it. */
export function FollowCompanyLive(props: FollowCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

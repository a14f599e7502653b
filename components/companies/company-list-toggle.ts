import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { takeIntent } from '@/components/job/intent';
import { useText } from '@/components/providers/text-provider';
import { notifications as toasts } from '@/lib/notifications';
import { ApiError } from '@/services/api-error';
import { failureHandlers } from '@/services/browser-context';

/** A row of the seeker's followed or blocked companies, as both lists answer it. */
interface CompanyRow {
  company_id: number;
  company_name: string;
  logo_color: string;
  created_at: string;
}

/** One of the seeker's company lists, as the service layer offers it (services/company-lists.ts). */
export interface CompanyList<Row extends CompanyRow, Key extends QueryKey> {
  /** The list: one query for every button of the page. */
  query: () => UseQueryOptions<Row[], Error, Row[], Key>;
  keys: { all: QueryKey; list: () => QueryKey };
  add: (companyId: number) => Promise<unknown>;
  remove: (companyId: number) => Promise<unknown>;
}

/** `verb`: what `?intent=<verb>:<id>` asked for before logging in; `namespace` has `limit`, `failed` and the two toasts. */
export interface CompanyListTexts {
  verb: string;
  namespace: string;
  added: string;
  removed: string;
}

/**
 * A signed-in toggle of a company in one of the seeker's lists (follow, block) through React
 * Query. The state flips at once and back if the platform refuses; a toggle asked for before
 * logging in finishes here; one change at a time, so the last click always wins.
 */
export function useCompanyListToggle<Row extends CompanyRow, Key extends QueryKey>(
  { companyId, companyName }: { companyId: number; companyName: string },
  { query, keys, add, remove }: CompanyList<Row, Key>,
  { verb, namespace, added, removed }: CompanyListTexts,
) {
  const t = useText(namespace);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const listed = useQuery({ ...query(), staleTime: 30_000 });
  const on = listed.data?.some((company) => company.company_id === companyId) ?? false;

  const mutation = useMutation<unknown, unknown, boolean, { previous: Row[] | undefined }>({
    mutationFn: (put) => (put ? add(companyId) : remove(companyId)),
    onMutate: async (put) => {
      setProblem(null);
      await queryClient.cancelQueries({ queryKey: keys.list() });
      const previous = queryClient.getQueryData<Row[]>(keys.list());
      const others = (previous ?? []).filter((company) => company.company_id !== companyId);
      const row = { company_id: companyId, company_name: companyName, logo_color: '', created_at: new Date().toISOString() };
      queryClient.setQueryData(keys.list(), put ? [row, ...others] : others);
      return { previous };
    },
    onSuccess: (_answer, put) => toasts.show(t(put ? added : removed, { company: companyName }), 'success'),
    onError: (error, put, context) => {
      queryClient.setQueryData(keys.list(), context?.previous);
      if (error instanceof ApiError && error.isUnauthorized) {
        failureHandlers.onUnauthorized?.(error);
        return;
      }
      setProblem(put && error instanceof ApiError && error.status === 422 ? t('limit') : t('failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (takeIntent(`${verb}:${companyId}`)) mutate(true);
  }, [verb, companyId, mutate]);

  // The user cookie outlived the session: end it the way every other call does.
  useEffect(() => {
    if (listed.error instanceof ApiError && listed.error.isUnauthorized) failureHandlers.onUnauthorized?.(listed.error);
  }, [listed.error]);

  return {
    on,
    busy: mutation.isPending || listed.isPending,
    disabled: listed.isPending,
    problem: problem ?? (listed.isError ? t('failed') : null),
    onToggle: () => {
      if (!mutation.isPending) mutate(!on);
    },
  };
}

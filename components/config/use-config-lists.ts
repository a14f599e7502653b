'use client';

import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { browserHttp, documentSite } from '@/services/browser';
import { configListsQuery } from '@/services/config';

/** The config fetch as core spec §4 describes it: fetching, response, and the error as text. */
export interface ConfigFetchState {
  fetching: boolean;
  response: ConfigLists | null;
  error: string | null;
}

export function useConfigLists(languageCode: LanguageCode): ConfigFetchState {
  const query = useQuery(configListsQuery(browserHttp(), documentSite().country, languageCode));
  // A failure empties the response; a success clears the error.
  return {
    fetching: query.isFetching,
    response: query.isError ? null : (query.data ?? null),
    error: query.isError ? query.error.message : null,
  };
}

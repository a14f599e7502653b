import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';

/** The same defaults on the server and in the browser. Only a server failure is worth a retry. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, error) => count < 2 && (error as ApiError).status >= 500,
      },
      mutations: { retry: false },
    },
  });
}

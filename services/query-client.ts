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

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient, shared by every island that uses React Query, whichever
 * provider renders it. Created with the first such island (docs/decisions/0021).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** Drops every cached answer (log out), if any island ever made the client. */
export function clearBrowserQueries(): void {
  browserClient?.clear();
}

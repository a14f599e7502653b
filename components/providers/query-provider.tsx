'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { browserQueryClient, makeQueryClient } from '@/services/query-client';

/**
 * React Query for the islands below it. Pages whose islands use it render this around them
 * (form pages through ClientMessages); the layout does not, so pages without such islands do
 * not load React Query at all. Every provider in the browser shares one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? makeQueryClient() : browserQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

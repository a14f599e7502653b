'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { getProfile, jobseekerKeys, refreshSessionUser } from '@/services/jobseeker';

/**
 * The signed-in user's profile, first as the server rendered it, then as GET /jobseeker/me
 * says after each change. Every section of a page reads the same query.
 */
export function useProfile(initial: Profile) {
  const query = useQuery({
    queryKey: jobseekerKeys.me(),
    queryFn: () => getProfile(browserHttp()),
    initialData: initial,
    staleTime: 60_000,
  });
  return query.data;
}

/** Refetches the profile; `sessionFields` also refreshes the `user` cookie (name, avatar, …). */
export function useProfileChanged() {
  const client = useQueryClient();
  return useCallback(
    async (options: { sessionFields?: boolean } = {}) => {
      await client.invalidateQueries({ queryKey: jobseekerKeys.me() });
      if (options.sessionFields) await refreshSessionUser();
    },
    [client],
  );
}

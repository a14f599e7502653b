'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatKeys, queryOnlineStatus } from '@/services/chat';
import { useChatEnvironment, useChatHttp } from './chat-context';

/**
 * Which of the listed recruiters are online (core spec §6, §7: POST /chats/query-online-status
 * with role recruiter), then kept current by the socket's presence events.
 */
export function useRecruitersOnline(recruiterIds: number[]): Set<number> {
  const { connection, role } = useChatEnvironment();
  const http = useChatHttp();
  const ids = [...new Set(recruiterIds)].sort((a, b) => a - b);
  const statuses = useQuery({
    queryKey: [...chatKeys.all, 'online', ids] as const,
    queryFn: () => queryOnlineStatus(http, ids),
    enabled: role === 'jobseeker' && ids.length > 0,
    staleTime: 30_000,
  });
  const [changes, setChanges] = useState(new Map<number, boolean>());

  useEffect(
    () =>
      connection.on('presence', (presence) => {
        if (presence.role === 'recruiter') setChanges((current) => new Map(current).set(presence.user_id, presence.online));
      }),
    [connection],
  );

  const online = new Set(statuses.data?.statuses.filter((status) => status.is_online).map((status) => status.user_id));
  for (const [id, isOnline] of changes) {
    if (isOnline) online.add(id);
    else online.delete(id);
  }
  return online;
}

'use client';

import { useEffect, useState } from 'react';

// The HTTP client, the chat service and the socket come after the page is idle, for signed-in
// users only: never in the first load of home, search or job pages (docs/decisions/0021).
const source = () => import('./unread-source');

export interface HeaderCounts {
  chat: number;
  notifications: number;
}

const none: HeaderCounts = { chat: 0, notifications: 0 };

/**
 * The signed-in user's unread chat messages and (with `withNotifications`) unread notifications
 * for the header: asked once the page is idle (GET /chat/unread-count, GET /notification/unread-count),
 * again when the tab comes back, chat live from the chat socket whenever a chat page has opened it.
 * The same idle module hides a blocked company's job cards on the cached search pages
 * (docs/decisions/0034).
 */
export function useHeaderCounts(signedIn: boolean, withNotifications = false): HeaderCounts {
  const [counts, setCounts] = useState<HeaderCounts>(none);

  useEffect(() => {
    if (!signedIn) {
      setCounts(none);
      return;
    }
    let stop = () => {};
    let cancelled = false;
    const begin = () => {
      void source()
        .then((module) => {
          if (cancelled) return;
          stop = module.followUnread(
            (chat) => setCounts((current) => ({ ...current, chat })),
            withNotifications ? (notifications) => setCounts((current) => ({ ...current, notifications })) : undefined,
          );
        })
        .catch(() => undefined);
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(begin, { timeout: 4000 }) : window.setTimeout(begin, 1500);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop();
    };
  }, [signedIn, withNotifications]);

  return counts;
}

/** The unread chat messages alone. */
export function useChatUnread(signedIn: boolean): number {
  return useHeaderCounts(signedIn).chat;
}

'use client';

import { useEffect, useState } from 'react';

// The HTTP client, the chat service and the socket come after the page is idle, for signed-in
// users only: never in the first load of home, search or job pages (docs/decisions/0021).
const source = () => import('./unread-source');

/**
 * The signed-in user's unread chat messages for the header: asked once the page is idle
 * (GET /chat/unread-count), again when the tab comes back, and live from the chat socket
 * whenever a chat page has opened it.
 */
export function useChatUnread(signedIn: boolean): number {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!signedIn) {
      setUnread(0);
      return;
    }
    let stop = () => {};
    let cancelled = false;
    const begin = () => {
      void source()
        .then((module) => {
          if (!cancelled) stop = module.followUnread(setUnread);
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
  }, [signedIn]);

  return unread;
}

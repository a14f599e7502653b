import { getUnreadCount } from '@/services/chat';
import { chatConnection } from '@/services/chat-socket';
import { quietApiClient } from '@/services/session-lifecycle';

const refreshAfterMs = 30_000;

/** Follows the unread total: REST now and when the tab returns, socket events while a chat page has one open. */
export function followUnread(onUnread: (total: number) => void): () => void {
  let last = 0;
  const refresh = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < refreshAfterMs) return;
    last = Date.now();
    // Quiet: a background count is worth no toast; the user's next action meets any expiry.
    void getUnreadCount(quietApiClient())
      .then((answer) => onUnread(answer.unread_total))
      .catch(() => {
        last = 0;
      });
  };
  refresh();
  document.addEventListener('visibilitychange', refresh);
  const off = chatConnection('jobseeker').on('unread', (answer) => onUnread(answer.unread_total));
  return () => {
    document.removeEventListener('visibilitychange', refresh);
    off();
  };
}

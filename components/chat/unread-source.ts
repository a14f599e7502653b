import { getUnreadCount } from '@/services/chat';
import { chatConnection } from '@/services/chat-socket';
import { notificationsChangedEvent } from '@/lib/notification-events';
import { quietApiClient } from '@/services/session-lifecycle';

const refreshAfterMs = 30_000;


/**
 * Follows the unread totals: REST now and when the tab returns, chat socket events while a chat
 * page has one open. With `onNotifications`, the unread notifications too (and again whenever a
 * page says they changed).
 */
export function followUnread(onUnread: (total: number) => void, onNotifications?: (total: number) => void): () => void {
  let last = 0;
  const notificationCount = () => {
    if (!onNotifications) return;
    void import('@/services/notifications')
      .then((service) => service.getNotificationUnreadCount(quietApiClient()))
      .then((answer) => onNotifications(answer.unread))
      .catch(() => undefined);
  };
  const refresh = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < refreshAfterMs) return;
    last = Date.now();
    // Quiet: a background count is worth no toast; the user's next action meets any expiry.
    void getUnreadCount(quietApiClient())
      .then((answer) => onUnread(answer.unread_total))
      .catch(() => {
        last = 0;
      });
    notificationCount();
  };
  refresh();
  let stopFit = () => {};
  let stopped = false;
  if (onNotifications) {
    void hideBlockedJobs();
    // A seeker's fit on the cached cards and job page (docs/decisions/0075).
    void import('@/components/job/fit-fill')
      .then((fit) => {
        if (!stopped) stopFit = fit.followFit();
      })
      .catch(() => undefined);
  }
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener(notificationsChangedEvent, notificationCount);
  const off = chatConnection('jobseeker').on('unread', (answer) => onUnread(answer.unread_total));
  return () => {
    document.removeEventListener('visibilitychange', refresh);
    window.removeEventListener(notificationsChangedEvent, notificationCount);
    off();
    stopped = true;
    stopFit();
  };
}

/**
 * The search and job lists are one cached page for everyone, so a signed-in seeker's blocked
 * companies are hidden here: their cards (data-company-id) leave the page (platform spec §6).
 */
export async function hideBlockedJobs(root: Document = document): Promise<number> {
  if (!root.querySelector('[data-company-id]')) return 0;
  try {
    const { listBlockedCompanies } = await import('@/services/blocked-companies');
    const { companies } = await listBlockedCompanies(quietApiClient());
    const ids = companies.map((company) => company.company_id);
    root.getElementById('blocked-company-jobs')?.remove();
    if (ids.length === 0) return 0;
    const style = root.createElement('style');
    style.id = 'blocked-company-jobs';
    const selectors = ids.map((id) => `[data-company-id="${id}"],li:has(> [data-company-id="${id}"])`).join(',');
    style.textContent = `${selectors}{display:none!important}`;
    root.head.appendChild(style);
    return root.querySelectorAll(ids.map((id) => `[data-company-id="${id}"]`).join(',')).length;
  } catch {
    return 0;
  }
}

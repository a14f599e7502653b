import { getUnreadCount } from '@/services/chat';
import { type ChatConnection, chatConnection } from '@/services/chat-socket';
import { notificationsChangedEvent } from '@/lib/notification-events';
import { quietApiClient } from '@/services/session-lifecycle';

/** The visibility refresh waits this long after the last count, so tab switching asks rarely. */
const refreshAfterMs = 30_000;

/**
 * Without the socket (blocked by a proxy, offline, refused), the counts are asked this often,
 * so the header is never more than this behind (issue 31: within 30 s, with the request's time).
 */
export const unreadPollMs = 20_000;

export interface FollowOptions {
  /** The page's seeker connection by default (tests pass their own). */
  connection?: ChatConnection;
  pollMs?: number;
}

/**
 * Follows the unread totals for the header on every signed-in page (issue 31): the page's one
 * chat socket is opened here (this module loads after the page is idle, with socket.io-client
 * after it, never in the first load), and the platform pushes the chat total ('unread') and the
 * notifications total ('notifications') as they change. The counts are asked by REST now, when
 * the tab returns, after each reconnect, and every `unreadPollMs` while the socket is down.
 * The tab's title carries their sum. With `onNotifications`, notifications are followed too.
 */
export function followUnread(onUnread: (total: number) => void, onNotifications?: (total: number) => void, options: FollowOptions = {}): () => void {
  const connection = options.connection ?? chatConnection('jobseeker');
  const counts = { chat: 0, notifications: 0 };
  let stopped = false;
  let last = 0;
  const setChat = (total: number) => {
    if (stopped) return;
    counts.chat = total;
    onUnread(total);
    showCountInTitle(counts.chat + counts.notifications);
  };
  const setNotifications = (total: number) => {
    if (stopped || !onNotifications) return;
    counts.notifications = total;
    onNotifications(total);
    showCountInTitle(counts.chat + counts.notifications);
  };
  const notificationCount = () => {
    if (!onNotifications) return;
    void import('@/services/notifications')
      .then((service) => service.getNotificationUnreadCount(quietApiClient()))
      .then((answer) => setNotifications(answer.unread))
      .catch(() => undefined);
  };
  const ask = () => {
    last = Date.now();
    // Quiet: a background count is worth no toast; the user's next action meets any expiry.
    void getUnreadCount(quietApiClient())
      .then((answer) => setChat(answer.unread_total))
      .catch(() => {
        last = 0;
      });
    notificationCount();
  };
  const refresh = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < refreshAfterMs) return;
    ask();
  };
  ask();
  let stopFit = () => {};
  if (onNotifications) {
    void hideBlockedJobs();
    // A seeker's fit on the cached cards and job page (docs/decisions/0075).
    void import('@/components/fit/fit-fill')
      .then((fit) => {
        if (!stopped) stopFit = fit.followFit();
      })
      .catch(() => undefined);
  }
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener(notificationsChangedEvent, notificationCount);
  const offs = [
    connection.on('unread', (answer) => setChat(answer.unread_total)),
    connection.on('notifications', (answer) => setNotifications(answer.unread)),
    // Back after a drop: what changed meanwhile was not pushed.
    connection.on('connection', ({ connected }) => {
      if (connected) ask();
    }),
  ];
  const poll = window.setInterval(() => {
    if (!connection.connected) ask();
  }, options.pollMs ?? unreadPollMs);
  void connection.open().catch(() => undefined);
  return () => {
    stopped = true;
    window.clearInterval(poll);
    document.removeEventListener('visibilitychange', refresh);
    window.removeEventListener(notificationsChangedEvent, notificationCount);
    for (const off of offs) off();
    showCountInTitle(0);
    stopFit();
  };
}

const titleCount = /^\(\d+\+?\) /;
let shownCount = 0;
let titleWatch: MutationObserver | null = null;

function applyTitleCount() {
  const base = document.title.replace(titleCount, '');
  const next = shownCount > 0 ? `(${shownCount > 99 ? '99+' : shownCount}) ${base}` : base;
  if (document.title !== next) document.title = next;
}

/** "(3) My Jobs | Hireloop": kept when the page's own title changes (a client navigation). */
export function showCountInTitle(count: number): void {
  shownCount = Math.max(0, count);
  applyTitleCount();
  if (!titleWatch && typeof MutationObserver === 'function') {
    titleWatch = new MutationObserver(applyTitleCount);
    titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
  }
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

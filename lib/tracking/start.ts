import Cookies from 'js-cookie';
import { parseUserCookie, userCookieName } from '@/lib/session-cookies';
import { pixelEvent, pixelIds, startPixel } from './pixel';
import { type CardFacts, createTracker, type TrackerEnvironment } from './tracker';

/**
 * The page side of tracking, loaded by instrumentation-client.ts once the page is idle, as its own
 * chunk outside the first load (docs/decisions/0035). Job lists rendered on the server say what
 * they are in data attributes (components/job/job-card-list.tsx):
 *
 *   <ul data-track-list data-query-id data-page data-sub-page data-page-num data-scene …>
 *     <li data-track-job="{job id}" data-track-index="{1-based}">…
 *
 * One IntersectionObserver reports cards as half of them comes into view, one delegated click
 * listener reports clicks on a card's job link, and a MutationObserver picks up the lists of pages
 * reached by client-side navigation. No card needs client code of its own. How events reach the
 * platform (path, headers, envelope) is the service layer's (services/event-transport.ts), handed in
 * by instrumentation-client.ts: lib/ imports no services/ (docs/architecture.md).
 */

const udidKey = 'hireloop:udid';

function deviceUdid(): string | null {
  try {
    const existing = localStorage.getItem(udidKey);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(udidKey, created);
    return created;
  } catch {
    return null;
  }
}

function deviceName(agent: string): string {
  if (/Edg\//.test(agent)) return 'Edge';
  if (/OPR\//.test(agent)) return 'Opera';
  if (/Firefox\//.test(agent)) return 'Firefox';
  if (/Chrome\//.test(agent)) return 'Chrome';
  if (/Safari\//.test(agent)) return 'Safari';
  return 'Browser';
}

function sessionStore(): TrackerEnvironment['storage'] {
  try {
    const probe = 'hireloop:probe';
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The wire half (send, beacon, device ids) as services/event-transport.ts makes it. */
export type TrackerTransport = Pick<TrackerEnvironment, 'send' | 'beacon' | 'device' | 'deviceUuid'>;

function browserEnvironment(transport: TrackerTransport): TrackerEnvironment {
  return {
    ...transport,
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    storage: sessionStore(),
    deviceUdid: deviceUdid(),
    deviceName: deviceName(navigator.userAgent),
    jobseekerId: () => parseUserCookie(Cookies.get(userCookieName))?.id ?? null,
  };
}

const positiveInt = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The facts of a card element, from its own and its list's data attributes; null when incomplete. */
export function cardFacts(card: Element): CardFacts | null {
  const list = card.closest<HTMLElement>('[data-track-list]');
  const item = card as HTMLElement;
  const jobId = positiveInt(item.dataset.trackJob);
  const index = positiveInt(item.dataset.trackIndex);
  const queryId = list?.dataset.queryId;
  if (!list || !jobId || !index || !queryId) return null;
  return {
    jobId,
    queryId,
    index,
    pageNum: positiveInt(list.dataset.pageNum) ?? 1,
    page: list.dataset.page ?? '',
    subPage: list.dataset.subPage ?? '',
    scene: list.dataset.scene || null,
    recoFrom: list.dataset.recoFrom || null,
    jobPreferenceId: positiveInt(list.dataset.jobPreferenceId),
  };
}

let started = false;

export function startTracking(transport: TrackerTransport): void {
  if (started) return;
  started = true;
  const tracker = createTracker(browserEnvironment(transport));
  tracker.resume();
  tracker.event('page_view', { path: location.pathname });

  const ids = pixelIds(process.env.NEXT_PUBLIC_SOCIAL_PIXEL_IDS);
  // Without configured ids the pixel's script is never requested.
  if (ids.length > 0) startPixel(ids);

  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const facts = cardFacts(entry.target);
        if (facts) tracker.expose(facts);
      }
    },
    { threshold: 0.5 },
  );
  const scan = () => {
    for (const card of document.querySelectorAll('[data-track-list] [data-track-job]')) {
      if (seen.has(card)) continue;
      seen.add(card);
      observer.observe(card);
    }
  };
  scan();
  let rescan = 0;
  new MutationObserver(() => {
    window.clearTimeout(rescan);
    rescan = window.setTimeout(scan, 200);
  }).observe(document.body, { childList: true, subtree: true });

  // Capture phase: the click is counted before the link's navigation starts.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const card = link?.closest('[data-track-job]');
      // Only the card's job link: its save button and company link are other actions.
      if (!link || !card || !link.classList.contains('job-card__link')) return;
      const facts = cardFacts(card);
      if (facts && tracker.click(facts)) pixelEvent('ViewContent', { content_ids: [String(facts.jobId)], content_type: 'job' });
    },
    { capture: true },
  );

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush();
  });
}

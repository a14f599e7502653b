import { eventTime, seconds } from './format';

/**
 * The web's click and exposure tracking (issue 16, docs/decisions/0035), free of the DOM so it
 * runs under a fake clock in tests; lib/tracking/start.ts wires it to the page.
 *
 * - An exposure is reported once per (query id, job id); exposures wait up to `exposureDelayMs`
 *   and go out together.
 * - The same click or exposure again within a second is dropped (core spec §5).
 * - Records without a job id or query id are never sent.
 * - At most `maxInFlight` (6) tracking requests at once; the rest wait their turn.
 * - A send that fails (no answer, 408, 429, 5xx) is kept in session storage with an expiry and
 *   retried with a doubling backoff; once expired it is dropped. A refused one (other 4xx) is
 *   dropped at once: sending it again cannot help.
 * - On mobile web a click goes by `navigator.sendBeacon`, which the browser delivers even when
 *   the click navigates away; when the browser will not queue it, it goes like the others.
 */

export type Device = 'web' | 'mobile_web';
export type SendOutcome = 'stored' | 'retry' | 'drop';

/** What a card says about itself and its list (the data attributes of components/job/job-card-list.tsx). */
export interface CardFacts {
  jobId: number;
  queryId: string;
  /** 1-based place in the list. */
  index: number;
  pageNum: number;
  page: string;
  subPage: string;
  scene: string | null;
  recoFrom: string | null;
  jobPreferenceId: number | null;
}

export interface TrackerEnvironment {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  /** POSTs JSON to the platform path (under /api) and says what became of it. */
  send(path: string, body: string): Promise<SendOutcome>;
  /** navigator.sendBeacon; false when the browser would not queue it. Absent: no beacons. */
  beacon?(path: string, body: string): boolean;
  /** sessionStorage, or null when the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  device: Device;
  deviceUuid: string;
  deviceUdid: string | null;
  deviceName: string;
  jobseekerId(): number | null;
}

export interface TrackerOptions {
  maxInFlight?: number;
  exposureDelayMs?: number;
  /** Records per expose report (the platform takes 100). */
  maxRecords?: number;
  duplicateWindowMs?: number;
  /** How long a failed send stays in session storage. */
  retryExpiryMs?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

interface Send {
  path: string;
  body: string;
}

interface Pending extends Send {
  id: string;
  attempts: number;
  /** When to try again (ms). */
  due: number;
  /** When to give up (ms). */
  expires: number;
}

export const clickPath = '/logs/report/click';
export const exposePath = '/logs/report/expose';
export const eventsPath = '/report/events';
export const retryStorageKey = 'hireloop:tracking:retry';

export function createTracker(env: TrackerEnvironment, options: TrackerOptions = {}) {
  const {
    maxInFlight = 6,
    exposureDelayMs = 1000,
    maxRecords = 100,
    duplicateWindowMs = 1000,
    retryExpiryMs = 30 * 60_000,
    firstRetryMs = 2000,
    maxRetryMs = 60_000,
  } = options;

  const exposed = new Set<string>();
  const lastSeen = new Map<string, number>();
  let exposures: Record<string, unknown>[] = [];
  let events: Record<string, unknown>[] = [];
  let flushTimer = false;
  const waiting: Send[] = [];
  let inFlight = 0;
  let retryTimerAt: number | null = null;

  const record = (card: CardFacts) => ({
    job_id: card.jobId,
    query_id: card.queryId,
    reco_from: card.recoFrom ?? undefined,
    page: card.page,
    sub_page: card.subPage,
    device: env.device,
    device_uuid: env.deviceUuid,
    device_udid: env.deviceUdid ?? undefined,
    jobseeker_id: env.jobseekerId() ?? undefined,
    job_preference_id: card.jobPreferenceId ?? undefined,
    index: card.index,
    page_num: card.pageNum,
    timestamp: seconds(env.now()),
    scene: card.scene ?? undefined,
  });

  const isDuplicate = (key: string) => {
    const at = env.now();
    const last = lastSeen.get(key);
    if (last !== undefined && at - last < duplicateWindowMs) return true;
    lastSeen.set(key, at);
    if (lastSeen.size > 500) for (const [k, t] of lastSeen) if (at - t >= duplicateWindowMs) lastSeen.delete(k);
    return false;
  };

  const usable = (card: CardFacts) => Number.isInteger(card.jobId) && card.jobId > 0 && card.queryId.trim() !== '';

  // ─── Failed sends, kept in session storage ───────────────────────────────────────────────
  /** The kept sends that have not expired. */
  const readPending = (): Pending[] => {
    let items: Pending[] = memoryPending;
    if (env.storage) {
      try {
        const parsed: unknown = JSON.parse(env.storage.getItem(retryStorageKey) ?? '[]');
        items = Array.isArray(parsed) ? (parsed as Pending[]) : [];
      } catch {
        items = [];
      }
    }
    const now = env.now();
    return items.filter((item) => typeof item?.path === 'string' && typeof item.body === 'string' && item.expires > now);
  };
  let memoryPending: Pending[] = [];
  const writePending = (items: Pending[]) => {
    const live = items.filter((item) => item.expires > env.now());
    if (!env.storage) {
      memoryPending = live;
      return;
    }
    try {
      if (live.length === 0) env.storage.removeItem(retryStorageKey);
      else env.storage.setItem(retryStorageKey, JSON.stringify(live));
    } catch {
      memoryPending = live;
    }
  };

  const scheduleRetry = () => {
    const items = readPending();
    if (items.length === 0) return;
    const next = Math.min(...items.map((item) => item.due));
    if (retryTimerAt !== null && retryTimerAt <= next) return;
    retryTimerAt = next;
    env.setTimer(
      () => {
        retryTimerAt = null;
        retryDue();
      },
      Math.max(0, next - env.now()),
    );
  };

  let nextId = 0;
  const newId = () => `${env.now().toString(36)}-${(nextId++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  /** A failed send: kept (or kept again) with its next try after a doubling backoff. */
  const keep = (send: Send, attempts: number, id: string | undefined, expires = env.now() + retryExpiryMs) => {
    const backoff = Math.min(maxRetryMs, firstRetryMs * 2 ** (attempts - 1));
    const others = readPending().filter((item) => item.id !== id);
    writePending([...others, { path: send.path, body: send.body, id: id ?? newId(), attempts, due: env.now() + backoff, expires }]);
    scheduleRetry();
  };

  const forget = (id: string | undefined) => {
    if (id !== undefined) writePending(readPending().filter((item) => item.id !== id));
  };

  /**
   * Sends the retries that are due. They stay in storage while in flight (marked not due until
   * they expire), so a page leaving mid-retry loses nothing; expired ones are dropped on read.
   */
  const retryDue = () => {
    const now = env.now();
    const items = readPending();
    const due = items.filter((item) => item.due <= now);
    writePending(items.map((item) => (item.due <= now ? { ...item, due: item.expires } : item)));
    for (const item of due) enqueue({ path: item.path, body: item.body }, item.attempts, item.id, item.expires);
    scheduleRetry();
  };

  // ─── Sending, at most maxInFlight at once ───────────────────────────────────────────────
  const metaOf = new WeakMap<Send, { attempts: number; id?: string; expires?: number }>();

  const pump = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const send = waiting.shift() as Send;
      const meta = metaOf.get(send) ?? { attempts: 0 };
      inFlight += 1;
      env
        .send(send.path, send.body)
        .catch((): SendOutcome => 'retry')
        .then((outcome) => {
          if (outcome === 'retry') keep(send, meta.attempts + 1, meta.id, meta.expires);
          else forget(meta.id);
        })
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };

  const enqueue = (send: Send, attempts = 0, id?: string, expires?: number) => {
    metaOf.set(send, { attempts, id, expires });
    waiting.push(send);
    pump();
  };

  const flush = () => {
    flushTimer = false;
    while (exposures.length > 0) {
      const data = exposures.slice(0, maxRecords);
      exposures = exposures.slice(maxRecords);
      enqueue({ path: exposePath, body: JSON.stringify({ data, from: 1 }) });
    }
    while (events.length > 0) {
      const list = events.slice(0, maxRecords);
      events = events.slice(maxRecords);
      enqueue({ path: eventsPath, body: JSON.stringify({ events: list }) });
    }
  };

  const flushSoon = () => {
    if (flushTimer) return;
    flushTimer = true;
    env.setTimer(flush, exposureDelayMs);
  };

  return {
    /** A card came into view. */
    expose(card: CardFacts): boolean {
      if (!usable(card)) return false;
      const key = `${card.queryId}|${card.jobId}`;
      if (exposed.has(key) || isDuplicate(`expose|${key}`)) return false;
      exposed.add(key);
      exposures.push(record(card));
      if (exposures.length >= maxRecords) flush();
      else flushSoon();
      return true;
    },

    /** A card was clicked: sent at once (a beacon on mobile web). */
    click(card: CardFacts): boolean {
      if (!usable(card) || isDuplicate(`click|${card.queryId}|${card.jobId}`)) return false;
      const send = { path: clickPath, body: JSON.stringify({ data: [record(card)], from: 1 }) };
      if (env.device === 'mobile_web' && env.beacon?.(send.path, send.body)) return true;
      enqueue(send);
      return true;
    },

    /** A named client event (POST /report/events), batched like exposures. */
    event(name: string, data?: Record<string, unknown>): void {
      if (isDuplicate(`event|${name}|${JSON.stringify(data ?? {})}`)) return;
      events.push({
        event_name: name,
        device_id: env.deviceUuid,
        device_type: env.device,
        device_name: env.deviceName,
        event_time: eventTime(env.now()),
        ...(data ? { data } : {}),
      });
      flushSoon();
    },

    /** Sends what is waiting now (the page is being hidden). */
    flush,

    /** Retries what an earlier page of this tab could not send. */
    resume(): void {
      // A send in flight when the last page closed is due again.
      const now = env.now();
      writePending(readPending().map((item) => (item.due > now + maxRetryMs ? { ...item, due: now } : item)));
      retryDue();
    },

    get inFlight() {
      return inFlight;
    },
    get queued() {
      return waiting.length;
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

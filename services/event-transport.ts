import type { TrackerTransport } from '@/lib/tracking/start';
import type { SendOutcome } from '@/lib/tracking/tracker';
import { browserRequest } from './browser-request';

/** What the answer means for a retry: stored; worth another try (no answer, 408, 429, 5xx); refused. */
export function outcomeOf(status: number, code: unknown): SendOutcome {
  if ((status === 200 || status === 201) && code === 0) return 'stored';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}

/**
 * POSTs under /api/event with fetch (keepalive) or a beacon, with the headers every call carries
 * (services/browser-request.ts). lib/tracking/start.ts is handed this by instrumentation-client.ts,
 * so tracking knows nothing of paths' prefix, headers or envelopes.
 */
export function browserEventTransport(): TrackerTransport {
  const { device, deviceUuid, headers } = browserRequest();
  return {
    async send(path, body) {
      const response = await fetch(`/api/event${path}`, { method: 'POST', credentials: 'same-origin', keepalive: true, headers, body });
      const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
      return outcomeOf(response.status, answer?.code);
    },
    beacon: typeof navigator.sendBeacon === 'function' ? (path, body) => navigator.sendBeacon(`/api/event${path}`, new Blob([body], { type: 'application/json' })) : undefined,
    device,
    deviceUuid,
  };
}

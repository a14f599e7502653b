// Before any zod schema is built (lib/zod-jitless.ts): no eval probe, so no CSP violation.
import './lib/zod-jitless';

// Error tracking in the browser only when a DSN was given at build time: without one, Sentry
// is not even downloaded.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0 }));
}

// Click and exposure tracking (lib/tracking/start.ts, sending through services/event-transport.ts)
// arrives as its own chunk once the page has loaded and the browser is idle, so it is no part of
// any page's first-load JavaScript.
{
  const track = () =>
    void Promise.all([import('./lib/tracking/start'), import('./services/event-transport')]).then(([tracking, transport]) =>
      tracking.startTracking(transport.browserEventTransport()),
    );
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(track, { timeout: 5000 }) : setTimeout(track, 2000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

// Error tracking in the browser only when a DSN was given at build time: without one, Sentry
// is not even downloaded.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0 }));
}

import type { Instrumentation } from 'next';

const dsn = process.env.SENTRY_DSN;

/**
 * Error tracking on the web server, only when SENTRY_DSN is set. (Client addresses and the cached
 * pages' script hashes are the front server's, web-server/front.ts, docs/decisions/0086.)
 */
export async function register() {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn, tracesSampleRate: 0, environment: process.env.NODE_ENV });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};

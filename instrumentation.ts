import type { Instrumentation } from 'next';

const dsn = process.env.SENTRY_DSN;

/**
 * Every request's client address is stamped where the socket is known (lib/client-address.ts),
 * and the cached pages' inline scripts are hashed into their CSP (lib/inline-script-hook.ts);
 * error tracking on the web server, only when SENTRY_DSN is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ installClientAddressHook }, { parseWebEnv }] = await Promise.all([import('./lib/client-address-hook'), import('./lib/env')]);
    installClientAddressHook(parseWebEnv().WEB_TRUSTED_PROXY_HOPS);
    // The cached pages' CSP gets the hashes of their inline scripts (lib/inline-script-hook.ts).
    (await import('./lib/inline-script-hook')).installInlineScriptHook();
  }
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn, tracesSampleRate: 0, environment: process.env.NODE_ENV });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};

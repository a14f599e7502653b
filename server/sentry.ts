import * as Sentry from '@sentry/node';

let enabled = false;

/** Error tracking is on only when SENTRY_DSN is set; otherwise nothing leaves the process. */
export function initSentry(dsn: string | undefined, environment: string): void {
  if (!dsn) return;
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  enabled = true;
}

export function reportError(error: unknown, context: Record<string, unknown>): void {
  if (enabled) Sentry.captureException(error, { extra: context });
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { carriesForwardingHeader, isLoopbackAddress } from '@/lib/loopback';
import { AppError } from './app-error';

/**
 * The one gate of every development-only platform route (the mailbox, the development
 * recruiter tools). Mount it on the router before the routes:
 *
 *   new Hono<AppEnv>().use('*', devOnly(services.devSurfaces)).get('/mailbox', …)
 *
 * It answers 404, as if the route did not exist, unless all of these hold:
 * - `enabled`: a local run (lib/run-mode.ts; a production start cannot turn it on);
 * - the TCP peer is a loopback address (127.0.0.0/8, ::1): the web server's own server-side
 *   calls on the same machine, or a developer's curl;
 * - no forwarding header (X-Forwarded-For, Forwarded, X-Real-IP, X-Forwarded-Host, Via): the
 *   web's /api proxy and any local tunnel add one, so a remote browser never gets through them.
 * An in-process call without a socket (app.request in tests) is refused too: tests pass
 * `{ incoming: { socket: { remoteAddress } } }` as the env to say who is calling.
 */
export function devOnly(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled || !isLocalCaller(c)) throw AppError.notFound();
    await next();
  };
}

function isLocalCaller(c: Context): boolean {
  if (carriesForwardingHeader({ get: (name) => c.req.header(name) ?? null })) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address);
  } catch {
    return false;
  }
}

import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient } from '@/lib/forwarded-for';

/**
 * The caller's address for per-address limits. The platform sits behind the web server (its
 * /api rewrite and /session handlers) and, in production, a load balancer, so the socket is
 * a proxy's. With `trustedProxyHops` N the client is the N-th X-Forwarded-For entry from the
 * right: the one the outermost trusted proxy saw. 0 trusts no header. Without a socket
 * (in-process calls) and without a usable header, the address is unknown (null).
 */
export function clientIp(c: Context<any, any, any>, trustedProxyHops: number): string | null {
  const entry = forwardedClient(c.req.header('x-forwarded-for'), trustedProxyHops);
  if (entry && isIP(entry)) return entry;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

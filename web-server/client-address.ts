import { isIP } from 'node:net';
import { clientHeader, processStamp } from '@/lib/client-stamp';
import { forwardedClient, headerList } from '@/lib/forwarded-for';
import { forwardingHeaders } from '@/lib/loopback';

/**
 * Who the web server's client is, decided once per request where the TCP socket is still known
 * (the front server before Next.js, web-server/front.ts) and written into the request's
 * headers, so that every later reader (the /api rewrite to the platform, the /session handlers,
 * dev-only pages, through services/client-of-request.ts) sees an address the client could not choose:
 *
 * - `X-Forwarded-For` is replaced by the one client address. With WEB_TRUSTED_PROXY_HOPS = 0
 *   (a local run) that is the socket's peer and anything the client sent is dropped; with N > 0
 *   it is the N-th entry from the right of the chain the trusted proxies appended, counting
 *   the socket's peer as the last. The platform (TRUSTED_PROXY_HOPS=1) reads that one entry.
 * - `x-hireloop-client` holds `<stamp> <address> <direct|forwarded>`: the process's random
 *   stamp proves the front server wrote it (a client cannot guess it), `forwarded` says the request
 *   came with a forwarding header (a proxy, even one on this machine, spoke for someone else).
 */
interface NodeRequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string; encrypted?: boolean } | null;
}

/** '::ffff:203.0.113.9' → '203.0.113.9': one spelling per client for the platform's limits. */
function plainAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The client address for a request, from its socket and, past trusted proxies, their chain. */
export function resolveClientAddress(request: NodeRequestLike, trustedProxyHops: number): string | undefined {
  const peer = plainAddress(request.socket?.remoteAddress);
  if (trustedProxyHops === 0) return peer;
  // The socket's peer is the last hop of the chain: the nearest trusted proxy.
  const chain = [...headerList(request.headers['x-forwarded-for']), ...(peer ? [peer] : [])];
  const candidate = plainAddress(forwardedClient(chain, trustedProxyHops + 1));
  return candidate && isIP(candidate) ? candidate : peer;
}

/** Rewrites the request's forwarding headers in place (see the module comment). */
export function stampClientAddress(request: NodeRequestLike, trustedProxyHops: number): void {
  const { headers } = request;
  const forwarded = forwardingHeaders.some((name) => headers[name] !== undefined);
  const client = resolveClientAddress(request, trustedProxyHops);
  if (trustedProxyHops === 0) {
    // Nobody in front of us: these are the client's own words. Next.js fills in its own.
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete headers[name];
    headers['x-forwarded-proto'] = request.socket?.encrypted ? 'https' : 'http';
  } else {
    const proto = headerList(headers['x-forwarded-proto']).at(-1);
    if (proto) headers['x-forwarded-proto'] = proto;
  }
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
  headers[clientHeader] = `${processStamp()} ${client ?? '-'} ${forwarded ? 'forwarded' : 'direct'}`;
}

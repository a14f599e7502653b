import { isIP } from 'node:net';
import { clientHeader, processStamp } from '@/lib/client-stamp';
import { isLoopbackAddress } from '@/lib/loopback';

/*
 * The reading side of the client stamp: the front server (web-server/client-address.ts) writes
 * it from the socket, the /session handlers (services/server-auth.ts) and the dev-only pages
 * (web/dev-surface.ts) read it here. Node only (node:net), so not in lib/ (docs/decisions/0092).
 */

export interface ClientOfRequest {
  address: string | null;
  /** The request came straight from a loopback socket, with no forwarding header. */
  localDirect: boolean;
}

/**
 * The stamped client of a request (route handlers, server components), or null when the stamp
 * is missing or not this process's: then nothing about the client's address can be believed.
 */
export function clientOfRequest(headers: { get(name: string): string | null }): ClientOfRequest | null {
  const [stamp, address, how] = (headers.get(clientHeader) ?? '').split(' ');
  if (!stamp || stamp !== processStamp() || !address) return null;
  const known = address !== '-' && isIP(address) ? address : null;
  return { address: known, localDirect: how === 'direct' && isLoopbackAddress(known) };
}

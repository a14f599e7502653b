import type { Context } from 'hono';
import { clientIp } from '../auth/client-ip';
import { hashToken } from '../auth/tokens';
import type { AppEnv } from '../http/context';

/**
 * Who a count is about (docs/decisions/0064-counted-once-per-client.md). Device ids are made up
 * by the client and can be rotated at will, so the address the request came from (the one the
 * browser cannot forge, server/auth/client-ip.ts) is what caps one client's weight. It is kept
 * hashed: the tables hold no addresses. Null when the address is unknown (in-process calls).
 */
export function addressKeyOf<E extends AppEnv>(c: Context<E>, trustedProxyHops: number): string | null {
  const address = clientIp(c, trustedProxyHops);
  return address ? `a:${hashToken(`client-address:${address}`).slice(0, 32)}` : null;
}

/** The signed-in user of the request, if any. */
export function sessionUserOf<E extends AppEnv>(c: Context<E>): number | null {
  const session = c.var.session;
  return session?.kind === 'user' && session.userId ? session.userId : null;
}

/** One searcher: the address, else the signed-in user, else the device; null when none is known. */
export function searcherKeyOf<E extends AppEnv>(c: Context<E>, trustedProxyHops: number, deviceUuid: string | null): string | null {
  const address = addressKeyOf(c, trustedProxyHops);
  if (address) return address;
  const userId = sessionUserOf(c);
  if (userId !== null) return `user:${userId}`;
  return deviceUuid ? `device:${deviceUuid}` : null;
}

/**
 * The most a single address adds to one job's views, exposures or clicks (each) in a day:
 * several people behind one office or carrier address still count, a script behind it adds
 * this many at most whatever device ids it makes up.
 */
export const perAddressDailyCap = 5;

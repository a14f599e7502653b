import http from 'node:http';
import https from 'node:https';
import { stampClientAddress } from './client-address';

const installed = Symbol.for('hireloop.client-address-hook');

/**
 * Next.js gives pages, route handlers and its /api rewrite no trustworthy client address: it
 * keeps a client's own X-Forwarded-For, and only fills in the socket's address when there is
 * none (docs/decisions/0027). So every request is stamped as the Node server hands it to Next.js,
 * where the socket is still at hand: the server's `emit` of 'request' (and 'upgrade' for the
 * socket.io proxy, 'checkContinue' for Expect: 100-continue) rewrites the headers first.
 * Called once from instrumentation.ts in the Node.js runtime; calling it again does nothing.
 */
export function installClientAddressHook(trustedProxyHops: number): void {
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as Record<string | symbol, unknown>[]) {
    if (prototype[installed]) continue;
    const emit = prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function stampThenEmit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request' || event === 'upgrade' || event === 'checkContinue') {
        stampClientAddress(args[0] as Parameters<typeof stampClientAddress>[0], trustedProxyHops);
      }
      return emit.call(this, event, ...args);
    };
    prototype[installed] = true;
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { inputLimits } from './input-guard';

/**
 * What happens to a request body the platform answered without reading to its end: a size cap,
 * an auth failure, a bad content type, a route that never reads it (docs/decisions/0061).
 *
 * The web proxies every browser over a few kept-alive connections. A body left half-read on one
 * of them turns the next request on it, from another visitor, into a 500 or 502. Node drains a
 * body nobody touched; but once anything has looked at `c.req.raw.body` (hono's bodyLimit does,
 * for every request) a web-stream adapter pauses the request after each chunk and nothing reads it.
 *
 * - A body that fits the cap for its type is read to its end and thrown away, and the connection
 *   stays usable: the client may still be sending it (a proxy pipes it on) and must not see the
 *   socket die mid-write.
 * - A larger body, or one of unknown length (chunked), gets `Connection: close`: no client may
 *   reuse the socket, which goes once the rest of the body arrived (a chunked one: up to the cap).
 *
 * Applies only on a real server (`c.env.incoming`); in-process `app.request` has no socket.
 */
export function closeEarlyAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const node = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
    const incoming = node?.incoming;
    if (!incoming || !node?.outgoing || incoming.readableEnded || !carriesBody(incoming)) return;
    if (!drainable(incoming)) c.header('Connection', 'close');
    closeOnlyAfterBody(incoming);
    node.outgoing.once('finish', () => discardRest(incoming));
  };
}

/**
 * Node closes the socket right after an answer when either side said `Connection: close` (we do
 * past the cap; Next's proxy does for a client that asked to close). Closed under a sender still
 * writing the body, the socket resets its write, and a proxy turns that into a 500 for the
 * visitor who sent it. So the close waits for the rest of the body to arrive and be dropped.
 */
function closeOnlyAfterBody(incoming: IncomingMessage): void {
  const socket = incoming.socket as Socket | null;
  if (!socket) return;
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (incoming.readableEnded || incoming.destroyed) destroySoon();
    else incoming.once('end', destroySoon);
  };
}

function carriesBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return incoming.headers['transfer-encoding'] !== undefined;
}

const capOf = (incoming: IncomingMessage) =>
  /^multipart\/form-data/i.test(incoming.headers['content-type'] ?? '') ? inputLimits.multipartBytes : inputLimits.bodyBytes;

/** A declared length within the cap for its type; chunked bodies have none. */
function drainable(incoming: IncomingMessage): boolean {
  if (incoming.headers['transfer-encoding'] !== undefined) return false;
  const declared = Number(incoming.headers['content-length']);
  return Number.isSafeInteger(declared) && declared <= capOf(incoming);
}

/**
 * How the platform's HTTP server is started (server/main.ts): @hono/node-server's own drain of an
 * unread body is off, because it gives the rest of a body 500 ms and then destroys the socket
 * under a proxy still forwarding a slow upload; `closeEarlyAnswers` drains instead.
 */
export const nodeServerOptions = { autoCleanupIncoming: false } as const;

/** How long the rest of an answered body may take to arrive: the web's own timeout for a call. */
export const drainTimeoutMs = 30_000;

/**
 * Reads what remains of the body and drops it. Whoever opened the body as a web stream left a
 * 'data' listener that pauses the request whenever its own queue is full; nobody reads that
 * queue any more, so the listener goes and the request flows to its end. A body slower than
 * the timeout costs its own client the connection, never another visitor a request.
 */
function discardRest(incoming: IncomingMessage): void {
  if (incoming.readableEnded || incoming.destroyed) return;
  const giveUp = () => incoming.socket?.destroy();
  const timer = setTimeout(giveUp, drainTimeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  // A chunked body declares no length: past the cap for its type, it is not worth waiting for.
  const budget = capOf(incoming);
  let read = 0;
  incoming.removeAllListeners('data');
  incoming.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > budget) giveUp();
  });
  incoming.once('end', stop);
  incoming.once('close', stop);
  incoming.resume();
}

import type { IncomingMessage, ServerResponse } from 'node:http';
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
 *   reuse the socket, and Node destroys it once the answer is flushed.
 *
 * Applies only on a real server (`c.env.incoming`); in-process `app.request` has no socket.
 */
export function closeEarlyAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const node = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
    const incoming = node?.incoming;
    if (!incoming || !node?.outgoing || incoming.readableEnded || !carriesBody(incoming)) return;
    if (drainable(incoming)) {
      node.outgoing.once('finish', () => discardRest(incoming));
    } else {
      c.header('Connection', 'close');
    }
  };
}

function carriesBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return incoming.headers['transfer-encoding'] !== undefined;
}

/** A declared length within the cap for its type; chunked bodies have none. */
function drainable(incoming: IncomingMessage): boolean {
  if (incoming.headers['transfer-encoding'] !== undefined) return false;
  const declared = Number(incoming.headers['content-length']);
  const multipart = /^multipart\/form-data/i.test(incoming.headers['content-type'] ?? '');
  return Number.isSafeInteger(declared) && declared <= (multipart ? inputLimits.multipartBytes : inputLimits.bodyBytes);
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
  const timer = setTimeout(() => incoming.socket?.destroy(), drainTimeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  incoming.removeAllListeners('data');
  incoming.on('data', () => {});
  incoming.once('end', stop);
  incoming.once('close', stop);
  incoming.resume();
}

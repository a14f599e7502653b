import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { stampClientAddress } from './client-address';
import { hashedPolicy } from './inline-scripts';
import { inlineScriptMarker } from '@/lib/inline-script-marker';
import { gzipHeaders, negotiateGzip, pump, threshold } from './compression';
import { gzippedPage, hashesForEtag, limits, readPage, rememberEtag } from './page-hashes';

/**
 * The web's public HTTP server, in front of Next.js (docs/decisions/0086). Next.js runs in the
 * same process through its custom-server API, on a listener that only this server reaches
 * (web-server/main.ts); this server hands it every request and passes its answers on, and in
 * between does the two things Next.js has no hook for:
 *
 * - **The client address** (docs/decisions/0027): each request and each upgrade (the socket.io
 *   proxy, `next dev`'s HMR) is stamped from the TCP socket, with the configured trusted proxy
 *   hops, before Next.js sees it (web-server/client-address.ts), so pages, route handlers, the
 *   middleware and the /api rewrite see an address the browser could not choose.
 * - **Hashes for the cached pages' inline scripts**: a response the middleware marked
 *   (`x-csp-inline`, web/security-headers.ts) that is an HTML page with a body is held until its
 *   end (it is a cached page: the bytes are ready), its framework scripts are hashed into
 *   script-src instead of `'unsafe-inline'` (web-server/inline-scripts.ts), and it goes out in one
 *   piece. Whatever cannot be read (a HEAD, a 304 whose page it has not read, a body over 8 MB
 *   or still open after 10 s, an encoded body, an error) goes out as it comes, with the
 *   middleware's policy: the server only tightens a page, never breaks one. Every other response
 *   streams through untouched but for compression (web-server/compression.ts).
 */

export type Upstream = { socketPath: string } | { host: string; port: number };

export interface FrontServerOptions {
  /** Where Next.js listens for this server alone: a Unix socket (or a loopback port in tests). */
  upstream: Upstream;
  trustedProxyHops: number;
}

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const htmlType = /^text\/html\s*(;\s*charset=utf-8\s*)?$/i;

function text(value: string | string[] | number | undefined): string {
  return (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value)).trim();
}

/** The headers one hop passes to the next: without the connection's own, nor `dropped`. */
function passedOn(headers: IncomingHttpHeaders, dropped: readonly string[]): OutgoingHttpHeaders {
  const named = text(headers.connection)
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const passed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name) && !named.includes(name) && !dropped.includes(name)) passed[name] = value;
  }
  return passed;
}

function setPolicy(headers: OutgoingHttpHeaders, hashes: string[]) {
  const policy = text(headers['content-security-policy']);
  if (policy) headers['content-security-policy'] = hashedPolicy(policy, hashes);
}

/** A marked response the server can read: an HTML page with a body, as Next.js wrote it. */
function readable(method: string | undefined, status: number, headers: OutgoingHttpHeaders): boolean {
  const encoding = text(headers['content-encoding']).toLowerCase();
  return (
    method !== 'HEAD' &&
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    htmlType.test(text(headers['content-type'])) &&
    (encoding === '' || encoding === 'identity')
  );
}

function send(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, answer: IncomingMessage, held: Buffer[], gzip: boolean) {
  const streamed = headers['content-length'] === undefined;
  if (gzip) gzipHeaders(headers);
  res.writeHead(status, headers);
  // A stream of unknown length (a page rendering, an event stream) shows its head at once.
  if (streamed) res.flushHeaders();
  pump(answer, held, res, gzip);
}

/** Sends a whole page, read: its hashes in the policy, gzipped once per distinct page. */
async function sendRead(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, html: Buffer, gzip: boolean, where: string) {
  let page = { hashes: [] as string[] };
  try {
    page = readPage(html, where);
    setPolicy(headers, page.hashes);
    const etag = text(headers.etag);
    if (etag) rememberEtag(etag, page.hashes);
  } catch (error) {
    console.warn(`[csp] ${where}: inline scripts not hashed, the page keeps its fallback policy`, error);
  }
  let body = html;
  if (gzip && html.length >= threshold) {
    body = await gzippedPage(page, html);
    gzipHeaders(headers);
  }
  headers['content-length'] = body.length;
  if (!res.destroyed) res.writeHead(status, headers).end(body);
}

function hold(req: IncomingMessage, res: ServerResponse, answer: IncomingMessage, status: number, headers: OutgoingHttpHeaders, gzip: boolean) {
  const where = `${req.method} ${req.url}`;
  const held: Buffer[] = [];
  let size = 0;
  const passOn = () => {
    clearTimeout(timer);
    answer.off('data', take);
    answer.off('end', finish);
    send(res, status, headers, answer, held, gzip);
  };
  const take = (chunk: Buffer) => {
    held.push(chunk);
    size += chunk.length;
    if (size > limits.bytes) passOn();
  };
  const finish = () => {
    clearTimeout(timer);
    sendRead(res, status, headers, Buffer.concat(held), gzip, where).catch((error) => res.destroy(error));
  };
  const timer = setTimeout(passOn, limits.milliseconds);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
  answer.on('data', take);
  answer.once('end', finish);
}

function respond(req: IncomingMessage, res: ServerResponse, answer: IncomingMessage) {
  const status = answer.statusCode ?? 502;
  const marked = answer.headers[inlineScriptMarker] !== undefined;
  const headers = passedOn(answer.headers, [inlineScriptMarker]);
  if (marked && status === 304) {
    const known = hashesForEtag(text(headers.etag));
    if (known) setPolicy(headers, known);
  }
  const gzip = negotiateGzip(req.method, req.headers, status, headers);
  answer.once('close', () => {
    if (!answer.complete) res.destroy();
  });
  if (marked && readable(req.method, status, headers)) hold(req, res, answer, status, headers, gzip);
  else send(res, status, headers, answer, [], gzip);
}

const unavailable = {
  'content-type': 'text/plain; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'retry-after': '5',
};

/** The request line and headers of an upgrade, as they go on to Next.js. */
function upgradeHead(req: IncomingMessage): string {
  const lines = [`${req.method} ${req.url} HTTP/1.1`];
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value].flat()) if (one !== undefined) lines.push(`${name}: ${one}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export function createFrontServer({ upstream, trustedProxyHops }: FrontServerOptions): http.Server {
  const agent = new http.Agent({ keepAlive: true });

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    stampClientAddress(req, trustedProxyHops);
    // Expect: 100-continue was answered here already (Node does, with no 'checkContinue' listener).
    const headers = passedOn(req.headers, ['expect']);
    // A body of unknown length keeps its framing on the way in, whatever the method.
    if (req.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
    const outgoing = http.request({ ...upstream, agent, method: req.method, path: req.url, headers });
    let answered = false;
    outgoing.on('response', (answer) => {
      answered = true;
      respond(req, res, answer);
    });
    outgoing.on('error', (error) => {
      // Once Next.js has answered, the answer decides (an early 413 may leave the body unsent).
      if (answered || res.destroyed || res.writableFinished) return;
      console.error(`[web] ${req.method} ${req.url}: Next.js did not answer`, error);
      res.writeHead(503, unavailable).end('The site is not available right now. Please try again in a moment.');
    });
    // A visitor who leaves stops the work done for them.
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    // Answered before the body was all sent (a refused upload): the rest is read and dropped, as
    // Node does for its own handlers, so the visitor reads the answer and may send the next
    // request; the half-sent request to Next.js is closed rather than left open.
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe(outgoing);
      req.resume();
      outgoing.destroy();
    });
    req.pipe(outgoing);
  };

  /** Upgrades go through as bytes, both ways, once stamped. */
  const tunnel = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    stampClientAddress(req, trustedProxyHops);
    const inner = net.connect('socketPath' in upstream ? { path: upstream.socketPath } : upstream);
    const close = () => {
      socket.destroy();
      inner.destroy();
    };
    inner.once('connect', () => {
      inner.write(upgradeHead(req));
      if (head.length > 0) inner.write(head);
      socket.pipe(inner);
      inner.pipe(socket);
    });
    for (const end of [socket, inner]) {
      end.on('error', close);
      end.on('close', close);
    }
  };

  const server = http.createServer(forward);
  server.on('upgrade', tunnel);
  server.on('close', () => agent.destroy());
  return server;
}

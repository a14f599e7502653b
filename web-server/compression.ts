import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { createGzip } from 'node:zlib';

/**
 * Response compression, which Next.js no longer does (`compress: false`, docs/decisions/0086):
 * the front server must see the HTML it hashes, and compresses what it sends the way Next's own
 * middleware did (gzip for compressible types from 1 KB, `Vary: Accept-Encoding`, never a HEAD,
 * a 204/304, a `no-transform` or an already encoded body), streaming: each burst of the page is
 * flushed to the browser as it comes, so a streamed page shows its first parts as early as before.
 */

export const threshold = 1024;

const compressibleType = /^(text\/|application\/(json|javascript|x-javascript|ecmascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

function text(value: string | string[] | number | undefined): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** True when the client takes gzip (an explicit `gzip;q=0` refuses it even beside `*`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  let wildcard = false;
  for (const part of text(header).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

function addVary(headers: OutgoingHttpHeaders, name: string) {
  const vary = text(headers.vary);
  const names = vary.split(',').map((entry) => entry.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return;
  headers.vary = vary.trim() ? `${vary}, ${name}` : name;
}

/**
 * Whether this response goes out gzipped; adds `Vary: Accept-Encoding` to the headers of every
 * compressible response, compressed or not, as caches must know the answer depends on it.
 */
export function negotiateGzip(method: string | undefined, requestHeaders: IncomingHttpHeaders, status: number, headers: OutgoingHttpHeaders): boolean {
  const type = text(headers['content-type']);
  // An event stream (the AI's answers through /api) goes out event by event, as it came.
  if (!compressibleType.test(type) || /^text\/event-stream/i.test(type)) return false;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(text(headers['cache-control']))) return false;
  addVary(headers, 'Accept-Encoding');
  const encoding = text(headers['content-encoding']).trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return false;
  if (method === 'HEAD' || status === 204 || status === 304 || status < 200) return false;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < threshold) return false;
  return acceptsGzip(requestHeaders['accept-encoding']);
}

/** Marks the headers of a gzipped body (its length is not known until it is made). */
export function gzipHeaders(headers: OutgoingHttpHeaders): void {
  headers['content-encoding'] = 'gzip';
  delete headers['content-length'];
}

/**
 * Copies `source` to `target`, gzipped when asked, with backpressure both ways: `first` (bytes
 * already read) goes before the rest. While gzipping, whatever has arrived is flushed once the
 * event loop has taken in the current burst, so nothing waits in the compressor for more input.
 */
export function pump(source: Readable, first: Buffer[], target: Writable, gzip: boolean): void {
  const sink: Writable = gzip ? createGzip() : target;
  if (gzip) (sink as ReturnType<typeof createGzip>).pipe(target);
  let flushQueued = false;
  const flush = () => {
    flushQueued = false;
    if (!sink.writableEnded && !sink.destroyed) (sink as ReturnType<typeof createGzip>).flush();
  };
  const write = (chunk: Buffer) => {
    if (!sink.write(chunk) && !source.isPaused()) {
      source.pause();
      sink.once('drain', () => source.resume());
    }
    if (gzip && !flushQueued) {
      flushQueued = true;
      setImmediate(flush);
    }
  };
  for (const chunk of first) write(chunk);
  source.on('data', write);
  source.on('end', () => sink.end());
  target.once('close', () => {
    if (sink !== target) sink.destroy();
  });
}

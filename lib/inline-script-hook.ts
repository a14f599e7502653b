import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { hashedPolicy, pageScripts } from './inline-scripts';
import { inlineScriptMarker } from '@/web/security-headers';

/**
 * The cached pages' CSP names the hashes of their inline scripts (docs/decisions/0027). The
 * middleware cannot see a body, the Node server can: for a response the middleware marked
 * (`x-csp-inline: hash`, lib/security-headers.ts) this holds the head and the body back until
 * `end`, finds the framework's inline scripts, puts their hashes in script-src instead of
 * `'unsafe-inline'`, then sends the very bytes it was given. Next.js compresses above this hook
 * (its compression wraps the response inside the request handler, after this emit), so the held
 * bytes may be gzip or deflate: a copy is decompressed to be read.
 *
 * Whatever it cannot read (no HTML body: another type, a HEAD, a 204, a 304 for a page it has not
 * read; an unknown encoding, a body over the size bound, a stream still open after the time bound,
 * an error) goes out as it is with the middleware's policy, which keeps `'unsafe-inline'`: the
 * hook can only tighten a page, never break one.
 */

export const limits = { bytes: 8 * 1024 * 1024, milliseconds: 10_000, cacheEntries: 256 };

type Chunk = [chunk: unknown, encoding: BufferEncoding | undefined, callback: (() => void) | undefined];
type Callback = (() => void) | undefined;

/** Script hashes by the digest of the body as sent, and by ETag (a 304 has no body to read). */
const byBody = new Map<string, string[]>();
const byEtag = new Map<string, string[]>();
const warned = new Set<string>();

function remember(map: Map<string, string[]>, key: string, hashes: string[]) {
  map.delete(key);
  map.set(key, hashes);
  if (map.size > limits.cacheEntries) map.delete(map.keys().next().value as string);
}

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === '' || encoding === 'identity') return body;
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  throw new Error(`unknown content encoding ${encoding}`);
}

/** The hashes for a body, read once per distinct body. */
export function hashesFor(body: Buffer, encoding: string, where: string): string[] {
  const digest = createHash('sha256').update(body).digest('base64');
  const known = byBody.get(digest);
  if (known) return known;
  const { hashes, foreign } = pageScripts(decoded(body, encoding).toString('utf8'));
  if (foreign > 0 && !warned.has(where)) {
    warned.add(where);
    console.warn(`[csp] ${where}: ${foreign} inline script(s) that Next.js did not write are refused by the page's policy`);
  }
  remember(byBody, digest, hashes);
  return hashes;
}

const header = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value)).trim();

function setPolicy(res: http.ServerResponse, hashes: string[]) {
  const policy = header(res.getHeader('content-security-policy'));
  if (policy) res.setHeader('content-security-policy', hashedPolicy(policy, hashes));
}

/** Applies writeHead's own headers argument, so that the held head can be read and changed. */
function takeHeaders(res: http.ServerResponse, headers: unknown) {
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : [];
    for (let i = 0; !pairs.length && i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
    for (const [name, value] of pairs) res.setHeader(name, value);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
  }
}

function split(encoding: unknown, callback: unknown): [BufferEncoding | undefined, Callback] {
  return typeof encoding === 'function' ? [undefined, encoding as Callback] : [encoding as BufferEncoding | undefined, callback as Callback];
}

/** Watches one response; does nothing unless the middleware marked it. */
export function holdMarkedResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let state: 'undecided' | 'holding' | 'passing' = 'undecided';
  let head: unknown[] = [];
  let chunks: Chunk[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const where = `${req.method} ${req.url}`;

  const release = (hashes?: string[]) => {
    if (state !== 'holding') return;
    state = 'passing';
    clearTimeout(timer);
    if (hashes) setPolicy(res, hashes);
    original.writeHead.apply(res, head as Parameters<typeof res.writeHead>);
    const held = chunks;
    chunks = [];
    for (const [chunk, encoding, callback] of held) original.write.call(res, chunk, encoding as BufferEncoding, callback);
  };

  /** Holds the response back, or lets it pass; the answer is the new state. */
  const decide = (args: unknown[]): typeof state => {
    state = 'passing';
    if (res.getHeader(inlineScriptMarker) === undefined) return state;
    res.removeHeader(inlineScriptMarker);
    const status = Number(args[0] ?? res.statusCode);
    const etag = header(res.getHeader('etag'));
    if (status === 304 && byEtag.has(etag)) setPolicy(res, byEtag.get(etag) as string[]);
    const type = header(res.getHeader('content-type')).toLowerCase();
    if (status < 200 || status === 204 || status === 304 || req.method === 'HEAD' || !/^text\/html\s*(;\s*charset=utf-8\s*)?$/.test(type) || res.headersSent) return state;
    state = 'holding';
    timer = setTimeout(() => release(), limits.milliseconds);
    timer.unref();
    res.once('close', () => {
      if (state === 'holding') clearTimeout(timer);
    });
    return state;
  };

  res.writeHead = function writeHead(this: http.ServerResponse, ...args: unknown[]) {
    if (state === 'undecided') {
      const headers = typeof args[1] === 'string' ? args[2] : args[1];
      takeHeaders(this, headers);
      head = typeof args[1] === 'string' ? args.slice(0, 2) : args.slice(0, 1);
      if (typeof args[0] === 'number') this.statusCode = args[0];
      if (decide(head) === 'passing') return original.writeHead.apply(this, head as Parameters<typeof res.writeHead>);
    }
    return state === 'holding' ? this : original.writeHead.apply(this, args as Parameters<typeof res.writeHead>);
  } as typeof res.writeHead;

  res.flushHeaders = function flushHeaders(this: http.ServerResponse) {
    if (state === 'undecided') this.writeHead(this.statusCode);
    if (state !== 'holding') original.flushHeaders.call(this);
  };

  res.write = function write(this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (state === 'undecided') this.writeHead(this.statusCode);
    if (state !== 'holding') return original.write.call(this, chunk, encoding as BufferEncoding, callback as Callback);
    chunks.push([chunk, ...split(encoding, callback)]);
    size += typeof chunk === 'string' ? Buffer.byteLength(chunk, split(encoding, callback)[0]) : (chunk as Buffer).length;
    if (size > limits.bytes) release();
    return true;
  } as typeof res.write;

  res.end = function end(this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    const [endEncoding, endCallback] = split(encoding, callback);
    if (state === 'undecided' && !this.headersSent) this.writeHead(this.statusCode);
    if (state === 'holding') {
      let hashes: string[] | undefined;
      try {
        const parts: [unknown, BufferEncoding | undefined][] = chunks.map(([held, heldEncoding]) => [held, heldEncoding]);
        if (chunk !== undefined && chunk !== null) parts.push([chunk, endEncoding]);
        const body = Buffer.concat(parts.map(([part, partEncoding]) => (typeof part === 'string' ? Buffer.from(part, partEncoding ?? 'utf8') : (part as Uint8Array))));
        hashes = hashesFor(body, header(this.getHeader('content-encoding')).toLowerCase(), where);
        const etag = header(this.getHeader('etag'));
        if (etag) remember(byEtag, etag, hashes);
      } catch (error) {
        console.warn(`[csp] ${where}: inline scripts not hashed, the page keeps its fallback policy`, error);
      }
      release(hashes);
    }
    return original.end.call(this, chunk, endEncoding as BufferEncoding, endCallback);
  } as typeof res.end;
}

const installed = Symbol.for('hireloop.inline-script-hook');

/** Called once from instrumentation.ts in the Node.js runtime; calling it again does nothing. */
export function installInlineScriptHook(): void {
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as Record<string | symbol, unknown>[]) {
    if (prototype[installed]) continue;
    const emit = prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function holdThenEmit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') holdMarkedResponse(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
      return emit.call(this, event, ...args);
    };
    prototype[installed] = true;
  }
}

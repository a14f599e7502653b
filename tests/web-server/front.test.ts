import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientHeader } from '@/lib/client-stamp';
import { clientOfRequest } from '@/services/client-of-request';
import { scriptHash } from '@/web-server/inline-scripts';
import { inlineScriptMarker } from '@/lib/inline-script-marker';
import { createFrontServer } from '@/web-server/front';
import { limits } from '@/web-server/page-hashes';

const weak = "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'";
const boot = '(self.__next_f=self.__next_f||[]).push([0])';
const push = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const filler = 'x'.repeat(4000); // over the compression threshold
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>${filler}</p>${extra}<script>${boot}</script><script>${push}</script></body></html>`;

interface Scenario {
  marked?: boolean;
  type?: string;
  status?: number;
  etag?: string;
  /** The body in the writes the handler makes; a pause (ms) between them. */
  parts: string[];
  pause?: number;
}
let scenario: Scenario;
/** What Next.js saw of each request: its headers. */
const seen: http.IncomingHttpHeaders[] = [];

// Next.js's place: it answers as Next.js does with `compress: false`, streaming its writes.
const next = http.createServer((req, res) => {
  seen.push(req.headers);
  if (req.url === '/early') {
    // Refused unread, as the platform and Next.js do with a body over their cap.
    res.writeHead(413, { 'content-type': 'application/json' }).end('{"code":40001}');
    return;
  }
  if (req.url === '/echo') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ body })));
    return;
  }
  res.statusCode = scenario.status ?? 200;
  res.setHeader('content-type', scenario.type ?? 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', weak);
  if (scenario.etag) res.setHeader('etag', scenario.etag);
  if (scenario.marked !== false) res.setHeader(inlineScriptMarker, 'hash');
  if (req.headers['if-none-match'] && req.headers['if-none-match'] === scenario.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  void (async () => {
    res.flushHeaders();
    for (const part of scenario.parts) {
      res.write(part);
      if (scenario.pause) await new Promise((resolve) => setTimeout(resolve, scenario.pause));
    }
    res.end();
  })();
});
// Upgrades, as Next.js's proxy to socket.io takes them: the headers it saw, then an echo.
next.on('upgrade', (req, socket) => {
  seen.push(req.headers);
  socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n');
  socket.on('data', (data: Buffer) => socket.write(data.toString().toUpperCase()));
});

let front: http.Server;
const frontPort = () => (front.address() as AddressInfo).port;

interface Answer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
  firstChunkAt: number;
  endAt: number;
}

async function fetchRaw(init: { method?: string; headers?: Record<string, string>; path?: string; body?: string; localAddress?: string } = {}): Promise<Answer> {
  const req = http.request({
    host: '127.0.0.1',
    port: frontPort(),
    path: init.path ?? '/en-us',
    method: init.method ?? 'GET',
    localAddress: init.localAddress,
    headers: { 'accept-encoding': 'gzip', ...init.headers },
  });
  if (init.headers?.expect) {
    req.once('continue', () => req.end(init.body));
    req.flushHeaders();
  } else req.end(init.body);
  const [res] = (await once(req, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  let firstChunkAt = 0;
  for await (const chunk of res) {
    firstChunkAt ||= Date.now();
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return { status: res.statusCode, headers: res.headers, raw, body, firstChunkAt, endAt: Date.now() };
}

beforeAll(async () => {
  next.listen(0, '127.0.0.1');
  await once(next, 'listening');
  front = createFrontServer({ upstream: { host: '127.0.0.1', port: (next.address() as AddressInfo).port }, trustedProxyHops: 0 });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
});
afterAll(() => {
  front.close();
  next.close();
});

describe('the front server on a marked page', () => {
  it('names the hashes of the framework scripts instead of unsafe-inline, and sends the very page, gzipped', async () => {
    const html = page();
    scenario = { parts: [html.slice(0, 3000), html.slice(3000, 4100), html.slice(4100)] };
    const hashed = await fetchRaw();
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect(hashed.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash(boot)} ${scriptHash(push)}; script-src-attr 'none'`,
    );
    expect(hashed.headers[inlineScriptMarker]).toBeUndefined();
    expect(hashed.headers.vary).toBe('Accept-Encoding');
    expect(Number(hashed.headers['content-length'])).toBe(hashed.raw.length);
    expect(hashed.body).toBe(html);
    // The same page unmarked: the middleware's policy, the same HTML.
    scenario = { ...scenario, marked: false };
    const plain = await fetchRaw();
    expect(plain.headers['content-security-policy']).toBe(weak);
    expect(plain.body).toBe(html);
  });

  it('leaves an injected inline script out of the policy, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scenario = { parts: [page('<script>window.__injected=1</script><script>self.__next_f.push([1,"a"]);alert(1)</script>')] };
    const answer = await fetchRaw();
    const policy = answer.headers['content-security-policy'] as string;
    expect(policy).toContain(scriptHash(push));
    expect(policy).not.toContain(scriptHash('window.__injected=1'));
    expect(policy).not.toContain('unsafe-inline');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers a 304 for a page it has read with the same hashes', async () => {
    scenario = { parts: [page()], etag: '"abc"' };
    const first = await fetchRaw();
    const again = await fetchRaw({ headers: { 'if-none-match': '"abc"' } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    scenario = { parts: [page()], etag: '"unseen"' };
    const unseen = await fetchRaw({ headers: { 'if-none-match': '"unseen"' } });
    expect([unseen.status, unseen.headers['content-security-policy']]).toEqual([304, weak]);
  });

  it('also reads the not-found page, which is cached as well', async () => {
    scenario = { parts: [page()], status: 404 };
    const answer = await fetchRaw();
    expect([answer.status, answer.headers['content-security-policy']]).toEqual([404, expect.stringContaining(scriptHash(push))]);
  });

  it('sends a page uncompressed to a client that does not take gzip', async () => {
    scenario = { parts: [page()] };
    const answer = await fetchRaw({ headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain(scriptHash(boot));
    expect(answer.body).toBe(page());
  });
});

describe('what the front server leaves as it is (the middleware policy, the bytes)', () => {
  it('an unmarked page, a payload request, a HEAD', async () => {
    const cases: [Scenario, { method?: string }?][] = [
      [{ parts: [page()], marked: false }],
      [{ parts: ['0:{}'], type: 'text/x-component' }],
      [{ parts: [page()] }, { method: 'HEAD' }],
    ];
    for (const [each, init] of cases) {
      scenario = each;
      const answer = await fetchRaw(init);
      expect(answer.headers['content-security-policy']).toBe(weak);
      expect(answer.headers[inlineScriptMarker]).toBeUndefined();
      if (each.type) expect(answer.body).toBe('0:{}');
      if (init?.method === 'HEAD') expect(answer.raw.length).toBe(0);
    }
  });

  it('a stream still open after the time bound is sent on as it comes', async () => {
    const bound = limits.milliseconds;
    limits.milliseconds = 50;
    const html = page();
    scenario = { parts: [html.slice(0, 2000), html.slice(2000)], pause: 150 };
    const answer = await fetchRaw();
    limits.milliseconds = bound;
    expect(answer.headers['content-security-policy']).toBe(weak);
    expect(answer.body).toBe(html);
  });

  it('a body over the size bound is sent on as it comes', async () => {
    const bound = limits.bytes;
    limits.bytes = 10;
    scenario = { parts: [page(), page()] };
    const answer = await fetchRaw({ headers: { 'accept-encoding': 'identity' } });
    limits.bytes = bound;
    expect(answer.headers['content-security-policy']).toBe(weak);
    expect(answer.body).toBe(page() + page());
  });

  it('streams a page it does not read: the first part arrives, gzipped, before the last is written', async () => {
    scenario = { parts: [page(), '<p>later</p>'], pause: 400, marked: false };
    const answer = await fetchRaw();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toBe(`${page()}<p>later</p>`);
    expect(answer.endAt - answer.firstChunkAt).toBeGreaterThanOrEqual(300);
  });
});

describe('the client address Next.js sees', () => {
  it('is the socket’s: a forged X-Forwarded-For, Forwarded or stamp is replaced', async () => {
    scenario = { parts: ['ok'], marked: false, type: 'text/plain' };
    seen.length = 0;
    await fetchRaw({
      localAddress: '127.0.0.61',
      headers: { 'x-forwarded-for': '198.51.100.1', forwarded: 'for=198.51.100.1', [clientHeader]: 'guess 198.51.100.1 direct' },
    });
    const [headers = {}] = seen;
    expect(headers['x-forwarded-for']).toBe('127.0.0.61');
    expect(headers.forwarded).toBeUndefined();
    const reader = { get: (name: string) => (headers[name] as string | undefined) ?? null };
    expect(clientOfRequest(reader)).toEqual({ address: '127.0.0.61', localDirect: false });
  });

  it('on a request with Expect: 100-continue, whose body still arrives whole', async () => {
    seen.length = 0;
    const answer = await fetchRaw({
      method: 'POST',
      path: '/echo',
      localAddress: '127.0.0.62',
      headers: { expect: '100-continue', 'content-type': 'application/json', 'content-length': '11', 'x-forwarded-for': '198.51.100.2' },
      body: '{"a":"bcd"}',
    });
    expect(JSON.parse(answer.body)).toEqual({ body: '{"a":"bcd"}' });
    expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.62');
  });

  it('a body of unknown length (chunked) arrives whole', async () => {
    const req = http.request({ host: '127.0.0.1', port: frontPort(), path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' } });
    req.write('{"a":');
    await new Promise((resolve) => setTimeout(resolve, 20));
    req.end('"chunked"}');
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    let body = '';
    for await (const chunk of res) body += chunk;
    expect(JSON.parse(body)).toEqual({ body: '{"a":"chunked"}' });
  });

  it('an answer given before the body was read reaches the visitor, and the next request is fine', async () => {
    for (let round = 0; round < 5; round++) {
      const early = await fetchRaw({ method: 'POST', path: '/early', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024) });
      expect([early.status, early.body]).toEqual([413, '{"code":40001}']);
      const next = await fetchRaw({ method: 'POST', path: '/echo', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(JSON.parse(next.body)).toEqual({ body: '{}' });
    }
  });

  it('on an upgrade (the socket.io proxy), which then carries bytes both ways', async () => {
    seen.length = 0;
    const socket = net.connect({ host: '127.0.0.1', port: frontPort(), localAddress: '127.0.0.63' });
    await once(socket, 'connect');
    socket.write(
      'GET /api/socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nhost: ph.localhost\r\nconnection: Upgrade\r\nupgrade: websocket\r\nx-forwarded-for: 198.51.100.3\r\n\r\n',
    );
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.endsWith('\r\n\r\n')) socket.write('hello');
    });
    await vi.waitFor(() => expect(received).toContain('HELLO'));
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 101/);
    expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.63');
    expect(seen[0]?.upgrade).toBe('websocket');
  });
});

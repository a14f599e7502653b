import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
// The compression Next.js itself wraps responses with (its router server, inside the request handler).
// @ts-expect-error: Next.js ships its compiled copy without types
import compression from 'next/dist/compiled/compression';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashesFor, installInlineScriptHook, limits } from '@/lib/inline-script-hook';
import { scriptHash } from '@/lib/inline-scripts';
import { inlineScriptMarker } from '@/web/security-headers';

const weak = "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'";
const boot = '(self.__next_f=self.__next_f||[]).push([0])';
const push = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const filler = 'x'.repeat(4000); // over compression's 1 KB threshold
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
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {});
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
  // Like Next.js streaming a page: flushHeaders, then writes, each flushed through the compressor.
  void (async () => {
    res.flushHeaders();
    for (const part of scenario.parts) {
      res.write(part);
      (res as unknown as { flush: () => void }).flush();
      if (scenario.pause) await new Promise((resolve) => setTimeout(resolve, scenario.pause));
    }
    res.end();
  })();
});

async function fetchRaw(init: { method?: string; headers?: Record<string, string> } = {}) {
  const { port } = server.address() as AddressInfo;
  const req = http.request({ host: '127.0.0.1', port, path: '/en-us', method: init.method ?? 'GET', headers: { 'accept-encoding': 'gzip', ...init.headers } });
  req.end();
  const [res] = (await once(req, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return { status: res.statusCode, headers: res.headers, raw, body };
}

beforeAll(async () => {
  installInlineScriptHook();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => server.close());

describe('the inline script hook on a marked page', () => {
  it('names the hashes of the framework scripts instead of unsafe-inline, and sends the very bytes', async () => {
    const html = page();
    scenario = { parts: [html.slice(0, 3000), html.slice(3000, 4100), html.slice(4100)] };
    const hashed = await fetchRaw();
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect(hashed.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash(boot)} ${scriptHash(push)}; script-src-attr 'none'`,
    );
    expect(hashed.headers[inlineScriptMarker]).toBeUndefined();
    expect(hashed.body).toBe(html);
    // Byte for byte what the same handler sends without the hook taking part.
    scenario = { ...scenario, marked: false };
    const plain = await fetchRaw();
    expect(plain.headers['content-security-policy']).toBe(weak);
    expect(hashed.raw.equals(plain.raw)).toBe(true);
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

  it('also reads an uncompressed page', async () => {
    scenario = { parts: [page()] };
    const answer = await fetchRaw({ headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain(scriptHash(boot));
    expect(answer.body).toBe(page());
  });
});

describe('what the hook leaves as it is (the middleware policy, the bytes)', () => {
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
});

describe('hashesFor', () => {
  it('reads brotli and deflate copies, and refuses an encoding it does not know', () => {
    const html = Buffer.from(page());
    expect(hashesFor(brotliCompressSync(html), 'br', 'test')).toEqual([scriptHash(boot), scriptHash(push)]);
    expect(() => hashesFor(Buffer.from('zz'), 'zstd', 'test')).toThrow(/zstd/);
  });
});

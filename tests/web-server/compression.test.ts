import type { OutgoingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, negotiateGzip } from '@/web-server/compression';

const gzipping = { 'accept-encoding': 'gzip, deflate, br' };

function negotiate(headers: OutgoingHttpHeaders, { method = 'GET', status = 200, request = gzipping }: { method?: string; status?: number; request?: Record<string, string> } = {}) {
  const copy = { ...headers };
  return { gzip: negotiateGzip(method, request, status, copy), vary: copy.vary };
}

describe('the front server’s compression, as Next.js compressed before', () => {
  it('reads Accept-Encoding: q=0 refuses, a wildcard accepts unless gzip is refused by name', () => {
    expect(acceptsGzip('gzip, deflate')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('gzips compressible bodies from 1 KB and says so in Vary, adding to what is there', () => {
    expect(negotiate({ 'content-type': 'text/html; charset=utf-8', vary: 'rsc' })).toEqual({ gzip: true, vary: 'rsc, Accept-Encoding' });
    expect(negotiate({ 'content-type': 'application/json', 'content-length': '2048' }).gzip).toBe(true);
    expect(negotiate({ 'content-type': 'text/x-component' }).gzip).toBe(true);
    expect(negotiate({ 'content-type': 'application/json', 'content-length': '100' })).toEqual({ gzip: false, vary: 'Accept-Encoding' });
    expect(negotiate({ 'content-type': 'text/html' }, { request: { 'accept-encoding': 'identity' } })).toEqual({ gzip: false, vary: 'Accept-Encoding' });
  });

  it('never a HEAD, a 204 or 304, an encoded or no-transform body, an image, an event stream', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(negotiate(html, { method: 'HEAD' }).gzip).toBe(false);
    expect(negotiate(html, { status: 304 }).gzip).toBe(false);
    expect(negotiate(html, { status: 204 }).gzip).toBe(false);
    expect(negotiate({ ...html, 'content-encoding': 'br' }).gzip).toBe(false);
    expect(negotiate({ ...html, 'cache-control': 'public, no-transform' })).toEqual({ gzip: false, vary: undefined });
    expect(negotiate({ 'content-type': 'image/png' })).toEqual({ gzip: false, vary: undefined });
    expect(negotiate({ 'content-type': 'text/event-stream' }).gzip).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clientHeader, processStamp } from '@/lib/client-stamp';
import { clientOfRequest } from '@/services/client-of-request';
import { resolveClientAddress, stampClientAddress } from '@/web-server/client-address';

type Headers = Record<string, string | string[] | undefined>;

function stamped(remoteAddress: string | undefined, headers: Headers, hops = 0) {
  const request = { headers: { ...headers }, socket: { remoteAddress } };
  stampClientAddress(request, hops);
  return request.headers;
}

const reader = (headers: Headers) => ({ get: (name: string) => (headers[name] as string | undefined) ?? null });

describe('the client address the web passes on', () => {
  it('is the socket’s peer on a local run: a forged X-Forwarded-For is replaced, not appended to', () => {
    const headers = stamped('203.0.113.9', { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-real-ip': '9.9.9.9', forwarded: 'for=1.1.1.1' });
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(clientOfRequest(reader(headers))).toEqual({ address: '203.0.113.9', localDirect: false });
  });

  it('writes IPv4-mapped peers as plain IPv4, so one client is one limit bucket', () => {
    expect(stamped('::ffff:198.51.100.2', {})['x-forwarded-for']).toBe('198.51.100.2');
  });

  it('behind N trusted proxies, takes the entry the outermost one appended', () => {
    // The balancer (peer 10.0.0.2) appended the client it saw, 198.51.100.7; the rest is the client's.
    expect(resolveClientAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, socket: { remoteAddress: '10.0.0.2' } }, 1)).toBe('198.51.100.7');
    expect(resolveClientAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.9' }, socket: { remoteAddress: '10.0.0.2' } }, 2)).toBe('198.51.100.7');
    // Nonsense where the address should be: the peer, never the nonsense.
    expect(resolveClientAddress({ headers: { 'x-forwarded-for': 'evil' }, socket: { remoteAddress: '10.0.0.2' } }, 1)).toBe('10.0.0.2');
    const headers = stamped('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7', 'x-forwarded-proto': 'http, https' }, 1);
    expect([headers['x-forwarded-for'], headers['x-forwarded-proto']]).toEqual(['198.51.100.7', 'https']);
  });

  it('says a loopback request is local only when no forwarding header came with it', () => {
    expect(clientOfRequest(reader(stamped('127.0.0.1', {})))).toEqual({ address: '127.0.0.1', localDirect: true });
    expect(clientOfRequest(reader(stamped('::1', {})))?.localDirect).toBe(true);
    // A tunnel or proxy on this machine, speaking for a remote browser.
    expect(clientOfRequest(reader(stamped('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })))?.localDirect).toBe(false);
    expect(clientOfRequest(reader(stamped('127.0.0.1', { 'x-forwarded-host': 'ph.localhost' })))?.localDirect).toBe(false);
    expect(clientOfRequest(reader(stamped('127.0.0.1', { via: '1.1 tunnel' })))?.localDirect).toBe(false);
  });

  it('believes nothing that this process did not stamp', () => {
    expect(clientOfRequest(reader({ [clientHeader]: 'guess 127.0.0.1 direct' }))).toBeNull();
    expect(clientOfRequest(reader({}))).toBeNull();
    expect(clientOfRequest(reader({ [clientHeader]: `${processStamp()} 127.0.0.1 direct` }))?.localDirect).toBe(true);
  });

  it('replaces a client’s x-hireloop-client header and its X-Forwarded-Proto on a local run', () => {
    const headers = stamped('203.0.113.9', { [clientHeader]: `${processStamp()} 127.0.0.1 direct`, 'x-forwarded-proto': 'https' });
    expect(clientOfRequest(reader(headers))?.localDirect).toBe(false);
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});

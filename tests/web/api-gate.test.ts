import { describe, expect, it } from 'vitest';
import { apiGateRefusal } from '@/web/api-gate';

const site = 'http://ph.localhost:3000';

function gate(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const headers = { host: 'ph.localhost:3000', ...init.headers };
  return apiGateRefusal(new Request(`${site}${path}`, { method: init.method ?? 'GET', headers, body: init.body }));
}

const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

async function refusal(response: Response | null) {
  if (!response) return null;
  const body = await response.json();
  return [response.status, body.code];
}

describe('the /api gate', () => {
  it.each([
    '/api/auth/login',
    '/api/auth/jobseekers/send-otp',
    '/api/AUTH/login',
    '/api/%61uth/login',
    '/api/dev/mailbox',
    '/api/dev/mailbox?to=ana@example.com',
    '/api/dev',
    '/api/%64ev/mailbox',
  ])('closes %s to the browser (404), whatever the method', async (path) => {
    expect(await refusal(gate(path))).toEqual([404, 40004]);
    expect(await refusal(gate(path, { method: 'POST', headers: sameOrigin, body: '{}' }))).toEqual([404, 40004]);
  });

  it('refuses a malformed percent-encoding rather than guess', async () => {
    expect(await refusal(gate('/api/%E0%A4%A/x'))).toEqual([404, 40004]);
  });

  it('lets reads through, including socket.io’s websocket upgrade', () => {
    expect(gate('/api/job/jobs?page=1')).toBeNull();
    expect(gate('/api/socket.io/?EIO=4&transport=websocket', { headers: { upgrade: 'websocket', connection: 'Upgrade', origin: 'https://evil.example' } })).toBeNull();
  });

  it('lets a same-origin JSON write through, by Sec-Fetch-Site or by Origin', () => {
    expect(gate('/api/jobseeker/saved-jobs', { method: 'POST', headers: sameOrigin, body: '{"job_id":1}' })).toBeNull();
    expect(
      gate('/api/jobseeker/saved-jobs', { method: 'DELETE', headers: { origin: site, 'content-type': 'application/json; charset=utf-8' }, body: '{}' }),
    ).toBeNull();
    // No body at all needs no content type.
    expect(gate('/api/job/jobs/1/save', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } })).toBeNull();
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
    ['a sibling country site', { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }],
    ['an Origin naming another host', { origin: 'https://evil.example', 'content-type': 'application/json' }],
    ['an opaque origin', { origin: 'null', 'content-type': 'application/json' }],
    // Issue 30: the same host over another scheme is another origin.
    ['this host over https on an http request', { origin: 'https://ph.localhost:3000', 'content-type': 'application/json' }],
    ['this host on another port', { origin: 'http://ph.localhost:3001', 'content-type': 'application/json' }],
    ['the bare host', { origin: 'http://localhost:3000', 'content-type': 'application/json' }],
    ['neither header', { 'content-type': 'application/json' }],
  ])('refuses a write from %s (403)', async (_who, headers) => {
    expect(await refusal(gate('/api/jobseeker/saved-jobs', { method: 'POST', headers, body: '{}' }))).toEqual([403, 40005]);
  });

  it('takes the scheme a TLS proxy in front says (X-Forwarded-Proto), and only that one', () => {
    const behindTls = (origin: string) =>
      gate('/api/jobseeker/saved-jobs', { method: 'POST', headers: { origin, 'x-forwarded-proto': 'https', 'content-type': 'application/json' }, body: '{}' });
    expect(behindTls('https://ph.localhost:3000')).toBeNull();
    expect(behindTls('http://ph.localhost:3000')?.status).toBe(403);
  });

  it.each([
    ['text/plain', '/api/jobseeker/saved-jobs'],
    ['application/x-www-form-urlencoded', '/api/jobseeker/saved-jobs'],
    ['multipart/form-data; boundary=x', '/api/jobseeker/saved-jobs'],
  ])('refuses a %s body on %s (422 naming content-type)', async (type, path) => {
    const response = gate(path, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': type }, body: '{"job_id":1}' });
    if (!response) throw new Error('the gate let it through');
    expect(response.status).toBe(422);
    expect((await response.json()).data.errors).toHaveProperty('content-type');
  });

  it('refuses a body that names no content type', async () => {
    expect(await refusal(gate('/api/jobseeker/saved-jobs', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: '{}' }))).toEqual([422, 40001]);
  });

  it('accepts multipart on the upload routes only, and socket.io polling from this site only', async () => {
    const multipart = { 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' };
    expect(gate('/api/jobseeker/resume/upload', { method: 'POST', headers: multipart, body: '--x--' })).toBeNull();
    expect(gate('/api/jobseeker/upload-avatar', { method: 'POST', headers: multipart, body: '--x--' })).toBeNull();
    const polling = '/api/socket.io/?EIO=4&transport=polling';
    expect(gate(polling, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' }, body: '40' })).toBeNull();
    // The web client's path has no trailing slash (addTrailingSlash: false).
    const noSlash = '/api/socket.io?EIO=4&transport=polling&sid=abc';
    expect(gate(noSlash, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' }, body: '40' })).toBeNull();
    expect(await refusal(gate('/api/socket.io.evil', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }, body: '40' }))).toEqual([422, 40001]);
    expect(await refusal(gate(polling, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, body: '40' }))).toEqual([403, 40005]);
  });

  it('refuses a body declared past the platform’s cap with a 413, in the caller’s language, before the proxy', async () => {
    const declared = (bytes: number, type = 'application/json') => ({ 'sec-fetch-site': 'same-origin', 'content-type': type, 'content-length': String(bytes) });
    const response = gate('/api/jobseeker/websites/create', { method: 'POST', headers: { ...declared(1_153_434), 'language-id': '2' } });
    if (!response) throw new Error('the gate let it through');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 40001, message: '请求内容过大，最多可发送 1 MB。', data: { errors: { _: ['请求内容过大，最多可发送 1 MB。'] } } });
    expect(gate('/api/jobseeker/websites/create', { method: 'POST', headers: declared(1024 * 1024) })).toBeNull();
    // An upload may be larger, up to the multipart cap; multipart elsewhere is still refused by type.
    expect(gate('/api/jobseeker/resume/upload', { method: 'POST', headers: declared(20 * 1024 * 1024, 'multipart/form-data; boundary=x') })).toBeNull();
    expect(await refusal(gate('/api/jobseeker/resume/upload', { method: 'POST', headers: declared(32 * 1024 * 1024, 'multipart/form-data; boundary=x') }))).toEqual([413, 40001]);
    expect(await refusal(gate('/api/jobseeker/resume/upload', { method: 'POST', headers: declared(2 * 1024 * 1024) }))).toEqual([413, 40001]);
  });

  it('says nosniff, no content and no framing on its own answers', () => {
    for (const response of [gate('/api/auth/login'), gate('/api/jobseeker/saved-jobs', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })]) {
      expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response?.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response?.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/session/[action]/route';
import { stampClientAddress } from '@/web-server/client-address';

const platform = 'http://127.0.0.1:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A /session request as the Node server hands it to Next.js: stamped from its socket, or not. */
function sessionRequest(action: string, body: unknown, socketAddress: string | null, headers: Record<string, string> = {}) {
  const raw: Record<string, string | string[] | undefined> = {
    host: 'ph.localhost:3000',
    origin: 'http://ph.localhost:3000',
    'content-type': 'application/json',
    ...headers,
  };
  if (socketAddress) stampClientAddress({ headers: raw, socket: { remoteAddress: socketAddress } }, 0);
  return POST(
    new NextRequest(`http://ph.localhost:3000/session/${action}`, { method: 'POST', headers: raw as Record<string, string>, body: JSON.stringify(body) }),
    { params: Promise.resolve({ action }) },
  );
}

function recordForwardedFor(path: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.post(`${platform}${path}`, ({ request }) => {
      seen.push(request.headers.get('x-forwarded-for'));
      return HttpResponse.json({ code: 0, message: 'Success', data: { sent: true, resend_after: 60, session_id: 'never-passed-on' } });
    }),
  );
  return seen;
}

describe('the client address /session passes to the platform', () => {
  it('is the socket’s, not the X-Forwarded-For the client made up', async () => {
    const seen = recordForwardedFor('/auth/reset-password/otp');
    const response = await sessionRequest('reset-code', { email: 'ana@example.com' }, '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' });
    expect(response.status).toBe(200);
    const body = await response.json();
    // The passed-through answer never carries a session id, whatever the platform put in it.
    expect(body.data).toEqual({ sent: true, resend_after: 60 });
    expect(seen).toEqual(['203.0.113.9']);
  });

  it('is nothing at all when the request was not stamped by this process', async () => {
    const seen = recordForwardedFor('/auth/jobseekers/send-otp');
    await sessionRequest('send-code', { email: 'ana@example.com' }, null, { 'x-forwarded-for': '198.51.100.1', 'x-hireloop-client': 'forged 198.51.100.1 direct' });
    expect(seen).toEqual([null]);
  });

  it.each([
    ['verify-reset-code', '/auth/reset-password/verify-otp'],
    ['reset-password', '/auth/reset-password'],
  ])('/session/%s reaches %s on the platform', async (action, path) => {
    const seen = recordForwardedFor(path);
    const response = await sessionRequest(action, { email: 'ana@example.com', otp: '123456' }, '::ffff:192.0.2.4');
    expect(response.status).toBe(200);
    expect(seen).toEqual(['192.0.2.4']);
  });

  it('refuses a passed-through call from another site, or without a JSON body', async () => {
    expect((await sessionRequest('send-code', { email: 'a@b.c' }, '192.0.2.4', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await sessionRequest('send-code', { email: 'a@b.c' }, '192.0.2.4', { 'content-type': 'text/plain' })).status).toBe(422);
  });
});

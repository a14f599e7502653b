import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/session/[action]/route';
import { okEnvelope, sessionUserFixture } from '@/tests/support/session-user';

/** The web's QR login routes (docs/decisions/0044): the browser's secret only ever in an HttpOnly cookie. */

const platform = 'http://127.0.0.1:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const code = 'C'.repeat(43);
const secret = 'S'.repeat(43);
const sessionToken = 'tok_secret_session_value_0123456789';

function call(action: string, cookie?: string) {
  const headers: Record<string, string> = { host: 'ph.localhost:3000', origin: 'http://ph.localhost:3000', 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const request = new NextRequest(`http://ph.localhost:3000/session/${action}`, { method: 'POST', headers, body: '{}' });
  return POST(request, { params: Promise.resolve({ action }) });
}

const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe('POST /session/qr-login', () => {
  it('answers the QR code as SVG with its text, and keeps the browser secret in an HttpOnly cookie for /session only', async () => {
    server.use(
      http.post(`${platform}/auth/qr-login/create`, () =>
        okEnvelope({ code, browser_secret: secret, expires_at: '2026-11-01T00:02:00.000Z', expires_in: 120 }),
      ),
    );
    const response = await call('qr-login');
    expect(response.status).toBe(200);
    const body = (await response.clone().json()) as { data: { svg: string; text: string; expires_in: number } };
    expect(body.data.svg).toMatch(/^<svg /);
    expect(body.data.text).toBe(`hireloop://login-to-web?code=${code}`);
    expect(JSON.stringify(body)).not.toContain(secret);
    const line = cookieLine(response, 'qr_login') ?? '';
    expect(line).toContain(secret);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\/session/);
    expect(line).toMatch(/SameSite=strict/i);
  });

  it('passes the platform’s limit through (429 with retry_after)', async () => {
    server.use(
      http.post(`${platform}/auth/qr-login/create`, () =>
        HttpResponse.json({ code: 40006, message: 'Too many attempts', data: { retry_after: 30 } }, { status: 429 }),
      ),
    );
    const response = await call('qr-login');
    expect(response.status).toBe(429);
    expect(cookieLine(response, 'qr_login')).toBeUndefined();
  });
});

describe('POST /session/qr-login-poll', () => {
  it('without the browser’s cookie the request is over: 410 41600, nothing asked of the platform', async () => {
    const response = await call('qr-login-poll');
    expect(response.status).toBe(410);
    expect(((await response.json()) as { code: number }).code).toBe(41600);
  });

  it('says pending while the app has not confirmed, keeping the cookie', async () => {
    let sent: unknown;
    server.use(
      http.post(`${platform}/auth/qr-login/redeem`, async ({ request }) => {
        sent = await request.json();
        return okEnvelope({ status: 'pending', expires_at: '2026-11-01T00:02:00.000Z' });
      }),
    );
    const response = await call('qr-login-poll', `qr_login=${secret}`);
    expect(response.status).toBe(200);
    expect(sent).toMatchObject({ browser_secret: secret });
    expect(((await response.json()) as { data: { status: string } }).data.status).toBe('pending');
    expect(cookieLine(response, 'qr_login')).toBeUndefined();
  });

  it('once confirmed, sets the session cookies as every login does, never showing the token, and drops the QR cookie', async () => {
    server.use(
      http.post(`${platform}/auth/qr-login/redeem`, () =>
        okEnvelope({ ...sessionUserFixture(), session_id: sessionToken, is_profile_update_required: false }),
      ),
    );
    const response = await call('qr-login-poll', `qr_login=${secret}`);
    expect(response.status).toBe(200);
    expect(await response.clone().text()).not.toContain(sessionToken);
    expect(cookieLine(response, 'sessionid')).toContain(sessionToken);
    expect(cookieLine(response, 'qr_login')).toMatch(/Max-Age=0/i);
  });

  it('an expired or used request ends the cookie too and answers the platform’s code', async () => {
    server.use(
      http.post(`${platform}/auth/qr-login/redeem`, () =>
        HttpResponse.json({ code: 41601, message: 'This QR code has already been used', data: null }, { status: 409 }),
      ),
    );
    const response = await call('qr-login-poll', `qr_login=${secret}`);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: number }).code).toBe(41601);
    expect(cookieLine(response, 'qr_login')).toMatch(/Max-Age=0/i);
  });
});

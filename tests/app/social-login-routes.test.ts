import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as callbackGet, POST as callbackPost } from '@/app/session/social/[provider]/callback/route';
import { GET as start } from '@/app/session/social/[provider]/route';
import type { SessionUser } from '@/lib/schemas/session';
import { cookieUserOf } from '@/lib/session-cookies';

/**
 * The web's social login routes against a mocked platform: the attempt cookie, the state check,
 * the session cookies, where the user lands, and what get-started is told on each failure.
 */

const platform = 'http://127.0.0.1:4000';
const site = 'http://ph.localhost:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user: SessionUser = {
  id: 41,
  active_key: 1,
  first_name: 'Ana',
  last_name: 'Reyes',
  email: 'ana.reyes@social.example',
  phone_num: null,
  is_mobile_verified: false,
  avatar: 'https://avatars.social.example/ana.png',
  additional_info: null,
  is_email_verify: true,
  notice_period_id: null,
  is_profile_completed: false,
  longitude: null,
  latitude: null,
  is_new_account: true,
  register_flow: null,
  register_flow_v2: null,
  chat_flow: 0,
};
const token = 'session-token-that-must-stay-in-the-httponly-cookie';
const attempt = {
  authorization_url: 'https://accounts.example/auth?client_id=web&state=state-1234567890',
  state: 'state-1234567890',
  code_verifier: 'v'.repeat(43),
  nonce: 'nonce-1234567890',
  response_mode: 'query',
};

const params = (provider: string) => ({ params: Promise.resolve({ provider }) });

function get(path: string, cookie?: string) {
  return new NextRequest(`${site}${path}`, { headers: { host: 'ph.localhost:3000', ...(cookie ? { cookie } : {}) } });
}

function cookiesOf(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split('=')[0] ?? '', line]));
}

/** Starts a login and returns the attempt cookie the browser would send back. */
async function startedAttempt(redirect = '/en-us/remote-jobs'): Promise<string> {
  server.use(http.post(`${platform}/auth/social/authorize`, () => HttpResponse.json({ code: 0, message: 'Success', data: attempt })));
  const response = await start(get(`/session/social/google?lang=en-us&redirect=${encodeURIComponent(redirect)}`), params('google'));
  const line = cookiesOf(response).get('social_attempt') ?? '';
  return line.split(';')[0] ?? '';
}

describe('GET /session/social/{provider}', () => {
  it('asks the platform for this site callback and sends the browser to the provider, the secrets in an HttpOnly cookie', async () => {
    let asked: unknown;
    server.use(
      http.post(`${platform}/auth/social/authorize`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ code: 0, message: 'Success', data: attempt });
      }),
    );
    const response = await start(get('/session/social/google?lang=ja-jp&redirect=%2Fja-jp%2Fremote-jobs'), params('google'));
    expect(asked).toEqual({ social_type: 'google', redirect_uri: `${site}/session/social/google/callback` });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(attempt.authorization_url);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = cookiesOf(response).get('social_attempt') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(response.headers.get('location')).not.toContain(attempt.code_verifier);
  });

  it('goes back to get-started saying the provider is unavailable when the platform refuses', async () => {
    server.use(
      http.post(`${platform}/auth/social/authorize`, () =>
        HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { social_type: ['x'] } } }, { status: 422 }),
      ),
    );
    const response = await start(get('/session/social/apple?lang=es-es&redirect=%2Fes-es%2Fremote-jobs'), params('apple'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${site}/es-es/get-started?social_error=unavailable&social_type=apple&redirect=%2Fes-es%2Fremote-jobs`);
  });

  it('drops a redirect to another site, and knows no unknown provider', async () => {
    const cookie = await startedAttempt('https://evil.example/');
    const saved = JSON.parse(Buffer.from(cookie.split('=')[1] ?? '', 'base64url').toString('utf8'));
    expect(saved.redirect).toBeNull();
    expect((await start(get('/session/social/myspace'), params('myspace'))).status).toBe(404);
  });
});

describe('GET /session/social/{provider}/callback', () => {
  it('signs in: the platform exchanges the code, the cookies are set without the token in sight, the user lands per core spec §4', async () => {
    const cookie = await startedAttempt();
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${platform}/auth/jobseekers/social-login`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ code: 0, message: 'Success', data: { ...user, session_id: token, is_profile_update_required: false } });
      }),
    );
    const response = await callbackGet(get(`/session/social/google/callback?code=the-code&state=${attempt.state}&iss=x`, cookie), params('google'));
    expect(sent).toEqual({
      social_type: 'google',
      callback_url: `${site}/session/social/google/callback?code=the-code&state=${attempt.state}&iss=x`,
      code_verifier: attempt.code_verifier,
      state: attempt.state,
      nonce: attempt.nonce,
      language_code: 'en',
      source: 'web',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${site}/en-us/jobseeker-complete-profile?redirect=%2Fen-us%2Fremote-jobs`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const cookies = cookiesOf(response);
    expect(cookies.get('sessionid')).toMatch(new RegExp(`^sessionid=${token};.*HttpOnly`, 'i'));
    const userCookie = decodeURIComponent(cookies.get('user')?.split(';')[0]?.slice('user='.length) ?? '');
    // The readable cookie keeps the display facts and flags only, no email or phone (issue 30).
    expect(JSON.parse(userCookie)).toEqual(cookieUserOf(user));
    expect(userCookie).not.toContain('"email"');
    expect(userCookie).not.toContain(token);
    expect(cookies.get('social_attempt')).toMatch(/Max-Age=0/);
    expect(await response.text()).not.toContain(token);
  });

  it.each([
    ['no attempt cookie', '', `?code=c&state=${attempt.state}`, 'expired'],
    ['another state', 'cookie', '?code=c&state=someone-elses', 'expired'],
    ['the user cancelled', 'cookie', `?error=access_denied&state=${attempt.state}`, 'cancelled'],
    ['a provider error', 'cookie', `?error=server_error&state=${attempt.state}`, 'failed'],
    ['no code', 'cookie', `?state=${attempt.state}`, 'failed'],
  ])('with %s, goes back to get-started without asking the platform (%s)', async (_case, withCookie, query, error) => {
    const cookie = withCookie ? await startedAttempt() : undefined;
    const response = await callbackGet(get(`/session/social/google/callback${query}`, cookie), params('google'));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/en-us/get-started');
    expect(location.searchParams.get('social_error')).toBe(error);
    expect(location.searchParams.get('social_type')).toBe('google');
    expect(cookiesOf(response).has('sessionid')).toBe(false);
  });

  it.each([
    [403, 41044, 'suspended'],
    [422, 41001, 'emailTaken'],
    [401, 41052, 'failed'],
    [500, 50001, 'unavailable'],
  ])('tells get-started why when the platform answers %i %i', async (status, code, error) => {
    const cookie = await startedAttempt();
    server.use(http.post(`${platform}/auth/jobseekers/social-login`, () => HttpResponse.json({ code, message: 'no', data: null }, { status })));
    const response = await callbackGet(get(`/session/social/google/callback?code=c&state=${attempt.state}`, cookie), params('google'));
    expect(response.headers.get('location')).toBe(`${site}/en-us/get-started?social_error=${error}&social_type=google&redirect=%2Fen-us%2Fremote-jobs`);
    expect(cookiesOf(response).has('sessionid')).toBe(false);
  });

  it('takes a form_post answer (Apple) as the same parameters', async () => {
    const cookie = await startedAttempt();
    let callbackUrl = '';
    server.use(
      http.post(`${platform}/auth/jobseekers/social-login`, async ({ request }) => {
        callbackUrl = String(((await request.json()) as Record<string, unknown>).callback_url);
        return HttpResponse.json({ code: 0, message: 'Success', data: { ...user, session_id: token, is_profile_update_required: false } });
      }),
    );
    const body = new URLSearchParams({ code: 'posted-code', state: attempt.state, user: '{"name":{"firstName":"Ana"}}' });
    const request = new NextRequest(`${site}/session/social/google/callback`, {
      method: 'POST',
      headers: { host: 'ph.localhost:3000', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const response = await callbackPost(request, params('google'));
    expect(response.status).toBe(303);
    expect(new URL(callbackUrl).searchParams.get('code')).toBe('posted-code');
    expect(new URL(callbackUrl).searchParams.get('user')).toBe('{"name":{"firstName":"Ana"}}');
  });
});

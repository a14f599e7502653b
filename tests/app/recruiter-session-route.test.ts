import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/session/recruiter/[action]/route';
import { stampClientAddress } from '@/web-server/client-address';
import { sessionUserFixture } from '../support/session-user';

const platform = 'http://127.0.0.1:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A /session/recruiter request as the Node server hands it over: stamped from its socket, or not. */
function call(action: string, body: unknown, { socket = '127.0.0.1' as string | null, headers = {} as Record<string, string>, cookie = '' } = {}) {
  const raw: Record<string, string | string[] | undefined> = {
    host: 'ph.localhost:3000',
    origin: 'http://ph.localhost:3000',
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
    ...headers,
  };
  if (socket) stampClientAddress({ headers: raw, socket: { remoteAddress: socket } }, 0);
  return POST(
    new NextRequest(`http://ph.localhost:3000/session/recruiter/${action}`, { method: 'POST', headers: raw as Record<string, string>, body: JSON.stringify(body) }),
    { params: Promise.resolve({ action }) },
  );
}

const loginAnswer = {
  ...sessionUserFixture({
    id: 900,
    first_name: 'Rita',
    last_name: 'Reyes',
    email: 'recruiter-5@recruiters.hireloop.localhost',
    is_email_verify: true,
    is_profile_completed: true,
  }),
  session_id: 'recruiter-token',
  is_profile_update_required: false,
  role: 'recruiter',
  recruiter: { id: 5, company_id: 1, company_name: 'Acme Health', job_title: 'HR lead', country_key: 'ph' },
};

describe('the development recruiter session', () => {
  it('logs in with Role-Id 2 and keeps the token in an HttpOnly cookie the page never sees', async () => {
    let role: string | null = null;
    server.use(
      http.post(`${platform}/auth/recruiters/login`, ({ request }) => {
        role = request.headers.get('role-id');
        return HttpResponse.json({ code: 0, message: 'Success', data: loginAnswer });
      }),
    );
    const response = await call('login', { email: 'recruiter-5@recruiters.hireloop.localhost', password: 'recruit-dev-1234' });
    expect(response.status).toBe(200);
    expect(role).toBe('2');
    const body = await response.json();
    expect(JSON.stringify(body)).not.toContain('recruiter-token');
    expect(body.data).toEqual({ id: 5, company_name: 'Acme Health', name: 'Rita Reyes' });
    const token = response.cookies.get('recruiter_sessionid');
    expect(token?.value).toBe('recruiter-token');
    expect(token?.httpOnly).toBe(true);
    expect(response.cookies.get('sessionid')).toBeUndefined();
  });

  it('passes wrong credentials on as the platform answered them', async () => {
    server.use(http.post(`${platform}/auth/recruiters/login`, () => HttpResponse.json({ code: 40002, message: 'Invalid credentials', data: null }, { status: 401 })));
    const response = await call('login', { email: 'recruiter-5@recruiters.hireloop.localhost', password: 'nope' });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe(40002);
    expect(response.cookies.get('recruiter_sessionid')).toBeUndefined();
  });

  it('refuses a malformed body with a field error, without calling the platform', async () => {
    const response = await call('login', { email: 42 });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe(40001);
  });

  it('does not exist for a client that is not on this machine, or came through a proxy', async () => {
    expect((await call('login', { email: 'a@b.c', password: 'x' }, { socket: '203.0.113.9' })).status).toBe(404);
    expect((await call('login', { email: 'a@b.c', password: 'x' }, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    expect((await call('login', { email: 'a@b.c', password: 'x' }, { socket: null })).status).toBe(404);
  });

  it('refuses a cross-site login and an unknown action', async () => {
    expect((await call('login', { email: 'a@b.c', password: 'x' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await call('become-admin', {})).status).toBe(404);
  });

  it('logs out on the platform with the recruiter token and clears both cookies', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${platform}/auth/log-out`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: 0, message: 'Success', data: null });
      }),
    );
    const response = await call('log-out', {}, { cookie: 'recruiter_sessionid=recruiter-token; sessionid=seeker-token' });
    expect(response.status).toBe(200);
    expect(auth).toBe('Bearer recruiter-token');
    expect(response.cookies.get('recruiter_sessionid')?.value).toBe('');
    expect(response.cookies.get('recruiter_user')?.value).toBe('');
    expect(response.cookies.get('sessionid')).toBeUndefined();
  });
});

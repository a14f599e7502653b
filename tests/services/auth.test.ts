import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/services/api-error';
import { logIn, logInWithCode, recordGetStarted, sendLoginCode, sendResetCode } from '@/services/auth';
import { createHttp } from '@/services/http';
import { resetSignInState, startGuestSession } from '@/services/session-lifecycle';
import { okEnvelope, sessionUserFixture } from '@/tests/support/session-user';

const web = 'http://web.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Each test is a fresh page: a login in one must not keep the next from asking for a guest session.
  resetSignInState();
});
afterAll(() => server.close());

const context = { country: 'ph' as const, language: 'en-us' as const, device: 'web' as const, deviceUuid: 'device-1' };
const sessionHttp = createHttp({ baseURL: `${web}/session`, context });
const apiHttp = createHttp({ baseURL: `${web}/api`, context });
const ok = okEnvelope;
const user = sessionUserFixture();

describe('the get-started click record', () => {
  it('drops an empty email and phone_num (core spec §5)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${web}/api/jobseeker/click/get-started-record`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ id: 1 });
      }),
    );
    await recordGetStarted({ email: ' ana@example.com ', phone_num: '' }, apiHttp);
    await recordGetStarted({ email: '   ', phone_num: '+639171234567' }, apiHttp);
    expect(bodies).toEqual([
      { source: 'web', email: 'ana@example.com' },
      { source: 'web', phone_num: '+639171234567' },
    ]);
  });
});

describe('login outcomes', () => {
  it('reads a session answer as signed in, with its destination', async () => {
    server.use(http.post(`${web}/session/login`, () => ok({ ...user, is_profile_update_required: true, destination: '/en-us/jobseeker-complete-profile' })));
    const outcome = await logIn({ login: 'ana@example.com', password: 'x' }, null, sessionHttp);
    expect(outcome).toEqual({ kind: 'signed-in', user, isProfileUpdateRequired: true, destination: '/en-us/jobseeker-complete-profile' });
  });

  it('reads the safety step and the choice of account', async () => {
    server.use(http.post(`${web}/session/login`, () => ok({ safety_verification_required: true, email_masked: 'a***@example.com' })));
    expect(await logIn({ login: 'a', password: 'b' }, null, sessionHttp)).toEqual({ kind: 'safety', emailMasked: 'a***@example.com' });
    const accounts = [{ user_id: 1, email_masked: null, first_name: 'A', last_name: 'B', avatar: null }];
    server.use(http.post(`${web}/session/code-login`, () => ok({ choice_token: 'c'.repeat(24), accounts })));
    expect(await logInWithCode({ phone_country_code: '+63', phone_num: '9171234567', otp: '123456' }, null, sessionHttp)).toEqual({
      kind: 'choose-account',
      choiceToken: 'c'.repeat(24),
      accounts,
    });
  });

  it('refuses an answer outside the contract', async () => {
    server.use(http.post(`${web}/session/login`, () => ok({ id: 'x' })));
    await expect(logIn({ login: 'a', password: 'b' }, null, sessionHttp)).rejects.toMatchObject({ code: 50001 });
  });

  it('turns a 401 into an ApiError the form reads, not an ended session', async () => {
    server.use(http.post(`${web}/session/login`, () => HttpResponse.json({ code: 40002, message: 'x', data: null }, { status: 401 })));
    const error = await logIn({ login: 'a', password: 'b' }, null, sessionHttp).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('waits for a guest session being made, so its cookie cannot land after the login', async () => {
    const order: string[] = [];
    server.use(
      http.post(`${web}/session/guest`, async () => {
        await delay(50);
        order.push('guest answered');
        return ok({ guest: true, created: true });
      }),
      http.post(`${web}/session/login`, () => {
        order.push('login asked');
        return ok({ ...user, is_profile_update_required: false, destination: '/en-us/onsite-job' });
      }),
    );
    const guest = startGuestSession(sessionHttp);
    await logIn({ login: 'a', password: 'b' }, null, sessionHttp);
    await guest;
    expect(order).toEqual(['guest answered', 'login asked']);
  });
});

describe('codes', () => {
  it('reads when another code may be asked for', async () => {
    server.use(
      // /api/auth/* is closed to the browser: the BFF passes these on (docs/decisions/0027).
      http.post(`${web}/session/send-code`, () => ok({ sent: true, resend_after: 60 })),
      http.post(`${web}/session/reset-code`, () => ok({ sent: true, resend_after: 45 })),
    );
    expect(await sendLoginCode({ email: 'ana@example.com' }, sessionHttp)).toEqual({ resendAfter: 60 });
    expect(await sendResetCode('ana@example.com', 'en', sessionHttp)).toEqual({ resendAfter: 45 });
  });

  it('passes the 429 of the sixth reset code on as an ApiError with retry_after', async () => {
    server.use(
      http.post(`${web}/session/reset-code`, () =>
        HttpResponse.json({ code: 40006, message: 'Too many', data: { retry_after: 3400 } }, { status: 429 }),
      ),
    );
    const error = (await sendResetCode('ana@example.com', 'en', sessionHttp).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.data?.retry_after).toBe(3400);
  });
});

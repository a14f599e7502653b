import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '@/services/http';
import { guestSessionSettled, resetSignInState, startGuestSession } from '@/services/session-lifecycle';

const web = 'http://web.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSignInState();
});
afterAll(() => server.close());

const sessionHttp = createHttp({
  baseURL: `${web}/session`,
  context: { country: 'ph', language: 'en-us', device: 'web', deviceUuid: 'device-1' },
});
const ok = () => HttpResponse.json({ code: 0, message: 'Success', data: { guest: true, created: true } });

/** A login as the session BFF sees it: guestSessionSettled first, then the call (services/auth.ts). */
async function signIn(order: string[]) {
  await guestSessionSettled();
  order.push('login asked');
  await delay(30);
  order.push('login answered');
}

describe('the guest session and a sign-in (issue 19, the magic-link race)', () => {
  it('starts no guest session once a sign-in is on its way, nor after it', async () => {
    const order: string[] = [];
    server.use(
      http.post(`${web}/session/guest`, () => {
        order.push('guest asked');
        return ok();
      }),
    );
    // The magic-link page signs in at once; the page's guest session comes when it is idle.
    const login = signIn(order);
    await delay(5);
    await startGuestSession(sessionHttp);
    await login;
    await startGuestSession(sessionHttp);
    expect(order).toEqual(['login asked', 'login answered']);
  });

  it('lets a guest session asked for first finish before the sign-in is sent', async () => {
    const order: string[] = [];
    server.use(
      http.post(`${web}/session/guest`, async () => {
        await delay(30);
        order.push('guest answered');
        return ok();
      }),
    );
    const guest = startGuestSession(sessionHttp);
    await signIn(order);
    await guest;
    expect(order).toEqual(['guest answered', 'login asked', 'login answered']);
  });

  it('asks for one guest session at a time', async () => {
    let asked = 0;
    server.use(
      http.post(`${web}/session/guest`, async () => {
        asked += 1;
        await delay(10);
        return ok();
      }),
    );
    await Promise.all([startGuestSession(sessionHttp), startGuestSession(sessionHttp)]);
    expect(asked).toBe(1);
  });
});

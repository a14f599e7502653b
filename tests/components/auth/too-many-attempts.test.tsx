import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createTranslator } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authErrorText } from '@/components/auth/auth-errors';
import { GetStarted } from '@/components/auth/get-started';
import arabic from '@/i18n/messages/account/ar-ae.json';
import japanese from '@/i18n/messages/account/ja-jp.json';
import { ApiError } from '@/services/api-error';
import { renderWithProviders } from '@/tests/support/render';
import { okEnvelope } from '@/tests/support/session-user';

/** "Too many attempts" says how long to wait when the platform sends retry_after (issue 19). */
const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tooMany = (retryAfter: number) => HttpResponse.json({ code: 40006, message: 'Too many', data: { retry_after: retryAfter } }, { status: 429 });
// The code is sent through the platform or the session BFF, whichever the service uses.
const sendCode = /\/(api\/auth\/jobseekers\/send-otp|session\/send-code)$/;

async function startWithEmail() {
  const user = userEvent.setup();
  renderWithProviders(<GetStarted language="en-us" languageCode="en" countryKey="ph" redirect={null} phone={null} navigate={vi.fn()} />);
  await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'How would you like to continue?' });
  return user;
}

describe('too many attempts', () => {
  it('says in minutes how long to wait before another code', async () => {
    server.use(
      http.post('*/api/jobseeker/click/get-started-record', () => okEnvelope({ id: 1 })),
      http.post(sendCode, () => tooMany(290)),
    );
    const user = await startWithEmail();
    await user.click(screen.getByRole('button', { name: 'Email me a 6-digit code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 5 minutes.');
  });

  it('says in seconds how long to wait when it is under a minute', async () => {
    server.use(
      http.post('*/api/jobseeker/click/get-started-record', () => okEnvelope({ id: 1 })),
      http.post('*/session/login', () => tooMany(1)),
    );
    const user = await startWithEmail();
    await user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await user.type(screen.getByLabelText('Password'), 'a-password-1');
    await user.click(screen.getByRole('button', { name: /^Log in$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 1 second.');
  });

  it('keeps the plain message when the platform gives no wait, and words the wait in Japanese and Arabic', () => {
    const error = (wait?: number) => new ApiError(429, 40006, 'Too many', wait === undefined ? null : { retry_after: wait });
    const ja = createTranslator({ locale: 'ja-jp', messages: japanese, namespace: 'AuthErrors' });
    const ar = createTranslator({ locale: 'ar-ae', messages: arabic, namespace: 'AuthErrors' });
    expect(authErrorText(ja, error(), 'code')).toBe(ja('tooManyAttempts'));
    expect(authErrorText(ja, error(120), 'code')).toBe('試行回数が多すぎます。2 分後にもう一度お試しください。');
    expect(authErrorText(ar, error(180), 'code')).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد 3 دقائق.');
  });
});

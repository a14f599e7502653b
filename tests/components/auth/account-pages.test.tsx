import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangePassword, ChangePasswordForm, readResetAddress } from '@/components/auth/change-password-form';
import { MagicLanding } from '@/components/auth/magic-landing';
import { UserMenu } from '@/components/auth/user-menu';
import { VerifyEmailForm } from '@/components/auth/verify-email-form';
import { chatLogoutEvent } from '@/lib/session-events';
import { browserQueryClient } from '@/services/query-client';
import { renderWithProviders } from '@/tests/support/render';
import { failEnvelope, okEnvelope, sessionUserFixture } from '@/tests/support/session-user';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterAll(() => server.close());

const ok = okEnvelope;
const fail = failEnvelope;
const sessionUser = sessionUserFixture();

describe('the change-password page', () => {
  it('asks for the new password twice and sends it with the code', async () => {
    let body: unknown;
    server.use(
      http.post('*/session/reset-password', async ({ request }) => {
        body = await request.json();
        return ok({ password_reset: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm email="ana@example.com" otp="123456" language="en-us" />);
    await user.type(screen.getByLabelText('New password'), 'newpass123');
    await user.type(screen.getByLabelText('Repeat the new password'), 'newpass124');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
    expect(body).toEqual({ email: 'ana@example.com', otp: '123456', new_password: 'newpass123' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en-us/get-started?email=ana%40example.com');
  });

  it('says when the code is spent and offers a new one', async () => {
    server.use(http.post('*/session/reset-password', () => fail(422, 41042)));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm email="ana@example.com" otp="123456" language="en-us" />);
    await user.type(screen.getByLabelText('New password'), 'newpass123');
    await user.type(screen.getByLabelText('Repeat the new password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has already been used. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new code' })).toBeTruthy();
  });
});

describe('the change-password address', () => {
  it('is read in the browser; an incomplete one offers a new code', async () => {
    expect(readResetAddress('?email=ana%40example.com&otp=123456')).toEqual({ email: 'ana@example.com', otp: '123456' });
    expect(readResetAddress('?email=ana%40example.com&otp=12345')).toBeNull();
    window.history.replaceState(null, '', '/en-us/change-password?email=ana%40example.com');
    renderWithProviders(<ChangePassword language="en-us" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new code' }).getAttribute('href')).toBe('/en-us/get-started');
  });

  it('shows the form for a complete one', async () => {
    window.history.replaceState(null, '', '/en-us/change-password?email=ana%40example.com&otp=123456');
    renderWithProviders(<ChangePassword language="en-us" />);
    expect(await screen.findByText('Choose a new password for ana@example.com.')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});

describe('the verify-email page', () => {
  it('verifies the code through the session BFF', async () => {
    let code: string | null = null;
    server.use(
      http.post('*/session/verify-email', ({ request }) => {
        code = new URL(request.url).searchParams.get('code');
        return ok({ ...sessionUser, is_email_verify: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailForm next="/en-us/onsite-job" languageCode="en" loginHref="/en-us/get-started" />);
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your email is verified.');
    expect(code).toBe('246810');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/en-us/onsite-job');
  });

  it('sends the user to log in again when the session has ended', async () => {
    server.use(http.post('*/session/verify-email', () => fail(401, 40003)));
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailForm next="/en-us" languageCode="en" loginHref="/en-us/get-started?redirect=x" navigate={navigate} />);
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/get-started?redirect=x'));
  });
});

describe('the magic-link landing', () => {
  it('spends the token once with a POST and goes on', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/session/code-login', async ({ request }) => {
        posts.push(await request.json());
        return ok({ ...sessionUser, is_profile_update_required: false, destination: '/en-us/onsite-job' });
      }),
    );
    const navigate = vi.fn();
    renderWithProviders(<MagicLanding read={() => ({ token: 't'.repeat(30), redirect: null })} language="en-us" languageCode="en" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/onsite-job'));
    expect(posts).toEqual([{ source: 'web', magic_token: 't'.repeat(30), language_code: 'en' }]);
  });

  it('offers a new link when the token is spent', async () => {
    server.use(http.post('*/session/code-login', () => fail(422, 41042)));
    window.history.replaceState(null, '', `/en-us/get-started/magic?token=${'t'.repeat(30)}&redirect=%2Fen-us%2Fmy-jobs`);
    renderWithProviders(<MagicLanding language="en-us" languageCode="en" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This code has already been used. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      `/en-us/get-started?redirect=${encodeURIComponent('/en-us/my-jobs')}`,
    );
  });
});

const labels = {
  logIn: 'Log in',
  myJobs: 'My Jobs',
  manageProfile: 'Manage profile',
  accountSettings: 'Account settings',
  chat: 'Chat',
  chatUnread: '{count, plural, one {# unread message} other {# unread messages}}',
  logOut: 'Log out',
  completeProfile: 'Complete your profile',
  verifyEmail: 'Verify your email',
  accountMenu: 'account menu',
};
const links = {
  myJobs: '/en-us/my-jobs',
  manageProfile: '/en-us/manage-profile',
  accountSettings: '/en-us/settings',
  chat: '/en-us/chat',
  completeProfile: '/en-us/jobseeker-complete-profile',
  verifyEmail: '/en-us/verify-email',
  logIn: '/en-us/get-started',
};

it('the magic-link landing says a link without a token is not valid', async () => {
  window.history.replaceState(null, '', '/en-us/get-started/magic?redirect=//evil.example');
  renderWithProviders(<MagicLanding language="en-us" languageCode="en" />);
  expect((await screen.findByRole('alert')).textContent).toBe('This login link is not valid. Request a new one.');
});

describe('the header user menu', () => {
  it('offers to log in, coming back to this page, when no user cookie is set', async () => {
    window.history.replaceState(null, '', '/en-us/job/x-1?from=list');
    renderWithProviders(<UserMenu language="en-us" labels={labels} links={links} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
        `/en-us/get-started?redirect=${encodeURIComponent('/en-us/job/x-1?from=list')}`,
      ),
    );
  });

  it('shows the signed-in menu and the profile prompt from the user cookie', async () => {
    Cookies.set('user', JSON.stringify(sessionUser), { path: '/' });
    const user = userEvent.setup();
    renderWithProviders(<UserMenu language="en-us" labels={labels} links={links} />);
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/en-us/jobseeker-complete-profile');
    const trigger = screen.getByRole('button', { name: 'Ana account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My Jobs' }).getAttribute('href')).toBe('/en-us/my-jobs');
    expect(screen.getByRole('link', { name: 'Manage profile' }).getAttribute('href')).toBe('/en-us/manage-profile');
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/en-us/settings');
    expect(screen.getByRole('link', { name: 'Verify your email' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out: chat first (its socket closes before the session ends), the BFF, the cached lists, then home', async () => {
    Cookies.set('user', JSON.stringify({ ...sessionUser, is_profile_completed: true }), { path: '/' });
    let loggedOut = false;
    const order: string[] = [];
    server.use(
      http.post('*/session/log-out', () => {
        loggedOut = true;
        order.push('session');
        return ok(null);
      }),
    );
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, pathname: '/en-us/my-jobs', replace, reload: vi.fn() } });
    const chat = vi.fn(() => order.push('chat'));
    window.addEventListener(chatLogoutEvent, chat);
    try {
      const user = userEvent.setup();
      renderWithProviders(<UserMenu language="en-us" labels={labels} links={links} />);
      const queryClient = browserQueryClient();
      queryClient.setQueryData(['saved-jobs'], { jobs: [1] });
      expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Ana account menu' }));
      await act(() => user.click(screen.getByRole('button', { name: 'Log out' })));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/en-us'));
      expect(loggedOut).toBe(true);
      expect(chat).toHaveBeenCalledTimes(1);
      expect(order).toEqual(['chat', 'session']);
      expect(queryClient.getQueryData(['saved-jobs'])).toBeUndefined();
      expect(Cookies.get('user')).toBeUndefined();
    } finally {
      window.removeEventListener(chatLogoutEvent, chat);
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountPanel } from '@/components/settings/account-panel';
import { SettingsNav } from '@/components/settings/settings-nav';
import notificationMessages from '@/i18n/messages/notifications/en-us.json';
import settings from '@/i18n/messages/settings/en-us.json';
import { okEnvelope } from '@/tests/support/session-user';

const failEnvelope = (code: number, message: string, status: number, data: unknown = null) =>
  HttpResponse.json({ code, message, data }, { status });

vi.mock('next/navigation', () => ({ usePathname: () => '/en-us/settings/common-phrases' }));

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderEnglish(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en-us" messages={{ ...settings, ...notificationMessages }} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

const account = {
  email: 'ana@example.com',
  is_email_verify: true,
  phone_country_code: null,
  phone_num: null,
  is_mobile_verified: false,
  has_password: true,
};
const dialCodes = [{ value: '+63', label: 'Philippines (+63)' }];
const changed = (overrides: Record<string, unknown>) => ({ ...account, other_sessions_ended: 1, ...overrides });

function panel(overrides: Partial<typeof account> = {}) {
  return renderEnglish(<AccountPanel initial={{ ...account, ...overrides }} language="en-us" dialCodes={dialCodes} defaultDialCode="+63" />);
}

describe('the account section', () => {
  it('shows the sign-in email, the phone and whether a password is set', () => {
    panel();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Not added yet')).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a phone' })).toBeTruthy();
  });

  it('changes the email: password and new address, then the code sent there; the cookie is refreshed', async () => {
    const bodies: unknown[] = [];
    let refreshed = false;
    server.use(
      http.post('*/api/jobseeker/account/email/send-code', async ({ request }) => {
        bodies.push(await request.json());
        return okEnvelope({ sent: true, resend_after: 60 });
      }),
      http.post('*/api/jobseeker/account/email/change', async ({ request }) => {
        bodies.push(await request.json());
        return okEnvelope(changed({ email: 'new@example.com' }));
      }),
      http.post('*/session/refresh-user', () => {
        refreshed = true;
        return okEnvelope({});
      }),
    );
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'New@Example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret-pass1');
    await user.click(screen.getByRole('button', { name: 'Send a confirmation code' }));
    expect(await screen.findByText(/We sent a confirmation code to New@Example.com/)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change my email' }));
    expect(await screen.findByText(/Your sign-in email is now new@example.com/)).toBeTruthy();
    expect(bodies).toEqual([
      { new_email: 'new@example.com', password: 'secret-pass1', language_code: 'en-us' },
      { new_email: 'new@example.com', otp: '123456', password: 'secret-pass1' },
    ]);
    expect(refreshed).toBe(true);
    expect(screen.getByText('new@example.com')).toBeTruthy();
  });

  it('says beside the field when the new address is taken, and sends nothing for a malformed one', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/jobseeker/account/email/send-code', () => {
        calls += 1;
        return failEnvelope(41038, 'The email has already been taken.', 422, { errors: { new_email: ['The email has already been taken.'] } });
      }),
    );
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const field = screen.getByLabelText('New email address');
    await user.type(field, 'not-an-email');
    await user.type(screen.getByLabelText('Current password'), 'secret-pass1');
    await user.click(screen.getByRole('button', { name: 'Send a confirmation code' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls).toBe(0);
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a confirmation code' }));
    expect(await screen.findByText('This email address already has an account.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('names a wrong password and a wrong code where they were typed', async () => {
    server.use(
      http.post('*/api/jobseeker/account/email/send-code', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        return body.password === 'right-pass1'
          ? okEnvelope({ sent: true, resend_after: 60 })
          : failEnvelope(40001, 'Parameter validation failed', 422, { errors: { password: ['The password is incorrect'] }, reasons: { password: 'incorrect' } });
      }),
      http.post('*/api/jobseeker/account/email/change', () => failEnvelope(41040, 'The OTP you have entered is wrong. Please try again.', 422)),
    );
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'new@example.com');
    const password = screen.getByLabelText('Current password');
    await user.type(password, 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Send a confirmation code' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'right-pass1');
    await user.click(screen.getByRole('button', { name: 'Send a confirmation code' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Change my email' }));
    expect(await screen.findByText('The code is wrong. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Confirmation code').getAttribute('aria-invalid')).toBe('true');
  });

  it('lets an account without a password prove itself with a code to its email, and set a password', async () => {
    let confirmSent = false;
    let body: unknown;
    server.use(
      http.post('*/api/jobseeker/account/confirm-code', () => {
        confirmSent = true;
        return okEnvelope({ sent: true, resend_after: 60 });
      }),
      http.put('*/api/jobseeker/account/password', async ({ request }) => {
        body = await request.json();
        return okEnvelope(changed({ has_password: true }));
      }),
    );
    const user = userEvent.setup();
    panel({ has_password: false });
    expect(screen.getByText(/No password yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    // No code has gone yet, so the field does not say one was sent (issue 36 item 13).
    expect(screen.getByLabelText('6-digit code from the email')).toBeTruthy();
    expect(screen.queryByLabelText(/Code sent to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a code to ana@example.com' }));
    expect(await screen.findByText(/We sent a code to ana@example.com/)).toBeTruthy();
    expect(confirmSent).toBe(true);
    await user.type(screen.getByLabelText('Code sent to ana@example.com'), '654321');
    await user.type(screen.getByLabelText('New password'), 'first-pass3');
    await user.type(screen.getByLabelText('Repeat the new password'), 'first-pass4');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'first-pass3');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Your password was changed/)).toBeTruthy();
    expect(body).toEqual({ new_password: 'first-pass3', confirm_code: '654321' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy());
  });

  it('tells the reader how long to wait after too many attempts', async () => {
    server.use(http.put('*/api/jobseeker/account/password', () => failEnvelope(40006, 'Too many attempts', 429, { retry_after: 120 })));
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'secret-pass1');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass2');
    await user.type(screen.getByLabelText('Repeat the new password'), 'brand-new-pass2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 120 seconds.');
  });
});

describe('the settings navigation', () => {
  it('links every section and marks the current one', () => {
    renderEnglish(
      <SettingsNav
        label="Settings sections"
        entries={[
          { href: '/en-us/settings', label: 'Account' },
          { href: '/en-us/settings/common-phrases', label: 'Common phrases' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Common phrases' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBeNull();
  });
});

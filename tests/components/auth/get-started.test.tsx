import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetStarted } from '@/components/auth/get-started';
import { renderWithProviders } from '@/tests/support/render';
import { failEnvelope, okEnvelope, sessionUserFixture } from '@/tests/support/session-user';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = okEnvelope;
const fail = failEnvelope;
const signedIn = (destination: string) =>
  ok({
    ...sessionUserFixture({ is_email_verify: true, is_profile_completed: true }),
    is_profile_update_required: false,
    destination,
  });
const phoneCountries = [
  { key: 'ph' as const, name: 'Philippines', inText: 'the Philippines', dialCode: '+63' },
  { key: 'sg' as const, name: 'Singapore', dialCode: '+65' },
];

function setup(options: { phone?: boolean; redirect?: string | null; language?: 'en-us' | 'ja-jp' | 'zh-tw' } = {}) {
  const navigate = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <GetStarted
      language={options.language ?? 'en-us'}
      languageCode="en"
      countryKey="ph"
      redirect={options.redirect ?? null}
      phone={options.phone ? { countries: phoneCountries, defaultKey: 'ph' } : null}
      navigate={navigate}
    />,
  );
  return { navigate, user };
}

/** Records the get-started click and answers it. */
function recordHandler(seen: unknown[] = []) {
  return http.post('*/api/jobseeker/click/get-started-record', async ({ request }) => {
    seen.push(await request.json());
    return ok({ id: 1 });
  });
}

async function enterEmail(user: ReturnType<typeof userEvent.setup>, email = 'ana@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'How would you like to continue?' });
}

describe('the email step', () => {
  it('refuses an invalid email with a message tied to the field', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText('Email address');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Please enter a valid email address.').id);
  });

  it('records the get-started click without an empty phone_num, then offers the ways in', async () => {
    const seen: unknown[] = [];
    server.use(recordHandler(seen));
    const { user } = setup();
    await enterEmail(user, ' Ana@Example.com ');
    await waitFor(() => expect(seen).toEqual([{ source: 'web', email: 'ana@example.com' }]));
    for (const name of ['Log in with your password', 'Email me a 6-digit code', 'Email me a magic link', 'Create an account']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});

describe('which way leads (issue 36 item 7)', () => {
  afterEach(() => localStorage.clear());
  const isPrimary = (name: string) => !screen.getByRole('button', { name }).classList.contains('button--secondary');

  it('leads a new address to signing up, before the ways to log in', async () => {
    server.use(recordHandler());
    const { user } = setup();
    await enterEmail(user, 'new-person@example.com');
    expect(isPrimary('Create an account')).toBe(true);
    expect(isPrimary('Log in with your password')).toBe(false);
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Create an account')).toBeLessThan(buttons.indexOf('Log in with your password'));
    expect(screen.getByText('Already have an account?')).toBeTruthy();
  });

  it('leads an address that signed in on this browser to its password, and keeps no address', async () => {
    server.use(
      recordHandler(),
      http.post('*/session/login', () => signedIn('/en-us')),
    );
    const first = setup();
    await enterEmail(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await first.user.type(screen.getByLabelText('Password'), 'secret123');
    await first.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/en-us'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('ana@');
    cleanup();

    const second = setup();
    await enterEmail(second.user, 'ANA@example.com');
    await waitFor(() => expect(isPrimary('Log in with your password')).toBe(true));
    expect(isPrimary('Create an account')).toBe(false);
  });
});

describe('logging in with the password', () => {
  it('goes where the BFF says, passing the redirect along', async () => {
    let url: URL | undefined;
    let body: unknown;
    server.use(
      recordHandler(),
      http.post('*/session/login', async ({ request }) => {
        url = new URL(request.url);
        body = await request.json();
        return signedIn('/en-us/my-jobs');
      }),
    );
    const { user, navigate } = setup({ redirect: '/en-us/my-jobs' });
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/my-jobs'));
    expect(url?.searchParams.get('redirect')).toBe('/en-us/my-jobs');
    expect(body).toEqual({ source: 'web', login: 'ana@example.com', password: 'secret123', language_code: 'en' });
  });

  it.each([
    [401, 40002, 'invalid credential'],
    [422, 40001, 'invalid credential'],
    [403, 41044, 'account suspended'],
    [429, 40006, 'Too many attempts. Try again later.'],
  ])('shows a %i (%i) as "%s"', async (status, code, message) => {
    server.use(recordHandler(), http.post('*/session/login', () => fail(status, code)));
    const { user, navigate } = setup();
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks an unrecognised device for the safety code, then repeats the login with it', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      recordHandler(),
      http.post('*/session/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.safety_code ? signedIn('/en-us/onsite-job') : ok({ safety_verification_required: true, email_masked: 'a***@example.com' });
      }),
    );
    const { user, navigate } = setup();
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/we sent a 6-digit code to a\*\*\*@example.com/)).toBeTruthy();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/onsite-job'));
    expect(bodies[1]).toMatchObject({ login: 'ana@example.com', password: 'secret123', safety_code: '123456' });
  });
});

describe('logging in with an emailed code', () => {
  it('sends the code, counts down the resend, and shows the OTP messages by code', async () => {
    let sent: unknown;
    const answers = [fail(422, 41040), fail(422, 41043), signedIn('/en-us/onsite-job')];
    server.use(
      recordHandler(),
      http.post('*/session/send-code', async ({ request }) => {
        sent = await request.json();
        return ok({ sent: true, resend_after: 60 });
      }),
      http.post('*/session/code-login', () => answers.shift()),
    );
    const { user, navigate } = setup();
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Email me a 6-digit code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(sent).toEqual({ email: 'ana@example.com', language_code: 'en' });
    const resend = screen.getByRole('button', { name: /Send a new code in (60|59) seconds/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The OTP you have entered is wrong. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code has expired. Request a new one.'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/onsite-job'));
  });

  it('confirms a magic link was sent, with the redirect it will bring back to', async () => {
    let sent: unknown;
    server.use(
      recordHandler(),
      http.post('*/session/send-code', async ({ request }) => {
        sent = await request.json();
        return ok({ sent: true, resend_after: 60 });
      }),
    );
    const { user } = setup({ redirect: '/en-us/my-jobs' });
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Email me a magic link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We sent a login link to ana@example.com.');
    expect(sent).toEqual({ email: 'ana@example.com', magic_link: true, redirect: '/en-us/my-jobs', language_code: 'en' });
    // A link was sent, not a code (issue 36 item 13).
    expect(screen.getByRole('button', { name: /^Send a new link in \d+ seconds$/ })).toBeTruthy();
    expect(screen.queryByText(/code/)).toBeNull();
  });
});

describe('creating an account', () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' });
  }

  it('checks names, password and terms before calling', async () => {
    server.use(recordHandler());
    const { user } = setup();
    await openForm(user);
    await user.type(screen.getByLabelText('First name'), 'A+B');
    await user.type(screen.getByLabelText('Create a password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Use at most 50 characters and no "+".')).toBeTruthy();
    expect(screen.getByText('Enter this name.')).toBeTruthy();
    expect(screen.getAllByText('Use 8 to 128 characters, with at least one letter and one digit.')).toHaveLength(2);
    expect(screen.getByText('Accept the terms to create your account.')).toBeTruthy();
  });

  it('registers and goes on to verify the email, then where core spec §4 says', async () => {
    let body: unknown;
    server.use(
      recordHandler(),
      http.post('*/session/register', async ({ request }) => {
        body = await request.json();
        return signedIn('/en-us/jobseeker-complete-profile');
      }),
    );
    const { user, navigate } = setup();
    await openForm(user);
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Create a password'), 'secret123');
    await user.click(screen.getByLabelText('I agree to the Terms of Service and the Privacy Policy.'));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/en-us/verify-email?redirect=${encodeURIComponent('/en-us/jobseeker-complete-profile')}`),
    );
    expect(body).toEqual({
      email: 'ana@example.com',
      password: 'secret123',
      first_name: 'Ana',
      last_name: 'Reyes',
      terms_and_condition: 1,
      is_subscribe: 0,
      source: 'web',
      country_key: 'ph',
      language_code: 'en',
    });
  });

  // Issue 33 item 3: Japanese and Chinese readers are asked for the family name first; the
  // fields and what they send stay the same.
  it.each(['ja-jp', 'zh-tw'] as const)('asks the family name first in %s', async (language) => {
    server.use(recordHandler());
    const { user } = setup({ language });
    await openForm(user);
    const names = screen.getAllByRole('textbox').filter((box) => ['given-name', 'family-name'].includes(box.getAttribute('autocomplete') ?? ''));
    expect(names.map((box) => box.getAttribute('autocomplete'))).toEqual(['family-name', 'given-name']);
    expect(names.map((box) => box.getAttribute('name'))).toEqual(['last_name', 'first_name']);
  });

  it('asks the given name first in English', async () => {
    server.use(recordHandler());
    const { user } = setup();
    await openForm(user);
    const names = screen.getAllByRole('textbox').filter((box) => ['given-name', 'family-name'].includes(box.getAttribute('autocomplete') ?? ''));
    expect(names.map((box) => box.getAttribute('name'))).toEqual(['first_name', 'last_name']);
  });

  it('says a taken email in the words of core spec §5', async () => {
    server.use(recordHandler(), http.post('*/session/register', () => fail(422, 41001)));
    const { user } = setup();
    await openForm(user);
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Create a password'), 'secret123');
    await user.click(screen.getByLabelText('I agree to the Terms of Service and the Privacy Policy.'));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email has already been taken.');
  });
});

describe('resetting the password', () => {
  async function openReset(user: ReturnType<typeof userEvent.setup>) {
    await enterEmail(user);
    await user.click(screen.getByRole('button', { name: 'Log in with your password' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
  }

  it('alerts "Too many attempts. Try again later." on a 429', async () => {
    server.use(recordHandler(), http.post('*/session/reset-code', () => fail(429, 40006)));
    const { user } = setup();
    await openReset(user);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again later.');
  });

  it('verifies the code, then goes to /change-password?email=&otp=', async () => {
    let verified: unknown;
    server.use(
      recordHandler(),
      http.post('*/session/reset-code', () => ok({ sent: true, resend_after: 60 })),
      http.post('*/session/verify-reset-code', async ({ request }) => {
        verified = await request.json();
        return ok({ verified: true });
      }),
    );
    const { user, navigate } = setup();
    await openReset(user);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/change-password?email=ana%40example.com&otp=654321'));
    expect(verified).toEqual({ email: 'ana@example.com', otp: '654321' });
  });
});

describe('the phone tab', () => {
  it('is there only where the country allows SMS', () => {
    setup({ phone: false });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('checks the digits of platform spec §9, texts a code, and lets the user choose among accounts', async () => {
    let sent: unknown;
    const choice = {
      choice_token: 'c'.repeat(24),
      accounts: [
        { user_id: 7, email_masked: 'a***@example.com', first_name: 'Ana', last_name: 'Reyes', avatar: null },
        { user_id: 9, email_masked: null, first_name: 'Ana', last_name: 'Work', avatar: null },
      ],
    };
    const logins: Record<string, unknown>[] = [];
    server.use(
      recordHandler(),
      http.post('*/session/send-code', async ({ request }) => {
        sent = await request.json();
        return ok({ sent: true, resend_after: 60 });
      }),
      http.post('*/session/code-login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        logins.push(body);
        return body.choice_token ? signedIn('/en-us/onsite-job') : ok(choice);
      }),
    );
    const { user, navigate } = setup({ phone: true });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    // The phone step loads with its tab (docs/decisions/0079).
    const number = await screen.findByLabelText('Phone number');
    await user.type(number, '917123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('A number in the Philippines has 10 digits.')).toBeTruthy();
    await user.type(number, 'x');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Use digits only.')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '0917 123 4567');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(sent).toEqual({ phone_country_code: '+63', phone_num: '9171234567', language_code: 'en' });

    await user.type(screen.getByLabelText('6-digit code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Choose an account' });
    const list = screen.getByRole('list');
    await user.click(within(list).getByRole('button', { name: /Ana Work/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/onsite-job'));
    expect(logins[1]).toMatchObject({ choice_token: choice.choice_token, user_id: 9 });
  });
});

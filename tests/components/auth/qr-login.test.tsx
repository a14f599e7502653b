import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QrLoginEntry } from '@/components/auth/qr-login-entry';
import { TextProvider } from '@/components/providers/text-provider';
import { flattenNamespaces } from '@/tests/support/render';
import verification from '@/i18n/messages/verification/en-us.json';
import { failEnvelope, okEnvelope, sessionUserFixture } from '@/tests/support/session-user';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shown = (n: number) =>
  okEnvelope({ svg: `<svg xmlns="http://www.w3.org/2000/svg" data-n="${n}"/>`, text: `hireloop://login-to-web?code=${n}`, expires_at: '2026-11-01T00:02:00Z', expires_in: 120 });

function setup() {
  const navigate = vi.fn();
  // As on get-started: the entry with the small formatter, the panel with next-intl, which loads with it.
  render(
    <TextProvider locale="en-US" messages={flattenNamespaces({ QrLogin: verification.QrLogin })}>
      <QrLoginEntry redirect="/en-us/my-jobs" navigate={navigate} intl={{ locale: 'en-us', messages: { QrLogin: verification.QrLogin } }} />
    </TextProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('QR code login on get-started', () => {
  it('shows the QR code on demand, waits for the app, then goes where the login sends the user', async () => {
    let polls = 0;
    let redirect: string | null = null;
    server.use(
      http.post('*/session/qr-login', () => shown(1)),
      http.post('*/session/qr-login-poll', ({ request }) => {
        polls += 1;
        redirect = new URL(request.url).searchParams.get('redirect');
        if (polls === 1) return okEnvelope({ status: 'pending', expires_at: '2026-11-01T00:02:00Z' });
        return okEnvelope({ ...sessionUserFixture(), is_profile_update_required: false, destination: '/en-us/my-jobs' });
      }),
    );
    const { navigate, user } = setup();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in with QR code' }));
    const image = await screen.findByRole('img', { name: 'QR code to log in with the Hireloop app' }, { timeout: 5000 });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('status').textContent).toContain('This code works for 2 minutes.');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-us/my-jobs'), { timeout: 6000 });
    expect(redirect).toBe('/en-us/my-jobs');
  }, 10_000);

  it('says an expired code expired and a refresh brings a new one', async () => {
    let created = 0;
    server.use(
      http.post('*/session/qr-login', () => shown(++created)),
      http.post('*/session/qr-login-poll', () => failEnvelope(410, 41600)),
    );
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in with QR code' }));
    expect(await screen.findByText('This QR code has expired. Refresh it to get a new one.', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    expect((await screen.findByRole('img', {}, { timeout: 5000 })).getAttribute('src')).toContain('data-n%3D%222%22');
    expect(created).toBe(2);
  }, 10_000);
});

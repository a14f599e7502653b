import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChangePassword } from '@/components/auth/change-password-form';
import { MagicLanding } from '@/components/auth/magic-landing';
import { renderWithProviders } from '@/tests/support/render';
import { failEnvelope } from '@/tests/support/session-user';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a code in the address bar is taken out once the page has read it', () => {
  it('the reset code and email leave /change-password’s address, the form keeps them', async () => {
    window.history.replaceState(null, '', '/en-us/change-password?email=ana%40example.com&otp=123456&utm_source=mail');
    renderWithProviders(<ChangePassword language="en-us" />);
    expect(await screen.findByText('Choose a new password for ana@example.com.')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/en-us/change-password?utm_source=mail');
  });

  it('the magic-link token leaves the address, the redirect stays', async () => {
    server.use(http.post('*/session/code-login', () => failEnvelope(422, 41042)));
    window.history.replaceState(null, '', `/en-us/get-started/magic?token=${'t'.repeat(30)}&redirect=%2Fen-us%2Fmy-jobs`);
    renderWithProviders(<MagicLanding language="en-us" languageCode="en" />);
    await screen.findByRole('alert');
    await waitFor(() => expect(window.location.search).toBe('?redirect=%2Fen-us%2Fmy-jobs'));
  });
});

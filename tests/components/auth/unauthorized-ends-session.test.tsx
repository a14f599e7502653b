import Cookies from 'js-cookie';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import { failureHandlers } from '@/services/browser-context';
import { renderWithProviders } from '../../support/render';

vi.mock('@/services/session-lifecycle', () => ({
  endSessionOnServer: vi.fn(async () => undefined),
  expireSessionCookies: vi.fn(async () => undefined),
  startGuestSession: vi.fn(async () => undefined),
}));
vi.mock('@/services/query-client', () => ({ clearBrowserQueries: vi.fn() }));

// The "session is ending" mark lives for the page, so each case has its own file (and page).
beforeEach(() => {
  Cookies.set('user', '{"id":1}', { path: '/' });
  renderWithProviders(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  );
});
afterEach(() => {
  Cookies.remove('auth_expired', { path: '/' });
  Cookies.remove('user', { path: '/' });
});

it('a 401 when nobody logged out marks the session expired and clears it (core spec §8)', async () => {
  failureHandlers.onUnauthorized?.(new Error('401') as never);
  await vi.waitFor(() => expect(Cookies.get('auth_expired')).toBe('1'));
  expect(Cookies.get('user')).toBeUndefined();
});

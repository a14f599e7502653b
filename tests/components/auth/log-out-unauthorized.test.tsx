import Cookies from 'js-cookie';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { logOut } from '@/components/auth/log-out';
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

it('a 401 met while the user logs out is the log-out itself: no "session ended" mark for get-started', async () => {
  const location = { pathname: '/en-us', reload: vi.fn(), replace: vi.fn() } as unknown as Location;
  const done = logOut('en-us', location);
  // A call that was in flight meets the ended session.
  failureHandlers.onUnauthorized?.(new Error('401') as never);
  await done;
  expect(location.reload).toHaveBeenCalled();
  expect(Cookies.get('auth_expired')).toBeUndefined();
  expect(Cookies.get('user')).toBeUndefined();
});

import Cookies from 'js-cookie';
import { expect, it, vi } from 'vitest';
import { logOut } from '@/components/auth/log-out';
import { failureHandlers } from '@/services/browser-context';
import { signedInPage } from '../../support/signed-in-page';

vi.mock('@/services/session-lifecycle', () => import('../../support/session-lifecycle-mock'));
vi.mock('@/services/query-client', () => ({ clearBrowserQueries: vi.fn() }));

// The "session is ending" mark lives for the page, so each case has its own file (and page).
signedInPage();

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

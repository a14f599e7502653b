import Cookies from 'js-cookie';
import { expect, it, vi } from 'vitest';
import { failureHandlers } from '@/services/browser-context';
import { signedInPage } from '../../support/signed-in-page';

vi.mock('@/services/session-lifecycle', () => import('../../support/session-lifecycle-mock'));
vi.mock('@/services/query-client', () => ({ clearBrowserQueries: vi.fn() }));

// The "session is ending" mark lives for the page, so each case has its own file (and page).
signedInPage();

it('a 401 when nobody logged out marks the session expired and clears it (core spec §8)', async () => {
  failureHandlers.onUnauthorized?.(new Error('401') as never);
  await vi.waitFor(() => expect(Cookies.get('auth_expired')).toBe('1'));
  expect(Cookies.get('user')).toBeUndefined();
});

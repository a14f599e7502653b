import Cookies from 'js-cookie';
import { afterEach, beforeEach } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import { renderWithProviders } from './render';

/**
 * A page of the app's providers for a signed-in user (the readable `user` cookie), drawn before
 * each test; the user and "session expired" cookies gone after it.
 */
export function signedInPage(): void {
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
}

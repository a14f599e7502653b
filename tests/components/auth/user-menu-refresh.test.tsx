import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from '@/components/auth/user-menu';
import { userChangedEvent } from '@/lib/session-events';
import { renderWithProviders } from '@/tests/support/render';
import { sessionUserFixture } from '@/tests/support/session-user';

const labels = {
  logIn: 'Log in',
  myJobs: 'My Jobs',
  manageProfile: 'Manage profile',
  accountSettings: 'Account settings',
  logOut: 'Log out',
  completeProfile: 'Complete your profile',
  verifyEmail: 'Verify your email',
  accountMenu: 'account menu',
} as Parameters<typeof UserMenu>[0]['labels'];
const links = {
  logIn: '/en-us/get-started',
  myJobs: '/en-us/my-jobs',
  manageProfile: '/en-us/manage-profile',
  accountSettings: '/en-us/settings',
  completeProfile: '/en-us/jobseeker-complete-profile',
  verifyEmail: '/en-us/verify-email',
} as Parameters<typeof UserMenu>[0]['links'];

afterEach(() => Cookies.remove('user', { path: '/' }));

describe('the header after the user changes in the page (issue 19)', () => {
  it('shows who signed in (quick apply) and a new name and photo, without a reload', () => {
    renderWithProviders(<UserMenu language="en-us" labels={labels} links={links} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();

    Cookies.set('user', JSON.stringify(sessionUserFixture({ first_name: 'Quinn' })), { path: '/' });
    act(() => window.dispatchEvent(new Event(userChangedEvent)));
    expect(screen.getByRole('button', { name: /Quinn/ })).toBeTruthy();

    Cookies.set('user', JSON.stringify(sessionUserFixture({ first_name: 'Quinby', avatar: 'http://files.test/avatar.png' })), { path: '/' });
    act(() => window.dispatchEvent(new Event(userChangedEvent)));
    const trigger = screen.getByRole('button', { name: /Quinby/ });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('http://files.test/avatar.png');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/components/auth/user-menu';
import { hideBlockedJobs } from '@/components/chat/unread-source';
import { BlockedCompanies } from '@/components/notifications/blocked-companies';
import { NotificationList } from '@/components/notifications/notification-list';
import { DeleteAccount } from '@/components/settings/delete-account';
import { Notifications } from '@/components/providers/notifications';
import core from '@/i18n/messages/en-us.json';
import notificationMessages from '@/i18n/messages/notifications/en-us.json';
import settings from '@/i18n/messages/settings/en-us.json';
import { notifications as toasts } from '@/lib/notifications';
import { TextProvider } from '@/components/providers/text-provider';
import { textCatalogue } from '../../support/render';
import type { AppNotification, NotificationPage } from '@/lib/schemas/notifications';
import { userMenuLabels, userMenuLinks } from '../../fixtures/user-menu';
import { signIn, signOut } from '../job/session-cookie';

const logOut = vi.fn(async () => undefined);
vi.mock('@/components/auth/log-out', () => ({ logOut: (...args: unknown[]) => logOut(...(args as [])) }));

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });
const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  toasts.clear();
  signOut();
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderEnglish(ui: ReactElement) {
  // A client of its own per render, as each page load has: no answer carries over between tests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en-us" messages={{ ...core, ...settings, ...notificationMessages }} timeZone="UTC">
        <TextProvider locale="en-US" messages={textCatalogue}>
          {ui}
          <Notifications />
        </TextProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const at = '2026-11-20T10:00:00.000Z';
const item = (id: number, kind: AppNotification['kind'], payload: Record<string, unknown>, read = false): AppNotification => ({
  id,
  kind,
  payload,
  read,
  created_at: at,
});
const page = (items: AppNotification[]): NotificationPage => ({
  notifications: items,
  page: 1,
  size: 20,
  total: items.length,
  unread: items.filter((n) => !n.read).length,
});

describe('the notifications list', () => {
  it('writes each kind as a sentence with its link, marks one read, then all', async () => {
    const marked: number[] = [];
    server.use(
      http.post('*/api/notification/:id/read', ({ params }) => {
        marked.push(Number(params.id));
        return ok(item(Number(params.id), 'application', { event: 'viewed' }, true));
      }),
      http.post('*/api/notification/read-all', () => ok({ marked: 1 })),
    );
    renderEnglish(
      <NotificationList
        language="en-us"
        initial={page([
          item(1, 'application', { event: 'viewed', company_name: 'Acme', job_title: 'Baker' }),
          item(2, 'application', { event: 'moved', status: 'interview', company_name: 'Acme', job_title: 'Baker' }),
          item(3, 'chat', { event: 'message', chat_id: 7, company_name: 'Globex' }),
          item(4, 'interview', { event: 'interview_invited', chat_id: 8, company_name: 'Initech', job_title: 'Tester' }),
          item(5, 'account', { event: 'password_changed' }, true),
          item(6, 'job_alert', { event: 'matches', count: 3, path: '//evil.example' }, true),
        ])}
      />,
    );
    expect(screen.getByText('Acme viewed your application for Baker.')).toBeTruthy();
    expect(screen.getByText('Your application for Baker at Acme is now: Interview.')).toBeTruthy();
    expect(screen.getByText('Globex sent you a message while you were away.')).toBeTruthy();
    expect(screen.getByText('Initech invited you to an interview for Tester.')).toBeTruthy();
    expect(screen.getByText('3 new jobs match your job alert.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Open' }).map((link) => link.getAttribute('href'));
    // The alert's foreign path is not a link.
    expect(links).toEqual(['/en-us/my-jobs', '/en-us/my-jobs', '/en-us/chat/7', '/en-us/chat/8', '/en-us/settings']);
    expect(screen.getByText('4 unread')).toBeTruthy();

    await userEvent.click(screen.getAllByRole('button', { name: 'Mark as read' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByText('3 unread')).toBeTruthy());
    expect(marked).toEqual([1]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('All read')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('All notifications are marked as read.');
  });

  it('says so when there is none', () => {
    renderEnglish(<NotificationList language="en-us" initial={page([])} />);
    expect(screen.getByText(/No notifications yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});

describe('toasts', () => {
  it('close 3 seconds after the last one shown, on a fake clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('*/api/company/search-company-by-legal-name-displany-name', () =>
        ok({
          companies: [
            { id: 11, name: 'Acme', legal_name: 'Acme Holdings Ltd', logo_color: '#123456', blocked: false },
            { id: 12, name: 'Acme Foods', legal_name: null, logo_color: '#654321', blocked: false },
          ],
        }),
      ),
      http.post('*/api/company/blacklist-companies/create', async ({ request }) => {
        const { company_id: id } = (await request.json()) as { company_id: number };
        return ok({ company_id: id, company_name: id === 11 ? 'Acme' : 'Acme Foods', logo_color: '#123456', created_at: at });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEnglish(<BlockedCompanies initial={[]} />);
    await user.type(screen.getByLabelText('Company name or legal name'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Block Acme' }));
    await screen.findByText('Acme is blocked.');
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Block Acme Foods' }));
    await screen.findByText('Acme Foods is blocked.');
    act(() => vi.advanceTimersByTime(2500));
    // 4.5 s after the first, 2.5 s after the last: both still shown.
    expect(screen.getByText('Acme is blocked.')).toBeTruthy();
    expect(screen.getByText('Acme Foods is blocked.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Acme is blocked.')).toBeNull();
    expect(screen.queryByText('Acme Foods is blocked.')).toBeNull();
  });
});

describe('blocked companies', () => {
  it('asks for 2 characters before searching, blocks a match by legal name and unblocks from the list', async () => {
    let searched = 0;
    server.use(
      http.get('*/api/company/search-company-by-legal-name-displany-name', ({ request }) => {
        searched += 1;
        expect(new URL(request.url).searchParams.get('company_name')).toBe('holdings');
        return ok({ companies: [{ id: 11, name: 'Acme', legal_name: 'Acme Holdings Ltd', logo_color: '#123456', blocked: false }] });
      }),
      http.post('*/api/company/blacklist-companies/create', () => ok({ company_id: 11, company_name: 'Acme', logo_color: '#123456', created_at: at })),
      http.delete('*/api/company/:id/blacklist-companies/delete', ({ params }) => {
        expect(params.id).toBe('11');
        return ok({ deleted: true });
      }),
    );
    renderEnglish(<BlockedCompanies initial={[]} />);
    expect(screen.getByText('You have not blocked any company.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Company name or legal name'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 2 characters.');
    expect(searched).toBe(0);
    await userEvent.clear(screen.getByLabelText('Company name or legal name'));
    await userEvent.type(screen.getByLabelText('Company name or legal name'), 'holdings');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Legal name: Acme Holdings Ltd')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Block Acme' }));
    const list = await screen.findByTestId('blocked-list');
    expect(list.textContent).toContain('Acme');
    expect(screen.getByText('Blocked')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Acme' }));
    await waitFor(() => expect(screen.getByText('You have not blocked any company.')).toBeTruthy());
  });
});

describe('blocked companies, list and matches in one state', () => {
  it('marks a match blocked from the list, turns it back when unblocked, and says a search the platform refuses', async () => {
    let refuse = false;
    server.use(
      http.get('*/api/company/search-company-by-legal-name-displany-name', () =>
        refuse
          ? HttpResponse.json({ code: 40001, message: 'Invalid', data: { errors: { company_name: ['too short'] } } }, { status: 422 })
          : ok({ companies: [{ id: 11, name: 'Acme', legal_name: null, logo_color: '#123456', blocked: true }] }),
      ),
      http.delete('*/api/company/:id/blacklist-companies/delete', () => ok({ deleted: true })),
    );
    renderEnglish(<BlockedCompanies initial={[{ company_id: 11, company_name: 'Acme', logo_color: '#123456', created_at: at }]} />);
    await userEvent.type(screen.getByLabelText('Company name or legal name'), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Blocked')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Acme' }));
    // The match follows the list: it can be blocked again at once.
    expect(await screen.findByRole('button', { name: 'Block Acme' })).toBeTruthy();
    expect(screen.getByText('You have not blocked any company.')).toBeTruthy();
    refuse = true;
    await userEvent.clear(screen.getByLabelText('Company name or legal name'));
    await userEvent.type(screen.getByLabelText('Company name or legal name'), 'acme co');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter at least 2 characters.');
    expect(screen.getByLabelText('Company name or legal name').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('deleting the account', () => {
  it('says what goes, names a wrong password, and signs out once the platform deleted it', async () => {
    let bodies: unknown[] = [];
    server.use(
      http.post('*/api/jobseeker/account/delete', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies = [...bodies, body];
        if (body.password !== 'right-pass1') {
          return HttpResponse.json({ code: 40001, message: 'Invalid', data: { errors: { password: ['The password is incorrect'] }, reasons: { password: 'incorrect' } } }, { status: 422 });
        }
        return ok({ deleted: true, files_removed: 2 });
      }),
    );
    renderEnglish(<DeleteAccount email="ana@example.com" hasPassword language="en-us" />);
    expect(screen.getByText(/cannot be undone/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Enter your current password or the code we emailed you.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(logOut).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'right-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledWith('en-us'));
    expect(bodies).toEqual([{ password: 'wrong-pass1' }, { password: 'right-pass1' }]);
  });
});

describe('the header', () => {
  const labels = {
    ...userMenuLabels,
    notifications: notificationMessages.NotificationsMenu.notifications,
    notificationsUnread: notificationMessages.NotificationsMenu.unread,
  };
  const links = {
    ...userMenuLinks,
    notifications: '/en-us/notifications',
  };

  it('shows the unread notifications once the page is idle, and the menu entry', async () => {
    signIn();
    server.use(
      http.get('*/api/chat/unread-count', () => ok({ unread_total: 0 })),
      http.get('*/api/notification/unread-count', () => ok({ unread: 2 })),
    );
    render(<UserMenu language="en-us" labels={labels} links={links} />);
    const trigger = screen.getByRole('button', { name: /account menu/ });
    await waitFor(() => expect(trigger.textContent).toContain('2 unread notifications'), { timeout: 10_000 });
    await userEvent.click(trigger);
    const entry = screen.getByRole('link', { name: /^Notifications/ });
    expect(entry.getAttribute('href')).toBe('/en-us/notifications');
    expect(entry.textContent).toContain('2 unread notifications');
  });

  it('hides the job cards of blocked companies on a cached list page', async () => {
    server.use(http.get('*/api/company/blacklist-companies', () => ok({ companies: [{ company_id: 5, company_name: 'Gone', logo_color: '#000', created_at: at }] })));
    document.body.innerHTML = '<ul><li><article data-company-id="5">Gone job</article></li><li><article data-company-id="6">Kept job</article></li></ul>';
    expect(await hideBlockedJobs(document)).toBe(1);
    expect(document.getElementById('blocked-company-jobs')?.textContent).toContain('[data-company-id="5"]');
    expect(document.getElementById('blocked-company-jobs')?.textContent).not.toContain('"6"');
    document.body.innerHTML = '';
    document.getElementById('blocked-company-jobs')?.remove();
  });
});

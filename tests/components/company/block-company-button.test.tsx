import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockCompanyButton } from '@/components/company/block-company-button';
import { notifications } from '@/lib/notifications';
import { setFailureHandlers } from '@/services/browser-context';
import { clearBrowserQueries } from '@/services/query-client';
import { renderWithProviders } from '../../support/render';
import { signIn, signOut, visit } from '../job/session-cookie';

const server = setupServer();
const envelope = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });
const row = (id: number) => ({ company_id: id, company_name: `Company ${id}`, logo_color: '#123456', created_at: '2026-11-01T00:00:00.000Z' });
const listOf = (...ids: number[]) => http.get('*/api/company/blacklist-companies', () => envelope({ companies: ids.map(row) }));

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => visit('/en-us/company/acme-7?tab=about'));
afterEach(() => {
  server.resetHandlers();
  clearBrowserQueries();
  signOut();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The live button once it knows the state (the first one drawn is the disabled placeholder). */
async function ready(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false));
  return screen.getByRole('button', { name });
}

describe('BlockCompanyButton', () => {
  it('sends a signed-out visitor to log in, to come back and finish the block', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, assign } as Location);
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(screen.getByRole('button', { name: 'Block this company' }));
    expect(assign).toHaveBeenCalledWith(`/en-us/get-started?redirect=${encodeURIComponent('/company/acme-7?tab=about&intent=block%3A7')}`);
  });

  it('blocks through the settings’ create call, then offers to unblock and the settings’ list', async () => {
    signIn();
    const posted: unknown[] = [];
    let blocked = false;
    server.use(
      http.get('*/api/company/blacklist-companies', () => envelope({ companies: blocked ? [row(7)] : [row(3)] })),
      http.post('*/api/company/blacklist-companies/create', async ({ request }) => {
        posted.push(await request.json());
        blocked = true;
        return envelope(row(7), 201);
      }),
    );
    const shown = vi.spyOn(notifications, 'show');
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(await ready('Block this company'));
    expect(await screen.findByRole('button', { name: 'Unblock this company' })).toBeTruthy();
    expect(posted).toEqual([{ company_id: 7 }]);
    expect(screen.getByText(/its recruiters can’t contact you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blocked companies' }).getAttribute('href')).toBe('/en-us/settings/blocked-companies');
    expect(shown).toHaveBeenCalledWith('Acme is blocked.', 'success');
  });

  it('knows a company is blocked already and unblocks it through the settings’ delete call', async () => {
    signIn();
    const deleted: string[] = [];
    server.use(
      listOf(7),
      http.delete('*/api/company/:id/blacklist-companies/delete', ({ params }) => {
        deleted.push(String(params.id));
        server.use(listOf());
        return envelope({ deleted: true });
      }),
    );
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(await ready('Unblock this company'));
    expect(await screen.findByRole('button', { name: 'Block this company' })).toBeTruthy();
    expect(deleted).toEqual(['7']);
    expect(screen.queryByRole('link', { name: 'Blocked companies' })).toBeNull();
  });

  it('rolls back and says why when the platform refuses: the limit, or any other failure', async () => {
    signIn();
    server.use(
      listOf(),
      http.post('*/api/company/blacklist-companies/create', () =>
        HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { company_id: ['You can block at most 500 companies'] } } }, { status: 422 }),
      ),
    );
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(await ready('Block this company'));
    expect((await screen.findByRole('alert')).textContent).toBe('You have blocked as many companies as you can. Unblock one in Settings first.');
    expect(screen.getByRole('button', { name: 'Block this company' })).toBeTruthy();

    server.use(http.post('*/api/company/blacklist-companies/create', () => HttpResponse.json({ code: 50000, message: 'Server error', data: null }, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Block this company' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The block could not be changed. Please try again.'));
    expect(screen.getByRole('button', { name: 'Block this company' })).toBeTruthy();
  });

  it('ends a session the platform no longer knows, the way every other call does', async () => {
    signIn();
    const unauthorized = vi.fn();
    setFailureHandlers({ onUnauthorized: unauthorized });
    server.use(
      listOf(),
      http.post('*/api/company/blacklist-companies/create', () => HttpResponse.json({ code: 40002, message: 'Unauthenticated', data: null }, { status: 401 })),
    );
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(await ready('Block this company'));
    await waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Block this company' })).toBeTruthy();
    setFailureHandlers({ onUnauthorized: undefined });
  });

  it('finishes the block asked for before logging in, once, and takes the intent out of the address', async () => {
    signIn();
    visit('/en-us/company/acme-7?tab=about&intent=block%3A7');
    let posts = 0;
    server.use(
      listOf(),
      http.post('*/api/company/blacklist-companies/create', () => {
        posts += 1;
        server.use(listOf(7));
        return envelope(row(7), 201);
      }),
    );
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    expect(await screen.findByRole('button', { name: 'Unblock this company' })).toBeTruthy();
    expect(posts).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/en-us/company/acme-7?tab=about');
  });
});

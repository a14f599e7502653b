import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BlockCompanyButton } from '@/components/company/block-company-button';
import { notifications } from '@/lib/notifications';
import { setFailureHandlers } from '@/services/browser-context';
import { renderWithProviders } from '../../support/render';
import { catchNavigation, companyRow, envelope, liveButtonBrowser, readyButton } from '../../support/live-buttons';
import { signIn, visit } from '../job/session-cookie';

const server = liveButtonBrowser('/en-us/company/acme-7?tab=about');
const listOf = (...ids: number[]) => http.get('*/api/company/blacklist-companies', () => envelope({ companies: ids.map(companyRow) }));

describe('BlockCompanyButton', () => {
  it('sends a signed-out visitor to log in, to come back and finish the block', async () => {
    const assign = catchNavigation();
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(screen.getByRole('button', { name: 'Block this company' }));
    expect(assign).toHaveBeenCalledWith(`/en-us/get-started?redirect=${encodeURIComponent('/company/acme-7?tab=about&intent=block%3A7')}`);
  });

  it('blocks through the settings’ create call, then offers to unblock and the settings’ list', async () => {
    signIn();
    const posted: unknown[] = [];
    let blocked = false;
    server.use(
      http.get('*/api/company/blacklist-companies', () => envelope({ companies: blocked ? [companyRow(7)] : [companyRow(3)] })),
      http.post('*/api/company/blacklist-companies/create', async ({ request }) => {
        posted.push(await request.json());
        blocked = true;
        return envelope(companyRow(7), 201);
      }),
    );
    const shown = vi.spyOn(notifications, 'show');
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    await userEvent.click(await readyButton('Block this company'));
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
    await userEvent.click(await readyButton('Unblock this company'));
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
    await userEvent.click(await readyButton('Block this company'));
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
    await userEvent.click(await readyButton('Block this company'));
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
        return envelope(companyRow(7), 201);
      }),
    );
    renderWithProviders(<BlockCompanyButton companyId={7} companyName="Acme" />);
    expect(await screen.findByRole('button', { name: 'Unblock this company' })).toBeTruthy();
    expect(posts).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/en-us/company/acme-7?tab=about');
  });
});

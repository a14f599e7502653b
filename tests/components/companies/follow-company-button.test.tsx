import { screen, } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FollowCompanyButton } from '@/components/companies/follow-company-button';
import { notifications } from '@/lib/notifications';
import { renderWithProviders } from '../../support/render';
import { catchNavigation, companyRow, envelope, liveButtonBrowser, readyButton } from '../../support/live-buttons';
import { signIn, visit } from '../job/session-cookie';

const server = liveButtonBrowser('/en-us/company/acme-7');
const listOf = (...ids: number[]) => http.get('*/api/company/followed-companies', () => envelope({ companies: ids.map(companyRow), max: 100 }));

describe('FollowCompanyButton', () => {
  it('sends a signed-out visitor to log in, to come back and finish the follow', async () => {
    const assign = catchNavigation();
    renderWithProviders(<FollowCompanyButton companyId={7} companyName="Acme" placement="page" />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith(`/en-us/get-started?redirect=${encodeURIComponent('/company/acme-7?intent=follow%3A7')}`);
  });

  it('names the company on a card, where several buttons sit together', () => {
    renderWithProviders(<FollowCompanyButton companyId={7} companyName="Acme" placement="card" />);
    expect(screen.getByRole('button', { name: 'Follow Acme' })).toBeTruthy();
  });

  it('follows, then shows Following with the way to the settings’ list; unfollows again', async () => {
    signIn();
    const posted: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      listOf(3),
      http.post('*/api/company/followed-companies/create', async ({ request }) => {
        posted.push(await request.json());
        server.use(listOf(7, 3));
        return envelope(companyRow(7), 201);
      }),
      http.delete('*/api/company/:id/followed-companies/delete', ({ params }) => {
        deleted.push(String(params.id));
        server.use(listOf(3));
        return envelope({ deleted: true });
      }),
    );
    const shown = vi.spyOn(notifications, 'show');
    renderWithProviders(<FollowCompanyButton companyId={7} companyName="Acme" placement="page" />);
    await userEvent.click(await readyButton('Follow'));
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(posted).toEqual([{ company_id: 7 }]);
    expect(screen.getByRole('link', { name: 'Manage followed companies' }).getAttribute('href')).toBe('/en-us/settings/followed-companies');
    expect(shown).toHaveBeenCalledWith('You follow Acme.', 'success');
    await userEvent.click(await readyButton('Following'));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(deleted).toEqual(['7']);
  });

  it('rolls back and says why when the platform refuses past the cap', async () => {
    signIn();
    server.use(
      listOf(),
      http.post('*/api/company/followed-companies/create', () =>
        HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { company_id: ['You can follow at most 100 companies'] } } }, { status: 422 }),
      ),
    );
    renderWithProviders(<FollowCompanyButton companyId={7} companyName="Acme" placement="page" />);
    await userEvent.click(await readyButton('Follow'));
    expect((await screen.findByRole('alert')).textContent).toBe('You follow as many companies as you can. Unfollow one first.');
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('finishes the follow asked for before logging in, once, and takes the intent out of the address', async () => {
    signIn();
    visit('/en-us/company/acme-7?intent=follow%3A7');
    let posts = 0;
    server.use(
      listOf(),
      http.post('*/api/company/followed-companies/create', () => {
        posts += 1;
        server.use(listOf(7));
        return envelope(companyRow(7), 201);
      }),
    );
    renderWithProviders(<FollowCompanyButton companyId={7} companyName="Acme" placement="page" />);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(posts).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/en-us/company/acme-7');
  });
});

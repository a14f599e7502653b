import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WithdrawApplication } from '@/components/job/withdraw-application';
import { renderWithProviders } from '../../support/render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh }) }));

const server = setupServer();
beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  refresh.mockReset();
});
afterAll(() => server.close());

describe('WithdrawApplication', () => {
  it('withdraws only after the seeker confirms, then refreshes the list', async () => {
    let patched = 0;
    server.use(
      http.patch('*/api/job/applied-jobs/9/withdraw', () => {
        patched += 1;
        return HttpResponse.json({
          code: 0,
          message: 'Success',
          data: {
            id: 9, job_id: 7, status: 'cancelled', source: 'web', first_message: null, screening_answers: [], resume_id: null,
            viewed_at: null, withdrawn_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z', can_withdraw: false,
          },
        });
      }),
    );
    renderWithProviders(<WithdrawApplication applicationId={9} jobTitle="Nurse" />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application for Nurse' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog.textContent).toContain('The employer will no longer consider your application for Nurse.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep application' }));
    expect(patched).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application for Nurse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(patched).toBe(1);
  });

  it('says so when the application can no longer be withdrawn', async () => {
    server.use(http.patch('*/api/job/applied-jobs/9/withdraw', () => HttpResponse.json({ code: 41503, message: 'no', data: null }, { status: 409 })));
    renderWithProviders(<WithdrawApplication applicationId={9} jobTitle="Nurse" />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application for Nurse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This application can no longer be withdrawn.');
    expect(refresh).not.toHaveBeenCalled();
  });
});

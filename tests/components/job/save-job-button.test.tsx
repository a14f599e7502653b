import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, } from 'vitest';
import { SaveJobButton } from '@/components/job/save-job-button';
import { renderWithProviders } from '../../support/render';
import { catchNavigation, envelope, liveButtonBrowser } from '../../support/live-buttons';
import { signIn, visit } from './session-cookie';
import { savedJobFixture } from '../../fixtures/my-jobs';

const server = liveButtonBrowser('/en-us/jobs-hiring/nurse-jobs?page=2');
const labels = { name: 'Save Nurse', save: 'Save', saved: 'Saved' };

describe('SaveJobButton', () => {
  it('sends a signed-out visitor to get-started, to come back and finish the save', async () => {
    const assign = catchNavigation();
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="card" action="/en-us/my-jobs/save" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Nurse' }));
    expect(assign).toHaveBeenCalledWith(`/en-us/get-started?redirect=${encodeURIComponent('/jobs-hiring/nurse-jobs?page=2&intent=save%3A7')}`);
  });

  it('is a plain form before its script (POST job_id to the save route), which the script takes over', () => {
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="card" action="/en-us/my-jobs/save" />);
    const button = screen.getByRole('button', { name: 'Save Nurse' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/en-us/my-jobs/save');
    expect(button.getAttribute('type')).toBe('submit');
    expect(new FormData(form as HTMLFormElement).get('job_id')).toBe('7');
  });

  it('asks for the saved state of all cards in one call', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get('*/api/job/jobs/saved-jobs', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('job_ids') ?? '');
        return envelope({ saved_jobs: [savedJobFixture(8)], page: 1, size: 2, total_num: 1, total_pages: 1, sort: 'newest' });
      }),
    );
    renderWithProviders(
      <>
        <SaveJobButton jobId={7} labels={{ ...labels, name: 'Save seven' }} placement="card" action="/en-us/my-jobs/save" />
        <SaveJobButton jobId={8} labels={{ ...labels, name: 'Save eight' }} placement="card" action="/en-us/my-jobs/save" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save eight' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Save seven' }).getAttribute('aria-pressed')).toBe('false');
    expect(asked).toEqual(['7,8']);
  });

  it('shows the save at once and rolls it back when the platform refuses', async () => {
    signIn();
    let posted = 0;
    server.use(
      http.get('*/api/job/7/is-saved', () => envelope({ job_id: 7, is_saved: false, saved_job_id: null })),
      http.post('*/api/job/saved-jobs/create', async () => {
        posted += 1;
        await delay(150);
        return HttpResponse.json({ code: 41502, message: 'closed', data: null }, { status: 409 });
      }),
    );
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="page" action="/en-us/my-jobs/save" />);
    const button = screen.getByRole('button', { name: 'Save Nurse' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Saved');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(posted).toBe(1);
  });

  it('unsaves a saved job, and a click while a change is under way sends nothing more', async () => {
    signIn();
    let deleted = 0;
    server.use(
      http.get('*/api/job/7/is-saved', () => envelope({ job_id: 7, is_saved: true, saved_job_id: 3 })),
      http.delete('*/api/job/saved-jobs/7/delete', async () => {
        deleted += 1;
        await delay(100);
        return envelope({ job_id: 7, is_saved: false, saved_job_id: null });
      }),
    );
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="page" action="/en-us/my-jobs/save" />);
    // The signed-in button arrives lazily: find it again after each change.
    const button = () => screen.getByRole('button', { name: 'Save Nurse' });
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    await userEvent.dblClick(button());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(button().hasAttribute('aria-busy')).toBe(false));
    expect(deleted).toBe(1);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('takes no click until it knows whether the job is saved (on My Jobs a guess would save again)', async () => {
    signIn();
    let answer: (() => void) | undefined;
    const sent: string[] = [];
    server.use(
      http.get('*/api/job/7/is-saved', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return envelope({ job_id: 7, is_saved: true, saved_job_id: 3 });
      }),
      http.post('*/api/job/saved-jobs/create', () => {
        sent.push('save');
        return envelope(savedJobFixture(7), 201);
      }),
      http.delete('*/api/job/saved-jobs/7/delete', () => {
        sent.push('unsave');
        return envelope({ job_id: 7, is_saved: false, saved_job_id: null });
      }),
    );
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="page" action="/en-us/my-jobs/save" />);
    const button = () => screen.getByRole('button', { name: 'Save Nurse' });
    await waitFor(() => expect(answer).toBeDefined());
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    button().click();
    answer?.();
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().hasAttribute('disabled')).toBe(false);
    await userEvent.click(button());
    await waitFor(() => expect(sent).toEqual(['unsave']));
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
  });

  it('finishes the save the visitor started before signing in, and clears the intent', async () => {
    signIn();
    visit('/en-us/job/nurse-7?intent=save%3A7');
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/job/7/is-saved', () => envelope({ job_id: 7, is_saved: false, saved_job_id: null })),
      http.post('*/api/job/saved-jobs/create', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(savedJobFixture(7), 201);
      }),
    );
    renderWithProviders(<SaveJobButton jobId={7} labels={labels} placement="page" action="/en-us/my-jobs/save" />);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ job_id: 7 });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Nurse' }).getAttribute('aria-pressed')).toBe('true'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileLists } from '@/components/profile/profile-lists';
import { WorkExperienceForm } from '@/components/profile/work-experience-form';
import { renderWithProviders } from '../../support/render';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lists: ProfileLists = {
  industries: [{ value: 1, label: 'Information technology' }],
  jobTypes: [],
  xpLevels: [],
  degrees: [],
  noticePeriods: [],
  jobSeekingStatuses: [],
  languages: [],
  languageProficiencies: [],
  currencies: [{ value: 'php', label: 'PHP ₱' }],
  locations: [],
  countries: [],
  dialCodes: [],
};

const saved = {
  id: 9,
  company_name: 'Acme',
  job_title: 'Team Lead',
  function_job_title_id: null,
  industry_id: null,
  working_period_from: '2019-03',
  working_period_to: '2022-08',
  is_currently_work_here: false,
  salary: null,
  currency: null,
  description: null,
  hide_from_company: false,
};

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Company name'), 'Acme');
  await user.type(screen.getByLabelText('Job title'), 'Team Lead');
  await user.type(screen.getByLabelText('From'), '2019-03');
}

describe('WorkExperienceForm', () => {
  it('marks required fields and ties each error to its field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Company name').getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const company = await screen.findByLabelText('Company name');
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    // The company name is described by its hint and then its error.
    const describedBy = (company.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Start typing to choose a company on Hireloop, or enter any name.',
      'This field is required',
    ]);
    // The end date's rule runs beside the other fields' rules: every problem shows at once.
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an end before the start, in the form, before any call', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={vi.fn()} onCancel={vi.fn()} />);
    await fillBasics(user);
    await user.type(screen.getByLabelText('To'), '2018-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must not be before the start')).toBeTruthy();
  });

  it('asks to confirm a duplicate the platform found, then sends it again confirmed', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/jobseeker/work-experiences/create', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.confirm_duplicate) {
          return HttpResponse.json(
            { code: 40001, message: 'Parameter validation failed', data: { errors: { confirm_duplicate: ['This entry is already in your profile. Add it anyway?'] } } },
            { status: 422 },
          );
        }
        return HttpResponse.json({ code: 0, message: 'Success', data: saved }, { status: 201 });
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={onDone} onCancel={vi.fn()} />);
    await fillBasics(user);
    await user.type(screen.getByLabelText('To'), '2022-08');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This entry is already in your profile. Add it anyway?')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies.map((body) => body.confirm_duplicate ?? false)).toEqual([false, true]);
    expect(bodies[1]).toMatchObject({ company_name: 'Acme', working_period_from: '2019-03', working_period_to: '2022-08' });
  });

  it('shows a field error the platform named, in the reader’s words', async () => {
    server.use(
      http.post('*/api/jobseeker/work-experiences/create', () =>
        HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { industry_id: ['Choose one of the options'] } } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={vi.fn()} onCancel={vi.fn()} />);
    await fillBasics(user);
    await user.click(screen.getByLabelText('I currently work here'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Industry').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose one of the options')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileLists } from '@/components/profile/profile-lists';
import { WorkExperienceForm } from '@/components/profile/work-experience-form';
import { clearBrowserQueries } from '@/services/query-client';
import { renderWithProviders } from '../../support/render';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearBrowserQueries();
});
afterAll(() => server.close());

const lists: ProfileLists = {
  industries: [],
  jobTypes: [],
  xpLevels: [],
  degrees: [],
  noticePeriods: [],
  jobSeekingStatuses: [],
  languages: [],
  languageProficiencies: [],
  currencies: [],
  locations: [],
  countries: [],
  dialCodes: [],
};

const companies = [
  { id: 11, name: 'Acme Digital', legal_name: 'Acme Digital Solutions Inc.', logo_color: '#123456', blocked: false },
  { id: 12, name: 'Acme Foods', legal_name: null, logo_color: '#654321', blocked: true },
];

/** The platform's company search by display or legal name, recording what it was asked. */
function companySearch(asked: string[], answer = companies) {
  return http.get('*/api/company/search-company-by-legal-name-displany-name', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('company_name') ?? '');
    return HttpResponse.json({ code: 0, message: 'Success', data: { companies: answer } });
  });
}

function savedBodies() {
  const bodies: Record<string, unknown>[] = [];
  const handler = http.post('*/api/jobseeker/work-experiences/create', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return HttpResponse.json({ code: 0, message: 'Success', data: { id: 1, ...body } }, { status: 201 });
  });
  return { bodies, handler };
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Job title'), 'Analyst');
  await user.type(screen.getByLabelText('From'), '2020-01');
  await user.click(screen.getByLabelText('I currently work here'));
}

describe('the work experience’s company name', () => {
  it('offers the platform’s companies by display or legal name, and a pick fills the name in', async () => {
    const asked: string[] = [];
    const saved = savedBodies();
    server.use(companySearch(asked), saved.handler);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={onDone} onCancel={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(field, 'acme');
    // The first search loads the HTTP client and the service: allow for a cold start.
    const list = await screen.findByRole('listbox', { name: 'Companies on Hireloop' }, { timeout: 4000 });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    // Asked once typing paused, not once per key.
    expect(asked).toEqual(['acme']);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme DigitalRegistered name: Acme Digital Solutions Inc.', 'Acme Foods']);
    expect(screen.getByRole('status').textContent).toBe('2 companies on Hireloop match. Use the arrow keys to choose one.');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect((field as HTMLInputElement).value).toBe('Acme Foods');
    expect(list.hidden).toBe(true);
    expect(saved.bodies).toEqual([]);

    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved.bodies[0]).toMatchObject({ company_name: 'Acme Foods', job_title: 'Analyst' });
  });

  it('picks with a click as well, and Escape closes the list keeping what was typed', async () => {
    server.use(companySearch([]));
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={vi.fn()} onCancel={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Company name' }) as HTMLInputElement;
    await user.type(field, 'acm');
    await screen.findByRole('listbox', { name: 'Companies on Hireloop' }, { timeout: 4000 });
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.value).toBe('acm');
    await user.type(field, 'e');
    await user.click(within(await screen.findByRole('listbox', { name: 'Companies on Hireloop' }, { timeout: 4000 })).getByRole('option', { name: /Acme Digital/ }));
    expect(field.value).toBe('Acme Digital');
    expect(document.activeElement).toBe(field);
  });

  it('keeps free text: a name no company has is saved as typed, and one letter asks nothing', async () => {
    const asked: string[] = [];
    const saved = savedBodies();
    server.use(companySearch(asked, []), saved.handler);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={onDone} onCancel={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(field, 'M');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(field, 'y own shop');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No company on Hireloop matches. You can keep the name you typed.'));
    expect(asked).toEqual(['My own shop']);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved.bodies[0]).toMatchObject({ company_name: 'My own shop' });
  });

  it('shows no suggestions when the search fails, and the form still saves', async () => {
    const saved = savedBodies();
    server.use(
      http.get('*/api/company/search-company-by-legal-name-displany-name', () => HttpResponse.json({ code: 50000, message: 'Server error', data: null }, { status: 500 })),
      saved.handler,
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkExperienceForm entry={null} lists={lists} onDone={onDone} onCancel={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Company name' }), 'Globex');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true })).toEqual([]);
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved.bodies[0]).toMatchObject({ company_name: 'Globex' });
  });
});

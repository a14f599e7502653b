import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AlertFilterNames, alertFilterNames } from '@/components/job-alerts/alert-summary';
import { JobAlertCreateForm } from '@/components/job-alerts/job-alert-create-form';
import { JobAlertList } from '@/components/job-alerts/job-alert-list';
import ar from '@/i18n/messages/alerts/ar-ae.json';
import en from '@/i18n/messages/alerts/en-us.json';
import type { JobAlert } from '@/lib/schemas/job-alerts';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const emptyLists = { location_lists: [], job_types: [], xp_lvls: [], degrees: [], job_category_lists: [], main_functions: [], job_functions: [], function_titles: [], salary_range_filters: [] };
const labels = { workArrangement: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' }, verified: 'Verified companies only' };
const noNames: AlertFilterNames = alertFilterNames(emptyLists, labels, 'PHP');
const names: AlertFilterNames = alertFilterNames(
  {
    ...emptyLists,
    location_lists: [{ id: 1, value: 'NCR', seo_value: 'ncr', locations: [{ id: 3, value: 'Manila', seo_value: 'manila' }] }],
    job_types: [
      { id: 1, key: 'full-time', value: 'Full-time' },
      { id: 2, key: 'part-time', value: 'Part-time' },
    ],
  } as unknown as Parameters<typeof alertFilterNames>[0],
  labels,
  'PHP',
);

const ok = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'success', data }, { status });

function renderIn(ui: ReactElement, messages: Record<string, unknown> = en, locale = 'en-us') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const alert = (overrides: Partial<JobAlert> = {}): JobAlert => ({
  id: 7,
  country_key: 'ph',
  keyword: 'nurse',
  search: { query: 'nurse', job_locations: '3', job_types: '1,2' },
  frequency: 'daily',
  sort: 'newest',
  email: 'ana@example.com',
  enabled: true,
  time_zone: 'Asia/Manila',
  next_due_at: '2026-11-02T00:00:00.000Z',
  last_digest_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('the job alerts in settings', () => {
  it('lists each alert with its search, email and next mail; changes the frequency and the order, pauses and deletes', async () => {
    let current = [alert()];
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/job/jobs/job-alerts', () => ok({ alerts: current })),
      http.put('*/api/job/job-alerts/7/update', async ({ request }) => {
        const body = (await request.json()) as Partial<JobAlert>;
        puts.push(body);
        current = [alert({ ...current[0], ...body })];
        return ok(current[0]);
      }),
      http.delete('*/api/job/job-alerts/7/delete', () => {
        current = [];
        return ok({ deleted: true });
      }),
    );
    renderIn(<JobAlertList names={names} created={false} searchHref="/en-us/jobs-hiring/job-search" />);
    const item = await screen.findByRole('heading', { name: 'nurse · Manila' });
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByText(/Sent to ana@example.com/)).toBeTruthy();
    // Which filters, as the search page names them (issue 33 item 4: not "Filters: 1").
    expect(within(row).getByText(/^Full-time or Part-time · Sent to/)).toBeTruthy();
    expect(within(row).getByText('On')).toBeTruthy();
    // The zone as people name it, not its database id (issue 33, item 5).
    expect(within(row).getByText('Emails arrive at 8:00 in Philippine Standard Time.')).toBeTruthy();
    expect(row.textContent).not.toContain('Asia/Manila');

    await userEvent.selectOptions(within(row).getByLabelText('How often'), 'weekly');
    await waitFor(() => expect(puts).toEqual([{ frequency: 'weekly' }]));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await waitFor(() => expect((within(row).getByLabelText('How often') as HTMLSelectElement).value).toBe('weekly'));

    const order = within(row).getByLabelText('Order of jobs in the email') as HTMLSelectElement;
    expect(order.value).toBe('newest');
    await userEvent.selectOptions(order, 'Best fit for my profile first');
    await waitFor(() => expect(puts[1]).toEqual({ sort: 'fit' }));
    await waitFor(() => expect((within(row).getByLabelText('Order of jobs in the email') as HTMLSelectElement).value).toBe('fit'));

    await userEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(puts[2]).toEqual({ enabled: false }));
    expect(await within(row).findByText('Paused')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Resume' })).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete the alert “nurse · Manila”' }));
    expect(await screen.findByText(/You have no job alerts yet/)).toBeTruthy();
    expect(screen.getByText('The alert was deleted.')).toBeTruthy();
  });

  it('says so when a change is refused, and when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/job/jobs/job-alerts', () => ok({ alerts: [alert()] })),
      http.put('*/api/job/job-alerts/7/update', () => HttpResponse.json({ code: 40004, message: 'Job alert not found', data: null }, { status: 404 })),
    );
    renderIn(<JobAlertList names={noNames} created={false} searchHref="/en-us/jobs-hiring/job-search" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The alert could not be changed. Please try again.');
  });

  it('shows the load failure in Arabic', async () => {
    server.use(http.get('*/api/job/jobs/job-alerts', () => HttpResponse.json({ code: 50001, message: 'boom', data: null }, { status: 500 })));
    renderIn(<JobAlertList names={noNames} created searchHref="/ar-ae/jobs-hiring/job-search" />, ar, 'ar-ae');
    expect((await screen.findByRole('alert')).textContent).toBe(ar.JobAlerts.loadFailed);
  });
});

describe('creating an alert', () => {
  it('sends the search with the chosen frequency and order and the browser’s time zone, then opens settings', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/job/job-alerts/create', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok(alert({ frequency: 'weekly' }), 201);
      }),
    );
    renderIn(<JobAlertCreateForm search={{ query: 'nurse', job_locations: '3' }} doneHref="/en-us/settings/job-alerts?created=1" />);
    expect((screen.getByRole('radio', { name: 'Newest first' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Best fit for my profile first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-us/settings/job-alerts?created=1'));
    expect(sent).toMatchObject({ query: 'nurse', job_locations: '3', frequency: 'weekly', sort: 'fit' });
    expect(typeof (sent as unknown as Record<string, unknown>).time_zone).toBe('string');
    vi.unstubAllGlobals();
  });

  it('shows the catalogue’s failure message when the platform refuses', async () => {
    server.use(http.post('*/api/job/job-alerts/create', () => HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { _: ['x'] } } }, { status: 422 })));
    renderIn(<JobAlertCreateForm search={{ query: 'nurse' }} doneHref="/en-us/settings/job-alerts?created=1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to enable job alert. Please contact support for assistance.');
    expect(screen.getByRole('button', { name: 'Create alert' })).toBeTruthy();
  });
});

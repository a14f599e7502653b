import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '@/components/search/search-form';
import { setFailureHandlers } from '@/services/browser-context';
import { renderWithProviders } from '@/tests/support/render';

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const makati = {
  city: 'Makati',
  country: 'ph',
  location: { id: 167002, value: 'Makati', seo_value: 'makati', latitude: 14.5547, longitude: 121.0244, region_display_name: 'Metro Manila' },
  distance_km: 0.4,
};
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/config/geo-location', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ code: 0, message: 'Success', data: makati });
  }),
  // The search box's own metric after a search; its answer is not read.
  http.post('*/api/job/metrics/job-hot-search', () => HttpResponse.json({ code: 0, message: 'Success', data: null })),
);

const locations = [{ region: 'Metro Manila', locations: [{ seo_value: 'manila', value: 'Manila' }, { seo_value: 'makati', value: 'Makati' }] }];
const notEnabled = /^Location service not enabled\./;

/** A stand-in for navigator.geolocation that answers as a browser would. */
function fakeGeolocation(answer: { coords: Partial<GeolocationCoordinates> } | { error: number } | 'never'): Geolocation {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'never') return;
    if ('error' in answer) failure?.({ code: answer.error, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else success({ coords: answer.coords as GeolocationCoordinates, timestamp: Date.now() } as GeolocationPosition);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation;
}

function useGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  push.mockReset();
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm(keyword = '') {
  renderWithProviders(<SearchForm keyword={keyword} location={null} locations={locations} page="search" action="/en-us/jobs-hiring" />);
  return screen.getByRole('button', { name: 'Jobs near me' });
}

describe('Jobs near me', () => {
  it('with the position allowed, asks the platform for the nearest location and opens its search', async () => {
    useGeolocation(fakeGeolocation({ coords: { latitude: 14.552612345, longitude: 121.0216 } }));
    await userEvent.click(renderForm());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en-us/jobs-hiring/job-search?location=makati'));
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ latitude: '14.552612', longitude: '121.021600' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Location' }).value).toBe('makati');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the keyword typed in the box: nurse jobs in Makati', async () => {
    useGeolocation(fakeGeolocation({ coords: { latitude: 14.55, longitude: 121.02 } }));
    const button = renderForm();
    await userEvent.type(screen.getByRole('combobox', { name: 'Job title, skill or company' }), 'Nurse');
    await userEvent.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en-us/jobs-hiring/nurse-jobs-in-makati'));
  });

  it('says location service is not enabled when the visitor refuses, and asks the platform nothing', async () => {
    useGeolocation(fakeGeolocation({ error: 1 }));
    await userEvent.click(renderForm());
    expect(await screen.findByText(notEnabled)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(notEnabled);
    expect(asked).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
    // The button is back for another try.
    expect(screen.getByRole('button', { name: 'Jobs near me' })).toBeTruthy();
  });

  it('says the same when the device finds no position in time', async () => {
    useGeolocation(fakeGeolocation({ error: 3 }));
    await userEvent.click(renderForm());
    expect(await screen.findByText(notEnabled)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('says the same in a browser without geolocation', async () => {
    useGeolocation(undefined);
    await userEvent.click(renderForm());
    expect(await screen.findByText(notEnabled)).toBeTruthy();
    expect(asked).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('does not call geo-location for a position without a longitude', async () => {
    useGeolocation(fakeGeolocation({ coords: { latitude: 14.55, longitude: Number.NaN } }));
    await userEvent.click(renderForm());
    expect(await screen.findByText(notEnabled)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('shows that it is looking while the browser has not answered, and ignores a second click', async () => {
    const geolocation = fakeGeolocation('never');
    useGeolocation(geolocation);
    await userEvent.click(renderForm());
    const busy = await screen.findByRole('button', { name: 'Finding your location…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ timeout: expect.any(Number) }));
  });

  it('leaves a platform failure to the site notice, and says itself when the answer cannot be read', async () => {
    const onServerError = vi.fn();
    setFailureHandlers({ onServerError });
    useGeolocation(fakeGeolocation({ coords: { latitude: 14.55, longitude: 121.02 } }));
    server.use(http.get('*/api/config/geo-location', () => HttpResponse.json({ code: 50001, message: 'Server error', data: null }, { status: 500 })));
    await userEvent.click(renderForm());
    await waitFor(() => expect(onServerError).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Jobs near me' });
    expect(screen.getByRole('status').textContent).toBe('');

    server.use(http.get('*/api/config/geo-location', () => HttpResponse.json({ code: 0, message: 'Success', data: { city: 'Makati' } })));
    await userEvent.click(screen.getByRole('button', { name: 'Jobs near me' }));
    expect(await screen.findByText("We couldn't look up jobs near you just now. Please try again.")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
    setFailureHandlers({ onServerError: undefined });
  });
});

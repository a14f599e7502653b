import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '@/components/search/search-form';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const server = setupServer(
  http.get('*/api/company/combined_search_suggestion', () =>
    HttpResponse.json({ code: 0, message: 'Success', data: { job_titles: [{ id: 1, value: 'Nurse', seo_value: 'nurse', key: 'nurse', job_function_id: 2, main_function_id: 3 }], companies: [] } }),
  ),
);
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the search box', () => {
  it('closes the suggestions on Escape and keeps what was typed (issue 19)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchForm keyword="" location={null} locations={[]} page="home" action="/en-us/jobs-hiring" />);
    const box = screen.getByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(box, 'nur');
    // Suggestions come after the typing pause and the lazily loaded client: give a loaded machine time.
    await screen.findByRole('option', { name: /Nurse/ }, { timeout: 5000 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // A search input's own Escape empties it: the box must take the key for itself.
    const notPrevented = fireEvent.keyDown(box, { key: 'Escape' });
    expect(notPrevented).toBe(false);
    expect(box).toHaveProperty('value', 'nur');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useConfigLists } from '@/components/config/use-config-lists';
import type { ConfigLists } from '@/lib/schemas/config';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const emptyLists: ConfigLists = {
  country_lists: [],
  currency_lists: [],
  industry_lists: [{ id: 1, key: 'it', value: 'IT', seo_value: 'it' }],
  xp_lvls: [],
  educations: [],
  degrees: [],
  job_types: [],
  company_sizes: [],
  company_financing_stage_lists: [],
  notice_period_lists: [],
  job_benefit_lists: [],
  subscibe_job_frequency_lists: [],
  gender_lists: [],
  language_proficiency_lists: [],
  social_types: [],
  report_job_reasons: [],
  salary_range_filters: [],
  location_lists: [],
  job_category_lists: [],
  main_job_function_lists: [],
  main_functions: [],
  job_functions: [],
  function_titles: [],
  recruiter_role_permissions: [],
};

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useConfigLists (core spec §4 config fetch)', () => {
  it('sets fetching, then stores the response with no error', async () => {
    server.use(http.get('*/api/config/2/list', () => HttpResponse.json({ code: 0, message: 'Success', data: emptyLists })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useConfigLists('en'), { wrapper: wrapper(client) });
    expect(result.current).toEqual({ fetching: true, response: null, error: null });
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.response?.industry_lists[0]?.value).toBe('IT');
    expect(result.current.error).toBeNull();
  });

  it('on failure stores the error as text and empties the response', async () => {
    let fail = false;
    server.use(
      http.get('*/api/config/2/list', () =>
        fail
          ? HttpResponse.json({ code: 40001, message: 'Unknown language', data: null }, { status: 422 })
          : HttpResponse.json({ code: 0, message: 'Success', data: emptyLists }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useConfigLists('en'), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.response).not.toBeNull());
    fail = true;
    await act(() => client.refetchQueries());
    await waitFor(() => expect(result.current.error).toBe('Unknown language'));
    expect(result.current.response).toBeNull();
    expect(result.current.fetching).toBe(false);
  });
});

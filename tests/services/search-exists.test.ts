import { describe, expect, it, vi } from 'vitest';
import type { ConfigLists } from '@/lib/schemas/config';
import { createSearchExistence } from '@/services/search-exists';

const region = (locations: { id: number; value: string; seo_value: string }[]) => ({ id: 1, value: 'Region', seo_value: 'region', locations });
const lists = {
  location_lists: [region([
    { id: 10, value: 'São Paulo', seo_value: 'sao-paulo' },
    { id: 11, value: '東京', seo_value: 'tokyo' },
    { id: 12, value: 'New York', seo_value: 'new-york' },
  ])],
  main_functions: [{ id: 5, key: 'sales', value: 'Vendas' }],
  job_types: [],
  xp_lvls: [],
  degrees: [],
  job_functions: [],
  function_titles: [],
  salary_range_filters: [],
} as unknown as ConfigLists;

function platform(total: number, listsStatus = 200) {
  return vi.fn(async (url: string, _init: RequestInit) => {
    if (url.includes('/config/2/list')) return new Response(JSON.stringify({ code: 0, data: lists }), { status: listsStatus });
    return new Response(JSON.stringify({ code: 0, data: { total_num: total, jobs: [] } }), { status: 200 });
  });
}

const check = (fetcher: ReturnType<typeof platform>) => createSearchExistence({ apiUrl: 'http://platform', fetcher, now: () => 1 });
const q = (text: string) => new URLSearchParams(text);

describe('createSearchExistence', () => {
  it('serves the plain all-jobs search without asking the platform', async () => {
    const fetcher = platform(0);
    expect(await check(fetcher)('br', 'pt-br', 'job-search', q(''))).toEqual({ kind: 'serve' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers not-found for a page past the last result, and serves the last page', async () => {
    const fetcher = platform(61);
    const exists = check(fetcher);
    expect(await exists('br', 'pt-br', 'sales-jobs', q('page=3'))).toEqual({ kind: 'serve' });
    expect(await exists('br', 'pt-br', 'sales-jobs', q('page=4'))).toEqual({ kind: 'not-found' });
    expect(await exists('br', 'pt-br', 'sales-jobs', q('page=999'))).toEqual({ kind: 'not-found' });
    // The count is asked once per search (page 1, one job, no facets) and kept.
    const searches = fetcher.mock.calls.filter(([url]) => url.includes('/job/search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.[0]).toContain('query=sales');
    expect(searches[0]?.[0]).toContain('size=1');
    expect(searches[0]?.[1].headers).toMatchObject({ 'Country-Id': '31', 'Role-Id': '1' });
  });

  it('answers not-found for a place the site does not have, in the path or the query', async () => {
    const exists = check(platform(5));
    expect(await exists('br', 'pt-br', 'job-search', q('location=atlantis'))).toEqual({ kind: 'not-found' });
    expect(await exists('br', 'pt-br', 'sales-jobs-in-atlantis', q(''))).toEqual({ kind: 'not-found' });
    expect(await exists('br', 'pt-br', 'sales-jobs-in-sao-paulo', q(''))).toEqual({ kind: 'serve' });
  });

  it('answers not-found past the platform limits without asking it', async () => {
    const fetcher = platform(5);
    expect(await check(fetcher)('br', 'pt-br', 'sales-jobs', q('page=99999999999999999999'))).toEqual({ kind: 'not-found' });
    expect(await check(fetcher)('br', 'pt-br', `${'a'.repeat(101)}-jobs`, q(''))).toEqual({ kind: 'not-found' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('redirects a keyword typed with a place of the site to the keyword-in-place page', async () => {
    const exists = check(platform(5));
    expect(await exists('br', 'pt-br', encodeURIComponent('vendas-são-paulo-jobs'), q(''))).toEqual({
      kind: 'redirect',
      path: '/pt-br/jobs-hiring/vendas-jobs-in-sao-paulo',
    });
    expect(await exists('br', 'pt-br', 'vendas-sao-paulo-jobs', q('job_type=full-time'))).toEqual({
      kind: 'redirect',
      path: '/pt-br/jobs-hiring/vendas-jobs-in-sao-paulo?job_type=full-time',
    });
    expect(await exists('jp', 'ja-jp', encodeURIComponent('営業-東京-jobs'), q(''))).toEqual({
      kind: 'redirect',
      path: `/ja-jp/jobs-hiring/${encodeURIComponent('営業-jobs-in-tokyo')}`,
    });
    expect(await exists('us', 'en-us', 'sales-new-york-jobs', q(''))).toEqual({ kind: 'redirect', path: '/en-us/jobs-hiring/sales-jobs-in-new-york' });
    // A place alone is not a keyword with a place; a place inside the keyword is left alone.
    expect(await exists('br', 'pt-br', 'sao-paulo-jobs', q(''))).toEqual({ kind: 'serve' });
    expect(await exists('br', 'pt-br', 'sao-paulo-vendas-jobs', q(''))).toEqual({ kind: 'serve' });
  });

  it('serves when the platform fails, and asks again next time', async () => {
    const fetcher = platform(5, 503);
    const exists = check(fetcher);
    expect(await exists('br', 'pt-br', 'job-search', q('location=atlantis'))).toEqual({ kind: 'serve' });
    expect(await exists('br', 'pt-br', 'job-search', q('location=atlantis'))).toEqual({ kind: 'serve' });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

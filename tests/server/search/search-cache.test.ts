import { describe, expect, it } from 'vitest';
import { SearchCountCache } from '@/server/search/search-cache';

const counts = (total: number) => ({
  total,
  facets: { job_types: {}, xp_lvls: {}, degrees: {}, job_locations: {}, main_functions: {}, job_function_ids: {}, work_arrangements: {}, is_company_verified: {} },
});

describe('SearchCountCache', () => {
  it('returns what was stored until the time to live has passed', () => {
    let time = 0;
    const cache = new SearchCountCache(1000, 10, () => time);
    cache.set('a', counts(5));
    time = 999;
    expect(cache.get('a')?.total).toBe(5);
    time = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const cache = new SearchCountCache(1000, 2, () => 0);
    cache.set('a', counts(1));
    cache.set('b', counts(2));
    cache.set('c', counts(3));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.total).toBe(3);
  });

  it('stores nothing with a time to live of 0', () => {
    const cache = new SearchCountCache(0);
    cache.set('a', counts(1));
    expect(cache.get('a')).toBeUndefined();
  });
});

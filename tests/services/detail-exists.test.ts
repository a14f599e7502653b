import { describe, expect, it, vi } from 'vitest';
import { createDetailExistence, detailTarget } from '@/services/detail-exists';

describe('detailTarget', () => {
  it.each([
    ['/en-us/job/software-engineer-12', { kind: 'job', id: 12 }],
    ['/ja-jp/job/12/apply/success', { kind: 'job', id: 12 }],
    ['/en-us/company/acme-corp-7', { kind: 'company', id: 7 }],
    ['/en-us/company/acme-corp-7/jobs', { kind: 'company', id: 7 }],
  ])('reads %s', (path, target) => {
    expect(detailTarget(path)).toEqual(target);
  });

  it.each(['/en-us', '/en-us/job', '/en-us/job/engineer', '/en-us/jobs-hiring/sales-7-jobs', '/en-us/companies/acme-7'])('finds nothing in %s', (path) => {
    expect(detailTarget(path)).toBeNull();
  });
});

describe('createDetailExistence', () => {
  const answer = (status: number) => vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status }));

  it('asks the documented detail call with the site headers, and keeps the answer for the window', async () => {
    let clock = 1_000;
    const fetcher = answer(404);
    const exists = createDetailExistence({ apiUrl: 'http://platform', fetcher, now: () => clock, ttlMs: 60_000 });
    expect(await exists({ kind: 'job', id: 12 }, 'jp', 'ja-jp')).toBe(false);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('http://platform/job/12');
    expect(init?.headers).toMatchObject({ 'Country-Id': expect.any(String), 'Language-Id': expect.any(String), 'Role-Id': '1', Device: 'web' });
    expect(await exists({ kind: 'job', id: 12 }, 'jp', 'ja-jp')).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock += 60_001;
    expect(await exists({ kind: 'job', id: 12 }, 'jp', 'ja-jp')).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // Another site is another question: a job lives on its own country site only.
    await exists({ kind: 'job', id: 12 }, 'ph', 'en-us');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('says yes to a found company', async () => {
    const fetcher = answer(200);
    const exists = createDetailExistence({ apiUrl: 'http://platform', fetcher });
    expect(await exists({ kind: 'company', id: 7 }, 'ph', 'en-us')).toBe(true);
    expect(fetcher.mock.calls[0]?.[0]).toBe('http://platform/company/7');
  });

  it('lets the page render when the platform fails or cannot be reached, and asks again next time', async () => {
    const failing = answer(500);
    const exists = createDetailExistence({ apiUrl: 'http://platform', fetcher: failing });
    expect(await exists({ kind: 'job', id: 1 }, 'ph', 'en-us')).toBe(true);
    expect(await exists({ kind: 'job', id: 1 }, 'ph', 'en-us')).toBe(true);
    expect(failing).toHaveBeenCalledTimes(2);
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await createDetailExistence({ apiUrl: 'http://platform', fetcher: unreachable })({ kind: 'job', id: 1 }, 'ph', 'en-us')).toBe(true);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const fetcher = answer(404);
    const exists = createDetailExistence({ apiUrl: 'http://platform', fetcher, maxEntries: 2 });
    for (const id of [1, 2, 3]) await exists({ kind: 'job', id }, 'ph', 'en-us');
    await exists({ kind: 'job', id: 3 }, 'ph', 'en-us');
    expect(fetcher).toHaveBeenCalledTimes(3);
    await exists({ kind: 'job', id: 1 }, 'ph', 'en-us');
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});

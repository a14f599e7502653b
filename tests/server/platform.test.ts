import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configListsSchema } from '@/lib/schemas/config';
import { jobSearchResultSchema } from '@/lib/schemas/job';
import { startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function body(response: Response) {
  return (await response.json()) as { code: number; message: string; data: any };
}

describe('envelope and errors', () => {
  it('answers health with code 0', async () => {
    const response = await platform.request('/health');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ code: 0, message: 'Success', data: { status: 'ok' } });
    expect(response.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('keeps a sane incoming request id', async () => {
    const response = await platform.request('/health', { headers: { 'X-Request-Id': 'web-123' } });
    expect(response.headers.get('x-request-id')).toBe('web-123');
  });

  it('answers an unknown path with 404 and code 40004', async () => {
    const response = await platform.request('/job/no-such-thing/at-all');
    expect(response.status).toBe(404);
    expect((await body(response)).code).toBe(40004);
  });

  it('rejects an unknown Country-Id with 422, 40001 and the header named', async () => {
    const response = await platform.request('/config/2/list', { country: 'xx' });
    expect(response.status).toBe(422);
    const { code, data } = await body(response);
    expect(code).toBe(40001);
    expect(data.errors).toHaveProperty(['headers.Country-Id']);
  });

  it('rejects a malformed JSON body with 422, 40001 and a field error, never a 500', async () => {
    const response = await platform.request('/event/report/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"events": [',
    });
    expect(response.status).toBe(422);
    const { code, data } = await body(response);
    expect(code).toBe(40001);
    expect(data.errors._).toEqual(['The body is not valid JSON']);
  });

  it('names each bad field of a well-formed but invalid body', async () => {
    const response = await platform.request('/event/report/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        events: [{ event_name: 'view', device_id: '', device_type: 'tv', device_name: 'x', event_time: '2026/01/01' }],
      }),
    });
    expect(response.status).toBe(422);
    const { code, data } = await body(response);
    expect(code).toBe(40001);
    expect(Object.keys(data.errors).sort()).toEqual(['events.0.device_id', 'events.0.device_type', 'events.0.event_time']);
  });

  it('stores valid events', async () => {
    const response = await platform.request('/event/report/events', {
      method: 'POST',
      country: 'ph',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        events: [
          { event_name: 'home_view', device_id: 'd1', device_type: 'web', device_name: 'Chrome', event_time: '2026-11-01 10:00:00' },
        ],
      }),
    });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ accepted: 1 });
  });
});

describe('config lists', () => {
  it('serves every list, localised and for the country of the request', async () => {
    const response = await platform.request('/config/2/list?language_code=ja', { country: 'jp' });
    expect(response.status).toBe(200);
    const lists = configListsSchema.parse((await body(response)).data);
    const locations = lists.location_lists.flatMap((region) => region.locations);
    expect(locations.map((l) => l.seo_value)).toContain('tokyo');
    expect(locations.find((l) => l.seo_value === 'tokyo')?.value).toBe('東京');
    expect(lists.salary_range_filters.length).toBeGreaterThan(0);
    expect(lists.salary_range_filters.every((f) => f.currency === 'JPY')).toBe(true);
    expect(lists.country_lists).toHaveLength(18);
    expect(lists.country_lists.find((c) => c.key === 'ph')).toMatchObject({ code: '+63', is_sms_allowed: 1 });
    expect(lists.main_job_function_lists.length).toBeGreaterThan(0);
    expect(lists.report_job_reasons.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('derives function keys from the SEO value, titles adding their id', async () => {
    const lists = configListsSchema.parse((await body(await platform.request('/config/2/list'))).data);
    for (const main of lists.main_functions) {
      expect(main.key).toBe(main.seo_value.toLowerCase().replace(/[/\s]+/g, '-'));
    }
    for (const title of lists.function_titles) {
      expect(title.key).toBe(`${title.seo_value.toLowerCase().replace(/[/\s]+/g, '-')}-${title.id}`);
    }
  });

  it('reads the language from Language-Id when no language_code is given', async () => {
    const english = configListsSchema.parse((await body(await platform.request('/config/2/list', { language: 1 }))).data);
    const arabic = configListsSchema.parse((await body(await platform.request('/config/2/list', { language: 10 }))).data);
    expect(arabic.industry_lists.map((i) => i.id)).toEqual(english.industry_lists.map((i) => i.id));
    expect(arabic.industry_lists[0]?.value).not.toBe(english.industry_lists[0]?.value);
    expect(arabic.industry_lists[0]?.value).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses a version that is not a number', async () => {
    const response = await platform.request('/config/latest/list');
    expect(response.status).toBe(422);
    expect((await body(response)).data.errors).toHaveProperty('version');
  });

  it('lists skills of the language', async () => {
    const response = await platform.request('/config/skill/lists?language_code=en');
    const { data } = await body(response);
    expect(data.skills.length).toBeGreaterThan(5);
  });
});

describe('job search', () => {
  it('lists only the country’s open jobs, newest first, 30 a page by default', async () => {
    const response = await platform.request('/job/search?sort=1', { country: 'ph' });
    expect(response.status).toBe(200);
    const result = jobSearchResultSchema.parse((await body(response)).data);
    expect(result.size).toBe(30);
    expect(result.jobs.length).toBeGreaterThan(0);
    expect(result.jobs.every((job) => job.salary.currency === 'PHP')).toBe(true);
    const posted = result.jobs.map((job) => Date.parse(job.posted_at));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it('pages through distinct jobs', async () => {
    const first = jobSearchResultSchema.parse((await body(await platform.request('/job/search?size=5&page=1', { country: 'sg' }))).data);
    const second = jobSearchResultSchema.parse((await body(await platform.request('/job/search?size=5&page=2', { country: 'sg' }))).data);
    const ids = new Set(first.jobs.map((j) => j.id));
    expect(second.jobs.length).toBeGreaterThan(0);
    expect(second.jobs.some((j) => ids.has(j.id))).toBe(false);
    expect(second.total_num).toBe(first.total_num);
  });

  it('refuses a page that is not a positive number', async () => {
    const response = await platform.request('/job/search?page=-2&size=abc', { country: 'ph' });
    expect(response.status).toBe(422);
    expect(Object.keys((await body(response)).data.errors).sort()).toEqual(['page', 'size']);
  });
});

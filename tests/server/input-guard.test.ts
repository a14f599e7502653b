import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputLimits, unsafeInput } from '@/server/http/input-guard';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { makeSeeker, type Seeker } from './profile-support';

let platform: TestPlatform;
let seeker: Seeker;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  seeker = await makeSeeker(platform);
});
afterAll(async () => {
  await platform?.close();
});

const event = (overrides: Record<string, unknown> = {}) => ({
  event_name: 'job_view',
  device_id: 'd-1',
  device_type: 'web',
  device_name: 'Chrome',
  event_time: '2026-10-31 10:00:00',
  ...overrides,
});

function raw(method: string, path: string, body: string, token?: string) {
  return call(platform, path, {
    method,
    country: 'ph',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

describe('bad input anywhere is a 422 with field errors, never a 500 (issue 18, item 6)', () => {
  it('refuses a null, list or scalar body', async () => {
    for (const body of ['null', '[]', '"x"', '1']) {
      const answer = await raw('PATCH', '/jobseeker/me', body, seeker.token);
      expect(answer.status, body).toBe(422);
      expect(answer.code).toBe(40001);
      expect(answer.data.errors._).toEqual(['Send a JSON object']);
    }
  });

  it('refuses NUL characters and lone surrogates in values and keys, naming the field', async () => {
    const nul = await raw('POST', '/event/report/events', JSON.stringify({ events: [event({ data: { note: 'a\u0000b' } })] }));
    expect(nul.status).toBe(422);
    expect(Object.keys(nul.data.errors)).toEqual(['events.0.data.note']);
    const surrogate = await raw('POST', '/event/report/events', JSON.stringify({ events: [event({ data: { note: 'x\ud800' } })] }));
    expect(surrogate.status).toBe(422);
    expect(surrogate.data.errors['events.0.data.note']).toEqual(['The text is not valid Unicode (a lone surrogate)']);
    const key = await raw('POST', '/event/report/events', JSON.stringify({ events: [event({ data: { 'k\u0000': 1 } })] }));
    expect(key.status).toBe(422);
    expect(Object.keys(key.data.errors)).toEqual(['events.0.data']);
  });

  it('refuses numbers JSON reads as Infinity', async () => {
    const answer = await raw('POST', '/event/report/events', `{"events":[${JSON.stringify(event()).replace('}', ',"data":{"n":1e309}}')}]}`);
    expect(answer.status).toBe(422);
    expect(answer.data.errors['events.0.data.n']).toEqual(['Use a finite number']);
  });

  it('refuses deep nesting and over-long lists', async () => {
    const deep = `{"events":[${JSON.stringify(event()).replace('}', `,"data":{"a":${'['.repeat(100)}${']'.repeat(100)}}}`)}]}`;
    const nested = await raw('POST', '/event/report/events', deep);
    expect(nested.status).toBe(422);
    expect(nested.data.errors._).toEqual([`The body is nested more than ${inputLimits.depth} levels deep`]);
    const list = await raw('PATCH', '/jobseeker/me', JSON.stringify({ work_eligibility: Array.from({ length: 1001 }, () => 'ph') }), seeker.token);
    expect(list.status).toBe(422);
    expect(list.data.errors.work_eligibility).toEqual([`Send at most ${inputLimits.listLength} items`]);
  });

  it('refuses a body above the cap before reading it, and a NUL in the URL', async () => {
    const big = await raw('POST', '/auth/login', JSON.stringify({ login: 'a@b.co', password: 'x'.repeat(inputLimits.bodyBytes) }));
    expect(big.status).toBe(422);
    expect(big.data.errors._).toEqual(['The request is larger than 1 MB']);
    const query = await call(platform, '/job/search?query=a%00b', { country: 'ph' });
    expect(query.status).toBe(422);
    expect(Object.keys(query.data.errors)).toEqual(['query']);
  });

  it('answers a schema refinement that trips over a hostile value with 422, not 500', async () => {
    const answer = await raw('PATCH', '/jobseeker/me', JSON.stringify({ birthdate: { a: 1 }, working_since: '2016-01' }), seeker.token);
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
  });
});

describe('unsafeInput', () => {
  it('accepts ordinary text, emoji and CJK, and finds what PostgreSQL cannot store', () => {
    expect(unsafeInput({ a: 'Maria 😀 日本語', b: [1, 2.5, -3], c: { d: null, e: true } })).toBeNull();
    expect(unsafeInput({ a: ['ok', 'x\udfff'] })).toEqual({ 'a.1': ['The text is not valid Unicode (a lone surrogate)'] });
    expect(unsafeInput('\u0000')).toEqual({ _: ['Remove the NUL character (\\u0000): it is not allowed in text'] });
  });
});

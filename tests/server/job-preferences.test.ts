import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPreferenceSchema } from '@/lib/schemas/jobseeker';
import { locations } from '@/server/db/schema';
import { preferenceLimitCode } from '@/server/domain/job-preferences';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { fieldsOf, makeSeeker } from './profile-support';

let platform: TestPlatform;
let manila: number;
let singapore: number;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
  const first = async (country: string) =>
    (await platform.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.countryKey, country)).orderBy(asc(locations.id)).limit(1))[0]?.id ?? 0;
  manila = await first('ph');
  singapore = await first('sg');
});
afterAll(async () => {
  await platform?.close();
});

const onsite = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Customer Service Representative',
  industry_id: 1,
  job_type_id: 1,
  work_arrangement: 'onsite',
  location_id: manila,
  currency: 'php',
  salary_from: 25000,
  salary_to: 35000,
  work_language_id: 1,
  ...overrides,
});
const remote = (overrides: Record<string, unknown> = {}) =>
  onsite({ work_arrangement: 'remote', location_id: null, work_timezone: 'UTC+08:00', currency: 'usd', ...overrides });

describe('preference limits (platform spec §9)', () => {
  it('allows 3 of each kind; remote counts apart from on-site and hybrid', () => {
    expect(preferenceLimitCode(['remote', 'remote'], 'remote')).toBeNull();
    expect(preferenceLimitCode(['remote', 'remote', 'remote'], 'remote')).toBe(41262);
    expect(preferenceLimitCode(['remote', 'remote', 'remote'], 'hybrid')).toBeNull();
    expect(preferenceLimitCode(['onsite', 'hybrid', 'onsite'], 'hybrid')).toBe(41263);
  });
});

describe('/jobseeker/job-preferences', () => {
  it('creates, reads, lists, updates and deletes', async () => {
    const seeker = await makeSeeker(platform);
    const created = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite());
    expect(created.status).toBe(201);
    const preference = jobPreferenceSchema.parse(created.data);
    expect(preference).toMatchObject({ work_arrangement: 'onsite', location_id: manila, is_overseas: false, country_key: null });
    expect((await seeker.get(`/jobseeker/job-preferences/${preference.id}`)).data).toEqual(preference);
    const updated = await seeker.send('PATCH', `/jobseeker/job-preferences/${preference.id}/update`, remote());
    expect(updated.data).toMatchObject({ work_arrangement: 'remote', work_timezone: 'UTC+08:00' });
    expect((await seeker.send('POST', '/jobseeker/job-preferences/create', onsite())).status).toBe(201);
    expect((await seeker.get('/jobseeker/job-preferences')).data.job_preferences).toHaveLength(2);
    expect((await seeker.send('DELETE', `/jobseeker/job-preferences/${preference.id}/delete`)).status).toBe(200);
  });

  it('refuses a 4th remote preference (41262) and a 4th on-site or hybrid one (41263)', async () => {
    const seeker = await makeSeeker(platform);
    for (let i = 0; i < 3; i += 1) expect((await seeker.send('POST', '/jobseeker/job-preferences/create', remote())).status).toBe(201);
    const fourthRemote = await seeker.send('POST', '/jobseeker/job-preferences/create', remote());
    expect(fourthRemote.status).toBe(422);
    expect(fourthRemote.code).toBe(41262);
    const hybrids = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite({ work_arrangement: i === 0 ? 'hybrid' : 'onsite' }));
      expect(answer.status).toBe(201);
      hybrids.push(answer.data.id);
    }
    const fourthOnsite = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite({ work_arrangement: 'hybrid' }));
    expect(fourthOnsite.code).toBe(41263);
    // Turning an on-site one remote would make a 4th remote.
    const switched = await seeker.send('PATCH', `/jobseeker/job-preferences/${hybrids[0]}/update`, remote());
    expect(switched.code).toBe(41262);
    // Updating one within its kind is fine.
    expect((await seeker.send('PATCH', `/jobseeker/job-preferences/${hybrids[0]}/update`, onsite({ salary_to: 50000 }))).status).toBe(200);
  });

  it('holds the limit when requests arrive together', async () => {
    const seeker = await makeSeeker(platform);
    const answers = await Promise.all(Array.from({ length: 5 }, () => seeker.send('POST', '/jobseeker/job-preferences/create', remote())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 41262)).toHaveLength(2);
  });

  it('cannot delete the last preference (41341)', async () => {
    const seeker = await makeSeeker(platform);
    const a = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite());
    const b = await seeker.send('POST', '/jobseeker/job-preferences/create', remote());
    expect((await seeker.send('DELETE', `/jobseeker/job-preferences/${a.data.id}/delete`)).status).toBe(200);
    const last = await seeker.send('DELETE', `/jobseeker/job-preferences/${b.data.id}/delete`);
    expect(last.status).toBe(422);
    expect(last.code).toBe(41341);
    expect((await seeker.get('/jobseeker/job-preferences')).data.job_preferences).toHaveLength(1);
  });

  it.each([
    ['a minimum above the maximum', () => onsite({ salary_from: 40000, salary_to: 30000 }), { salary_from: ['The minimum salary cannot be more than the maximum'] }],
    ['no location for on-site work', () => onsite({ location_id: null }), { location_id: ['This field is required'] }],
    ['no time zone for remote work', () => remote({ work_timezone: null }), { work_timezone: ['This field is required'] }],
    ['no country when overseas', () => onsite({ is_overseas: true, location_id: null }), { country_key: ['This field is required'] }],
    ['a negative salary', () => onsite({ salary_from: -1 }), { salary_from: ['Enter a whole amount of at least 0'] }],
    ['no work language', () => onsite({ work_language_id: null }), { work_language_id: ['This field is required'] }],
    ['an unknown arrangement', () => onsite({ work_arrangement: 'moon' }), { work_arrangement: ['Choose one of the options'] }],
  ])('refuses %s with 422 naming the field', async (_, body, errors) => {
    // Built inside the test: the location ids are read in beforeAll.
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('POST', '/jobseeker/job-preferences/create', body());
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(answer.data.errors).toEqual(errors);
  });

  it('requires every field of platform spec §5 at once', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('POST', '/jobseeker/job-preferences/create', {});
    expect(fieldsOf(answer)).toEqual([
      'currency', 'industry_id', 'job_title', 'job_type_id', 'location_id', 'salary_from', 'salary_to', 'work_arrangement', 'work_language_id',
    ]);
  });

  it('takes an overseas preference in the chosen country only', async () => {
    const seeker = await makeSeeker(platform);
    const ok = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite({ is_overseas: true, country_key: 'sg', location_id: singapore, currency: 'sgd' }));
    expect(ok.data).toMatchObject({ is_overseas: true, country_key: 'sg', location_id: singapore });
    const elsewhere = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite({ is_overseas: true, country_key: 'sg', location_id: manila }));
    expect(fieldsOf(elsewhere)).toEqual(['location_id']);
  });

  it('refuses ids in no list, and is 404 for another user’s preference', async () => {
    const seeker = await makeSeeker(platform);
    const stranger = await makeSeeker(platform);
    const bad = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite({ industry_id: 999, job_type_id: 999, work_language_id: 999 }));
    expect(fieldsOf(bad)).toEqual(['industry_id', 'job_type_id', 'work_language_id']);
    const mine = await seeker.send('POST', '/jobseeker/job-preferences/create', onsite());
    expect((await stranger.get(`/jobseeker/job-preferences/${mine.data.id}`)).status).toBe(404);
    expect((await stranger.send('PATCH', `/jobseeker/job-preferences/${mine.data.id}/update`, onsite())).status).toBe(404);
    expect((await stranger.send('DELETE', `/jobseeker/job-preferences/${mine.data.id}/delete`)).status).toBe(404);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs, locations } from '@/server/db/schema';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { poisonValues } from './fuzz-support';
import { makeSeeker, type Seeker } from './profile-support';

/**
 * The route fuzzer (fuzz-routes) poisons whole bodies, which a schema refuses at its first bad
 * field; this one starts from a body each write route accepts and poisons one field at a time
 * (every leaf, every list, every kind of issue 18's item 6), so the poison reaches the database
 * whenever the schema lets it through. No answer may be a 5xx; each failure has the envelope.
 */

let platform: TestPlatform;
let seeker: Seeker;
let openJob: number;
let manila: number;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 3 });
  seeker = await makeSeeker(platform, { birthdate: '1995-04-02' });
  const [job] = await platform.handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.countryKey, 'ph')).orderBy(asc(jobs.id)).limit(1);
  const [location] = await platform.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.countryKey, 'ph')).orderBy(asc(locations.id)).limit(1);
  openJob = job?.id ?? 0;
  manila = location?.id ?? 0;
});
afterAll(async () => {
  await platform?.close();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Bodies the platform accepts (each answered 2xx as written), per method and path. */
function samples(): [string, string, Record<string, Json>][] {
  return [
    ['PATCH', '/jobseeker/me', { first_name: 'Maria', birthdate: '1995-04-02', working_since: '2016-01', summary: 'Team lead.', address: 'Makati', user_identity_id: 2, is_open_to_work: true, work_eligibility: ['ph'] }],
    ['POST', '/jobseeker/work-experiences/create', { company_name: 'Acme', job_title: 'Team Lead', industry_id: 1, working_period_from: '2019-03', working_period_to: '2022-08', is_currently_work_here: false, salary: 45000, currency: 'PHP', description: 'Led a team of twelve agents.', confirm_duplicate: true }],
    ['POST', '/jobseeker/educations/create', { school: 'University of the Philippines', degree_id: 5, field_of_study: 'Economics', study_period_from: '2013-06', study_period_to: '2017-04', confirm_duplicate: true }],
    ['POST', '/jobseeker/license-certifications/create', { name: 'Certified Scrum Master', issuing_organisation: 'Scrum Alliance', credential_id: 'CSM-1', credential_url: 'https://example.com/v/1', issue_date: '2021-05', expiry_date: '2023-05' }],
    ['POST', '/jobseeker/languages/create', { language_id: 1, proficiency: 'native' }],
    ['PUT', '/jobseeker/skills/update', { skills: [{ value: 'Excel', proficiency: null }] }],
    ['POST', '/jobseeker/job-preferences/create', { job_title: 'Agent', industry_id: 1, job_type_id: 1, work_arrangement: 'onsite', location_id: manila, currency: 'php', salary_from: 25000, salary_to: 35000, work_language_id: 1 }],
    ['POST', '/event/report/events', { events: [{ event_name: 'job_view', device_id: 'd-1', device_type: 'web', device_name: 'Chrome', event_time: '2026-10-31 10:00:00', data: { job_id: 1 } }] }],
    ['POST', '/job/saved-jobs/create', { job_id: openJob, device_uuid: 'fuzz-1', timestamp: 1_793_000_000 }],
    ['POST', `/job/jobs/${openJob}/report`, { report_reason_id: 2, description: 'Looks like a scam.' }],
    ['POST', `/job/${openJob}/view`, { device: 'web', device_uuid: 'fuzz-1' }],
    ['POST', '/job/metrics/job-hot-search', { query: 'nurse', job_title_id: 1 }],
    ['POST', '/jobseeker/click/get-started-record', { email: 'a@b.example', phone_num: '9171234567', source: 'web', data: { step: 'email' } }],
  ];
}

/** Every path in a sample (leaves and containers), as key lists. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return [...(prefix.length > 0 ? [prefix] : []), ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

const marker = '__fuzz_poison__';

/** The sample as JSON text with the value at `path` replaced by raw JSON (which may be 1e309). */
function poisoned(sample: Record<string, Json>, path: (string | number)[], raw: string): string {
  const copy = structuredClone(sample) as Record<string, Json>;
  let holder: Json = copy;
  for (const key of path.slice(0, -1)) holder = (holder as Record<string | number, Json>)[key] as Json;
  (holder as Record<string | number, Json>)[path[path.length - 1] as string | number] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, raw);
}

it('accepts each sample, then answers every single-field poisoning without a server error', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const [method, path, sample] of samples()) {
    const send = async (body: string) => {
      sent += 1;
      const response = await platform.request(path, {
        method,
        country: 'ph',
        headers: { Authorization: `Bearer ${seeker.token}`, 'Content-Type': 'application/json' },
        body,
      });
      const text = await response.text();
      let envelope: { code?: unknown; message?: unknown; data?: unknown } | null = null;
      try {
        envelope = JSON.parse(text);
      } catch {
        // reported below
      }
      return { status: response.status, text, envelope };
    };
    const base = await send(JSON.stringify(sample));
    if (base.status >= 300) failures.push(`${method} ${path}: the sample itself answered ${base.status} ${base.text.slice(0, 200)}`);
    for (const fieldPath of pathsOf(sample)) {
      for (const [kind, raw] of Object.entries(poisonValues)) {
        const answer = await send(poisoned(sample, fieldPath, raw));
        const where = `${method} ${path} ${fieldPath.join('.')}=${kind}`;
        if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 160)}`);
        const env = answer.envelope;
        if (!env || typeof env.code !== 'number' || typeof env.message !== 'string' || !('data' in env)) {
          failures.push(`${where}: no envelope: ${answer.text.slice(0, 120)}`);
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 180_000);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationSchema, licenseSchema, workExperienceSchema } from '@/lib/schemas/jobseeker';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { fieldsOf, makeSeeker, pdfBytes, pngBytes, type Seeker } from './profile-support';

let platform: TestPlatform;
let seeker: Seeker;
let stranger: Seeker;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
  seeker = await makeSeeker(platform);
  stranger = await makeSeeker(platform);
});
afterAll(async () => {
  await platform?.close();
});

const work = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Acme Outsourcing',
  job_title: 'Team Lead',
  industry_id: 1,
  working_period_from: '2019-03',
  working_period_to: '2022-08',
  is_currently_work_here: false,
  salary: 45000,
  currency: 'PHP',
  description: 'Led a team of twelve agents on a telco account.',
  ...overrides,
});

describe('work experiences', () => {
  it('creates, lists, updates and deletes an entry', async () => {
    const created = await seeker.send('POST', '/jobseeker/work-experiences/create', work());
    expect(created.status).toBe(201);
    const entry = workExperienceSchema.parse(created.data);
    expect(entry).toMatchObject({ company_name: 'Acme Outsourcing', working_period_from: '2019-03', currency: 'php' });

    const updated = await seeker.send('PATCH', `/jobseeker/work-experiences/${entry.id}/update`, work({ is_currently_work_here: true, working_period_to: '2020-01' }));
    expect(updated.data).toMatchObject({ is_currently_work_here: true, working_period_to: null });

    const listed = await seeker.get('/jobseeker/work-experiences');
    expect(listed.data.work_experiences.map((w: { id: number }) => w.id)).toEqual([entry.id]);

    const deleted = await seeker.send('DELETE', `/jobseeker/work-experiences/${entry.id}/delete`);
    expect(deleted.data).toEqual({ id: entry.id, deleted: true });
    expect((await seeker.get('/jobseeker/work-experiences')).data.work_experiences).toEqual([]);
  });

  it.each([
    ['an end before the start', { working_period_to: '2018-12' }, 'working_period_to', 'The end must not be before the start'],
    ['no end while not current', { working_period_to: null }, 'working_period_to', 'This field is required'],
    ['a 9-character description', { description: 'Too short' }, 'description', 'Use 10 to 4000 characters'],
    ['a 4001-character description', { description: 'x'.repeat(4001) }, 'description', 'Use 10 to 4000 characters'],
    ['no company', { company_name: '' }, 'company_name', 'This field is required'],
    ['an unknown industry', { industry_id: 9999 }, 'industry_id', 'Choose one of the options'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Choose one of the options'],
  ])('refuses %s with 422 naming the field', async (_, overrides, field, message) => {
    const answer = await seeker.send('POST', '/jobseeker/work-experiences/create', work(overrides));
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(answer.data.errors).toEqual({ [field]: [message] });
  });

  it('asks to confirm a duplicate, and adds it once confirmed', async () => {
    const first = await seeker.send('POST', '/jobseeker/work-experiences/create', work({ company_name: 'Duplicate Co' }));
    expect(first.status).toBe(201);
    const again = await seeker.send('POST', '/jobseeker/work-experiences/create', work({ company_name: ' duplicate co ', job_title: 'TEAM LEAD' }));
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ confirm_duplicate: ['This entry is already in your profile. Add it anyway?'] });
    const confirmed = await seeker.send('POST', '/jobseeker/work-experiences/create', work({ company_name: 'Duplicate Co', confirm_duplicate: true }));
    expect(confirmed.status).toBe(201);
    // Saving an entry unchanged is no duplicate of itself.
    const self = await seeker.send('PATCH', `/jobseeker/work-experiences/${first.data.id}/update`, work({ company_name: 'Duplicate Co', job_title: 'Senior Lead' }));
    expect(self.status).toBe(200);
  });

  it("is 404 for another user's entry, which stays as it was", async () => {
    const mine = await seeker.send('POST', '/jobseeker/work-experiences/create', work({ company_name: 'Private Inc' }));
    expect((await stranger.send('PATCH', `/jobseeker/work-experiences/${mine.data.id}/update`, work())).status).toBe(404);
    const deleted = await stranger.send('DELETE', `/jobseeker/work-experiences/${mine.data.id}/delete`);
    expect(deleted.status).toBe(404);
    expect(deleted.code).toBe(40004);
    expect((await seeker.get('/jobseeker/me')).data.work_experiences.some((w: { id: number }) => w.id === mine.data.id)).toBe(true);
  });
});

describe('educations', () => {
  const school = (overrides: Record<string, unknown> = {}) => ({
    school: 'University of the Philippines',
    degree_id: 5,
    field_of_study: 'Economics',
    study_period_from: '2013-06',
    study_period_to: '2017-04',
    ...overrides,
  });

  it('creates, updates and deletes; still studying needs no end', async () => {
    const created = await seeker.send('POST', '/jobseeker/educations/create', school());
    expect(created.status).toBe(201);
    const entry = educationSchema.parse(created.data);
    const updated = await seeker.send('PATCH', `/jobseeker/educations/${entry.id}/update`, school({ is_currently_studying: true, study_period_to: null }));
    expect(updated.data).toMatchObject({ is_currently_studying: true, study_period_to: null });
    expect((await seeker.get('/jobseeker/educations')).data.educations).toHaveLength(1);
    expect((await seeker.send('DELETE', `/jobseeker/educations/${entry.id}/delete`)).status).toBe(200);
  });

  it('refuses an end before the start, an unknown level, and asks to confirm a duplicate', async () => {
    const early = await seeker.send('POST', '/jobseeker/educations/create', school({ study_period_to: '2012-01' }));
    expect(early.data.errors).toEqual({ study_period_to: ['The end must not be before the start'] });
    const level = await seeker.send('POST', '/jobseeker/educations/create', school({ degree_id: 99 }));
    expect(fieldsOf(level)).toEqual(['degree_id']);
    expect((await seeker.send('POST', '/jobseeker/educations/create', school({ school: 'Ateneo' }))).status).toBe(201);
    const duplicate = await seeker.send('POST', '/jobseeker/educations/create', school({ school: 'ateneo' }));
    expect(fieldsOf(duplicate)).toEqual(['confirm_duplicate']);
  });

  it("is 404 for another user's entry", async () => {
    const mine = await seeker.send('POST', '/jobseeker/educations/create', school({ school: 'Mapúa' }));
    expect((await stranger.send('DELETE', `/jobseeker/educations/${mine.data.id}/delete`)).status).toBe(404);
  });
});

describe('licenses and certifications', () => {
  const license = (overrides: Record<string, unknown> = {}) => ({
    name: 'Certified Scrum Master',
    issuing_organisation: 'Scrum Alliance',
    credential_id: 'CSM-1234',
    credential_url: 'https://scrumalliance.org/verify/1234',
    issue_date: '2021-05',
    expiry_date: '2023-05',
    ...overrides,
  });

  it('takes an attachment (PDF), shows it to its owner only, and drops it with the license', async () => {
    const upload = await seeker.upload('/jobseeker/license-certifications/upload-attachment', { file: new Blob([pdfBytes]), filename: 'csm.pdf' });
    expect(upload.status).toBe(201);
    expect(upload.data).toMatchObject({ filename: 'csm.pdf', mime_type: 'application/pdf' });
    const created = await seeker.send('POST', '/jobseeker/license-certifications/create', license({ attachment_file_id: upload.data.id }));
    expect(created.status).toBe(201);
    expect(licenseSchema.parse(created.data).attachment?.id).toBe(upload.data.id);

    const path = upload.data.url.replace(/^\/api/, '');
    const own = await platform.request(path, { country: 'ph', headers: { Authorization: `Bearer ${seeker.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const other = await platform.request(path, { country: 'ph', headers: { Authorization: `Bearer ${stranger.token}` } });
    expect(other.status).toBe(404);

    expect((await stranger.send('POST', '/jobseeker/license-certifications/create', license({ attachment_file_id: upload.data.id }))).status).toBe(422);
    expect((await seeker.send('DELETE', `/jobseeker/license-certifications/${created.data.id}/delete`)).status).toBe(200);
    const gone = await platform.request(path, { country: 'ph', headers: { Authorization: `Bearer ${seeker.token}` } });
    expect(gone.status).toBe(404);
  });

  it('refuses an attachment that is not PNG, JPG or PDF', async () => {
    const answer = await seeker.upload('/jobseeker/license-certifications/upload-attachment', { file: new Blob(['GIF89a....']) });
    expect(answer.data.errors).toEqual({ file: ['This file type is not supported'] });
    const png = await seeker.upload('/jobseeker/license-certifications/upload-attachment', { file: new Blob([pngBytes]) });
    expect(png.status).toBe(201);
  });

  it.each([
    ['an expiry before the issue', { expiry_date: '2020-01' }, 'expiry_date', 'The expiry date must be after the issue date'],
    ['an expiry in the issue month', { expiry_date: '2021-05' }, 'expiry_date', 'The expiry date must be after the issue date'],
    ['no expiry for one that expires', { expiry_date: null }, 'expiry_date', 'This field is required'],
    ['a credential URL that is not one', { credential_url: 'scrum alliance' }, 'credential_url', 'Enter a valid URL starting with http:// or https://'],
  ])('refuses %s', async (_, overrides, field, message) => {
    const answer = await seeker.send('POST', '/jobseeker/license-certifications/create', license(overrides));
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({ [field]: [message] });
  });

  it('needs no expiry when it does not expire, and updates', async () => {
    const created = await seeker.send('POST', '/jobseeker/license-certifications/create', license({ is_permanent: true, expiry_date: null }));
    expect(created.data).toMatchObject({ is_permanent: true, expiry_date: null });
    const updated = await seeker.send('PATCH', `/jobseeker/license-certifications/${created.data.id}/update`, license({ name: 'CSM' }));
    expect(updated.data).toMatchObject({ name: 'CSM', expiry_date: '2023-05', is_permanent: false });
    expect((await stranger.send('PATCH', `/jobseeker/license-certifications/${created.data.id}/update`, license())).status).toBe(404);
  });
});

describe('links (websites)', () => {
  it('creates, updates and deletes a link; a bad URL is named', async () => {
    const created = await seeker.send('POST', '/jobseeker/websites/create', { title: 'Portfolio', url: 'https://maria.example.com' });
    expect(created.status).toBe(201);
    const updated = await seeker.send('PATCH', `/jobseeker/websites/${created.data.id}/update`, { title: 'GitHub', url: 'https://github.com/maria', description: 'Code' });
    expect(updated.data).toEqual({ id: created.data.id, title: 'GitHub', url: 'https://github.com/maria', description: 'Code' });
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com', 'not a url']) {
      const answer = await seeker.send('POST', '/jobseeker/websites/create', { title: 'Bad', url: bad });
      expect(answer.data.errors, bad).toEqual({ url: ['Enter a valid URL starting with http:// or https://'] });
    }
    expect((await stranger.send('DELETE', `/jobseeker/websites/${created.data.id}/delete`)).status).toBe(404);
    expect((await seeker.send('DELETE', `/jobseeker/websites/${created.data.id}/delete`)).status).toBe(200);
  });
});

describe('languages', () => {
  it('adds a language once, with a proficiency from the list', async () => {
    const created = await seeker.send('POST', '/jobseeker/languages/create', { language_id: 1, proficiency: 'fluent' });
    expect(created.status).toBe(201);
    const twice = await seeker.send('POST', '/jobseeker/languages/create', { language_id: 1, proficiency: 'native' });
    expect(twice.data.errors).toEqual({ language_id: ['This is already in your profile'] });
    const unknown = await seeker.send('POST', '/jobseeker/languages/create', { language_id: 500, proficiency: 'native' });
    expect(unknown.data.errors).toEqual({ language_id: ['Choose one of the options'] });
    const level = await seeker.send('POST', '/jobseeker/languages/create', { language_id: 2, proficiency: 'bilingual' });
    expect(fieldsOf(level)).toEqual(['proficiency']);
    const updated = await seeker.send('PATCH', `/jobseeker/languages/${created.data.id}/update`, { language_id: 11, proficiency: 'native' });
    expect(updated.data).toMatchObject({ language_id: 11, proficiency: 'native' });
    expect((await stranger.send('DELETE', `/jobseeker/languages/${created.data.id}/delete`)).status).toBe(404);
    expect((await seeker.send('DELETE', `/jobseeker/languages/${created.data.id}/delete`)).status).toBe(200);
  });
});

describe('skills', () => {
  it('replaces the list, at most 10 skills of at most 50 characters', async () => {
    const skills = ['Zendesk', 'Coaching', 'SQL'].map((value) => ({ value, proficiency: 'advanced' }));
    const saved = await seeker.send('PUT', '/jobseeker/skills/update', { skills });
    expect(saved.data.skills.map((s: { value: string }) => s.value)).toEqual(['Zendesk', 'Coaching', 'SQL']);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ value: `Skill ${i}` }));
    const tooMany = await seeker.send('PUT', '/jobseeker/skills/update', { skills: eleven });
    expect(tooMany.data.errors).toEqual({ skills: ['Choose at most 10 skills'] });
    const long = await seeker.send('PUT', '/jobseeker/skills/update', { skills: [{ value: 'x'.repeat(51) }] });
    expect(long.data.errors).toEqual({ 'skills.0.value': ['Each skill has at most 50 characters'] });
    const twice = await seeker.send('PUT', '/jobseeker/skills/update', { skills: [{ value: 'SQL' }, { value: 'sql' }] });
    expect(twice.data.errors).toEqual({ 'skills.1.value': ['This skill is already in your list'] });

    expect((await seeker.get('/jobseeker/skills')).data.skills).toHaveLength(3);
    expect((await stranger.get('/jobseeker/skills')).data.skills).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachedResumeListSchema, attachedResumeSchema } from '@/lib/schemas/resumes';
import { syncableContentSchema } from '@/lib/schemas/resume-parsing';
import { users } from '@/server/db/schema';
import { createJobRunner, type JobRunner } from '@/server/jobs/runner';
import { createLogger } from '@/server/logger';
import { parseResume } from '@/server/resume-parsing';
import { resumeParseTaskHandlers } from '@/server/resume-parsing/task';
import { minimalDoc, minimalDocx, minimalPdf } from '../support/documents';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker, send } from './applications-fixtures';

const setDir = join(process.cwd(), 'bench/resume-parsing/set');
const fixture = (name: string) => new Uint8Array(readFileSync(join(setDir, name)));

let platform: TestPlatform;
let runner: JobRunner;

beforeAll(async () => {
  platform = await startTestPlatform();
  runner = createJobRunner({ db: platform.handle.db, logger: createLogger('silent'), schedules: [], handlers: resumeParseTaskHandlers(platform.services) });
});
afterAll(async () => {
  await platform?.close();
});

async function upload(seeker: Seeker, file: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([file as BlobPart], name));
  const response = await platform.request('/jobseeker/resume/upload', { method: 'POST', body: form, headers: seeker.headers });
  const body = (await response.json()) as { code: number; data: unknown };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return attachedResumeSchema.parse(body.data);
}

const syncable = (seeker: Seeker | null, id: string | number) => send(platform, 'GET', `/jobseeker/resume/${id}/get-syncable-content`, { headers: seeker?.headers ?? {} });
const importInto = (seeker: Seeker, id: number, body: unknown) => send(platform, 'POST', `/jobseeker/resume/${id}/import`, { headers: seeker.headers, body });
const list = async (seeker: Seeker) => attachedResumeListSchema.parse((await send(platform, 'GET', '/jobseeker/resumes', { headers: seeker.headers })).data).resumes;

describe('reading a resume in the background', () => {
  it('answers the upload with a parse id at once, analysing; the runner reads it and the content is there, completed', async () => {
    const seeker = await createSeeker(platform);
    const resume = await upload(seeker, fixture('en-classic.pdf'), 'Maria Santos.pdf');
    expect(resume).toMatchObject({ sync_state: 'analysing', syncable: false, parse_id: expect.any(Number) });
    const parseId = resume.parse_id as number;
    expect(syncableContentSchema.parse((await syncable(seeker, parseId)).data)).toEqual({ parse_id: parseId, resume_id: resume.id, state: 'analysing', failure: null, content: null });
    expect((await list(seeker))[0]).toMatchObject({ id: resume.id, sync_state: 'analysing', parse_id: parseId });

    await runner.tick();
    const read = syncableContentSchema.parse((await syncable(seeker, parseId)).data);
    expect(read.state).toBe('completed');
    expect(read.content).toMatchObject({
      name: 'Maria Santos',
      email: 'maria.santos@example.com',
      phone: '+63 917 555 0142',
      work_experiences: [
        { job_title: 'Senior Software Engineer', company_name: 'Globe Payments Inc.', from: '2020-03', to: null, current: true },
        { job_title: 'Software Engineer', company_name: 'Manila Data Systems', from: '2016-06', to: '2020-02', current: false },
      ],
      educations: [{ school: 'University of the Philippines', degree_id: 5, from: '2012-06', to: '2016-04' }],
      skills: ['TypeScript', 'PostgreSQL', 'Go', 'Kubernetes', 'System design'],
      languages: [
        { language_id: 1, proficiency: 'fluent' },
        { language_id: 11, proficiency: 'native' },
      ],
    });
    expect((await list(seeker))[0]).toMatchObject({ id: resume.id, sync_state: 'completed', syncable: true });
    // Run again (a task handed out twice): nothing changes.
    await runner.tick();
    expect((await syncable(seeker, parseId)).data.state).toBe('completed');
  });

  it('ends failed, with its reason, for a file that does not read and one with no text; the list says so', async () => {
    const seeker = await createSeeker(platform);
    // A DOC that passes the upload's check (an OLE file with Word's magic) but has no document inside.
    const broken = await upload(seeker, minimalDoc(), 'broken.doc');
    const scan = await upload(seeker, minimalPdf('Scan'), 'scan.pdf');
    await runner.tick();
    expect((await syncable(seeker, broken.parse_id as number)).data).toMatchObject({ state: 'failed', failure: 'unreadable', content: null });
    expect((await syncable(seeker, scan.parse_id as number)).data).toMatchObject({ state: 'failed', failure: 'no_text', content: null });
    const states = Object.fromEntries((await list(seeker)).map((resume) => [resume.filename, [resume.sync_state, resume.syncable]]));
    expect(states).toEqual({ 'broken.doc': ['failed', false], 'scan.pdf': ['failed', false] });
  });

  it('marks a seeker who has not completed the profile as coming from a quick upload (step page 1101)', async () => {
    const seeker = await createSeeker(platform);
    const completed = await createSeeker(platform);
    await platform.handle.db.update(users).set({ isProfileCompleted: true }).where(eq(users.id, completed.id));
    await upload(seeker, minimalPdf(), 'cv.pdf');
    await upload(completed, minimalPdf(), 'cv.pdf');
    const flags = async (id: number) => (await platform.handle.db.select({ flags: users.flags }).from(users).where(eq(users.id, id)))[0]?.flags;
    expect(await flags(seeker.id)).toMatchObject({ quick_upload: true });
    expect(await flags(completed.id)).not.toHaveProperty('quick_upload');
  });
});

describe('GET /jobseeker/resume/{id}/get-syncable-content', () => {
  it('is its owner’s only: another seeker’s id is a 404, no session a 401, a malformed id a 422 naming id', async () => {
    const owner = await createSeeker(platform);
    const stranger = await createSeeker(platform);
    const resume = await upload(owner, minimalPdf(), 'cv.pdf');
    expect(await syncable(stranger, resume.parse_id as number)).toMatchObject({ status: 404, code: 40004 });
    expect(await importInto(stranger, resume.parse_id as number, { work_experiences: [0] })).toMatchObject({ status: 404, code: 40004 });
    expect(await syncable(null, resume.parse_id as number)).toMatchObject({ status: 401, code: 40003 });
    expect(await send(platform, 'POST', `/jobseeker/resume/${resume.parse_id}/import`, { body: { work_experiences: [0] } })).toMatchObject({ status: 401, code: 40003 });
    expect(await importInto(owner, 0, { work_experiences: [0] })).toMatchObject({ status: 422, code: 40001, data: { errors: { id: [expect.any(String)] } } });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '%27%20or%201%3D1']) {
      expect(await syncable(owner, id), id).toMatchObject({ status: 422, code: 40001, data: { errors: { id: [expect.any(String)] } } });
    }
    expect(await syncable(owner, 999_999)).toMatchObject({ status: 404, code: 40004 });
    // A deleted resume's reading goes with it.
    await send(platform, 'DELETE', `/jobseeker/resumes/${resume.id}/delete`, { headers: owner.headers });
    expect(await syncable(owner, resume.parse_id as number)).toMatchObject({ status: 404 });
  });
});

describe('POST /jobseeker/resume/{id}/import', () => {
  it('creates the chosen profile records once: importing twice adds nothing', async () => {
    const seeker = await createSeeker(platform);
    const resume = await upload(seeker, fixture('en-classic.pdf'), 'cv.pdf');
    const parseId = resume.parse_id as number;
    expect(await importInto(seeker, parseId, { work_experiences: [0] })).toMatchObject({ status: 409, code: 41313 });
    await runner.tick();
    for (const body of [{ work_experiences: 'all' }, { skills: [-1] }, { educations: [1.5] }, []]) {
      expect((await importInto(seeker, parseId, body)).status, JSON.stringify(body)).toBe(422);
    }
    const choice = { work_experiences: [0, 1, 7], educations: [0], skills: [0, 1, 2], languages: [0, 1] };
    const first = await importInto(seeker, parseId, choice);
    expect(first).toMatchObject({
      status: 200,
      data: {
        work_experiences: { created: 2, skipped: 0 },
        educations: { created: 1, skipped: 0 },
        skills: { created: 3, skipped: 0 },
        languages: { created: 2, skipped: 0 },
      },
    });
    const again = await importInto(seeker, parseId, choice);
    expect(again.data).toEqual({
      work_experiences: { created: 0, skipped: 2 },
      educations: { created: 0, skipped: 1 },
      skills: { created: 0, skipped: 3 },
      languages: { created: 0, skipped: 2 },
    });
    const profile = (await send(platform, 'GET', '/jobseeker/me?source=web', { headers: seeker.headers })).data;
    expect(profile.work_experiences.map((work: { job_title: string; company_name: string }) => `${work.job_title} @ ${work.company_name}`).sort()).toEqual([
      'Senior Software Engineer @ Globe Payments Inc.',
      'Software Engineer @ Manila Data Systems',
    ]);
    expect(profile.educations).toHaveLength(1);
    expect(profile.educations[0]).toMatchObject({ school: 'University of the Philippines', degree_id: 5 });
    expect(profile.skills.map((skill: { value: string }) => skill.value)).toEqual(['TypeScript', 'PostgreSQL', 'Go']);
    expect(profile.languages.map((language: { language_id: number }) => language.language_id).sort()).toEqual([1, 11]);
  });

  it('adds each item once when two imports run at the same time', async () => {
    const seeker = await createSeeker(platform);
    const resume = await upload(seeker, fixture('ja-dates-first.pdf'), '履歴書.pdf');
    await runner.tick();
    const choice = { work_experiences: [0, 1], educations: [0], skills: [0, 1], languages: [0, 1] };
    const answers = await Promise.all([importInto(seeker, resume.parse_id as number, choice), importInto(seeker, resume.parse_id as number, choice)]);
    const created = (group: 'work_experiences' | 'educations' | 'skills' | 'languages') => answers.reduce((sum, answer) => sum + answer.data[group].created, 0);
    expect([created('work_experiences'), created('educations'), created('skills'), created('languages')]).toEqual([2, 1, 2, 2]);
    const profile = (await send(platform, 'GET', '/jobseeker/me?source=web', { headers: seeker.headers })).data;
    expect(profile.work_experiences.map((work: { company_name: string }) => work.company_name).sort()).toEqual(['東京データ株式会社', '株式会社さくらテック']);
  });

  it('matches what the profile holds (a campus suffix, months against years), keeps years alone, imports the bullets and marks the file imported', async () => {
    const seeker = await createSeeker(platform);
    const existing = await send(platform, 'POST', '/jobseeker/educations/create', {
      headers: seeker.headers,
      body: { school: 'University of the Philippines Diliman', degree_id: 5, field_of_study: 'Computer Science', study_period_from: '2014-06', study_period_to: '2018-04' },
    });
    expect(existing.status, JSON.stringify(existing)).toBe(201);
    const lines = [
      'Maria Santos',
      'maria.santos@example.com',
      'Experience',
      'Software Engineer, Acme Corp, 2019 - 2024',
      '• Built the payment service used by 40 shops',
      '• Led a team of four engineers',
      'Education',
      'Bachelor of Science in Computer Science, University of the Philippines, 2014 - 2018',
      'Bachelor of Business, University of Manila, 2010 - 2014',
    ];
    const resume = await upload(seeker, minimalDocx(lines), 'maria.docx');
    await runner.tick();
    const reading = syncableContentSchema.parse((await syncable(seeker, resume.parse_id as number)).data);
    expect(reading.content?.educations[0]).toMatchObject({ school: 'University of the Philippines', degree: 'Bachelor of Science', field_of_study: 'Computer Science', from: '2014', to: '2018' });
    expect((await list(seeker)).find((file) => file.id === resume.id)?.imported_at).toBeNull();
    const choice = { work_experiences: [0], educations: [0, 1] };
    expect((await importInto(seeker, resume.parse_id as number, choice)).data).toMatchObject({
      work_experiences: { created: 1, skipped: 0 },
      educations: { created: 1, skipped: 1 },
    });
    expect((await importInto(seeker, resume.parse_id as number, choice)).data).toMatchObject({
      work_experiences: { created: 0, skipped: 1 },
      educations: { created: 0, skipped: 2 },
    });
    const profile = (await send(platform, 'GET', '/jobseeker/me?source=web', { headers: seeker.headers })).data;
    expect(profile.work_experiences).toEqual([
      expect.objectContaining({
        company_name: 'Acme Corp',
        job_title: 'Software Engineer',
        working_period_from: '2019-01',
        working_period_to: '2024-12',
        period_from_year_only: true,
        period_to_year_only: true,
        description: 'Built the payment service used by 40 shops\nLed a team of four engineers',
      }),
    ]);
    expect(profile.educations.map((education: { school: string }) => education.school).sort()).toEqual(['University of Manila', 'University of the Philippines Diliman']);
    expect(profile.educations.find((education: { school: string }) => education.school === 'University of Manila')).toMatchObject({
      degree_id: 5,
      field_of_study: 'Business',
      period_from_year_only: true,
    });
    const imported = (await list(seeker)).find((file) => file.id === resume.id);
    expect(imported?.imported_at).toEqual(expect.any(String));
  });

  it('refuses a reading that failed with 41281', async () => {
    const seeker = await createSeeker(platform);
    const resume = await upload(seeker, minimalDoc(), 'broken.doc');
    await runner.tick();
    expect(await importInto(seeker, resume.parse_id as number, { work_experiences: [0] })).toMatchObject({ status: 422, code: 41281 });
  });
});

describe('reading each format and script', () => {
  it('reads a DOCX and a DOC through word-extractor', async () => {
    const docx = await parseResume(fixture('ja-labelled.docx'), 'docx');
    expect(docx).toMatchObject({ name: '山田 花子', email: 'hanako.yamada@example.jp', work_experiences: [{ job_title: '営業マネージャー', company_name: '大阪商事株式会社', from: '2017-10', current: true }] });
    const doc = await parseResume(fixture('en-dates-first.doc'), 'doc');
    expect(doc.work_experiences.map((work) => [work.job_title, work.company_name, work.from, work.to])).toEqual([
      ['Operations Manager', 'Thames Logistics Ltd', '2017-04', null],
      ['Team Leader', 'Northern Freight plc', '2012-09', '2017-03'],
    ]);
  });

  it('reads Chinese, Japanese and Arabic PDFs in reading order', async () => {
    const chinese = await parseResume(fixture('zh-cn-labelled.pdf'), 'pdf');
    expect(chinese).toMatchObject({ name: '张伟', work_experiences: [{ job_title: '高级前端工程师', company_name: '深圳星云科技有限公司', from: '2019-07', current: true }, {}] });
    const japanese = await parseResume(fixture('ja-dates-first.pdf'), 'pdf');
    expect(japanese.educations).toEqual([expect.objectContaining({ school: '東京工業大学', degree_id: 6, from: '2012-04', to: '2014-03' })]);
    const arabic = await parseResume(fixture('ar-classic.pdf'), 'pdf');
    expect(arabic).toMatchObject({
      name: 'أحمد الحسن',
      phone: '+971 50 123 4567',
      work_experiences: [{ job_title: 'مهندس برمجيات', company_name: 'شركة الخليج للتقنية', from: '2019-01', current: true }, {}],
      languages: [{ language_id: 10, proficiency: 'native' }, { language_id: 1 }],
    });
  });
});

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/services/api-error';
import { createHttp } from '@/services/http';
import { applyToJob, getAppliedJobs, isJobSaved, saveJob, savedStatusLoader, unsaveJob, withdrawApplication } from '@/services/jobs';
import { uploadResume } from '@/services/jobseeker-resumes';
import { applicationFixture, myJobCardFixture, savedJobFixture } from '../fixtures/my-jobs';

const base = 'http://platform.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createHttp({ baseURL: base, context: { country: 'ph', language: 'en-us', device: 'web', session: 'tok' } });
const ok = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });

const card = myJobCardFixture();
const application = applicationFixture({ id: 3, first_message: 'Hi', screening_answers: [{ question_id: 1, answer: '5 years' }] });

describe('applying', () => {
  it('posts source, first_message and screening_answers, and reads the categories and industry', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/job/jobs/7/applications`, async ({ request }) => {
        body = await request.json();
        return ok({ ...application, company_industry: { id: 2, value: 'Hospitals' } }, 201);
      }),
    );
    const result = await applyToJob(client(), 7, { source: 'web', first_message: 'Hi', screening_answers: [{ question_id: 1, answer: '5 years' }] });
    expect(body).toEqual({ source: 'web', first_message: 'Hi', screening_answers: [{ question_id: 1, answer: '5 years' }] });
    expect(result.job_categories[0]?.value).toBe('Healthcare');
    expect(result.company_industry.value).toBe('Hospitals');
  });

  it('turns a second application into an ApiError with code 41501', async () => {
    server.use(http.post(`${base}/job/jobs/7/applications`, () => HttpResponse.json({ code: 41501, message: 'already', data: null }, { status: 409 })));
    const error = await applyToJob(client(), 7, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 41501 });
  });

  it('lists with sort, page and tab, and withdraws with PATCH', async () => {
    let params: URLSearchParams | undefined;
    server.use(
      http.get(`${base}/job/job-applications/jobseekers`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return ok({ applications: [{ ...application, job: card, timeline: [{ step: 'applied', at: application.created_at }], applicants: '10_to_50' }], page: 2, size: 20, total_num: 21, total_pages: 2, sort: 'oldest' });
      }),
      http.patch(`${base}/job/applied-jobs/3/withdraw`, () => ok({ ...application, status: 'cancelled', can_withdraw: false })),
    );
    const list = await getAppliedJobs(client(), { sort: 'oldest', page: 2, tab: 'applied', status: '' });
    expect(Object.fromEntries(params ?? [])).toEqual({ sort: 'oldest', page: '2', tab: 'applied' });
    expect(list.applications[0]?.job.title).toBe('Nurse');
    expect((await withdrawApplication(client(), 3)).status).toBe('cancelled');
  });
});

describe('saving', () => {
  it('sends the job id, device ids and a timestamp in seconds, and deletes by job id', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${base}/job/saved-jobs/create`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok(savedJobFixture(1, 7), 201);
      }),
      http.delete(`${base}/job/saved-jobs/7/delete`, () => ok({ job_id: 7, is_saved: false, saved_job_id: null })),
      http.get(`${base}/job/7/is-saved`, () => ok({ job_id: 7, is_saved: true, saved_job_id: 1 })),
    );
    const before = Math.floor(Date.now() / 1000);
    await saveJob(client(), { job_id: 7, device_uuid: 'dev-1', device_udid: '' });
    expect(body).toMatchObject({ job_id: 7, device_uuid: 'dev-1' });
    expect(body).not.toHaveProperty('device_udid');
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThan(before + 5);
    expect((await isJobSaved(client(), 7)).is_saved).toBe(true);
    expect((await unsaveJob(client(), 7)).is_saved).toBe(false);
  });

  it('asks for the saved state of many cards in one call of at most 30 ids', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${base}/job/jobs/saved-jobs`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('job_ids') ?? '';
        calls.push(ids);
        const saved = ids.split(',').map(Number).filter((id) => id % 2 === 0);
        return ok({ saved_jobs: saved.map((id) => savedJobFixture(id)), page: 1, size: 30, total_num: saved.length, total_pages: 1, sort: 'newest' });
      }),
    );
    const load = savedStatusLoader(client());
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => load(i + 1)));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.split(',')).toHaveLength(30);
    expect(calls[1]).toBe('31,32,33,34,35');
    expect(answers.slice(0, 4)).toEqual([false, true, false, true]);
  });
});

describe('uploading a resume', () => {
  it('sends the file as multipart form data', async () => {
    let received: File | null = null;
    server.use(
      http.post(`${base}/jobseeker/resume/upload`, async ({ request }) => {
        received = (await request.formData()).get('file') as File;
        return ok({ id: 5, filename: 'cv.pdf', mime_type: 'application/pdf', size: 9, created_at: '2026-11-01T00:00:00.000Z' }, 201);
      }),
    );
    const resume = await uploadResume(client(), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(resume.id).toBe(5);
    expect((received as File | null)?.name).toBe('cv.pdf');
  });
});

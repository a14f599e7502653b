import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as save } from '@/app/[lang]/[country]/my-jobs/save/route';
import { POST as apply } from '@/app/[lang]/[country]/job/[slug]/apply/send/route';
import arabic from '@/i18n/messages/applications/ar-ae.json';
import english from '@/i18n/messages/applications/en-us.json';
import { encodeUserCookie } from '@/lib/session-cookies';
import { sessionUserFixture } from '@/tests/support/session-user';
import { jobDetailFixture } from '../fixtures/job-detail';
import { applicationFixture, savedJobFixture } from '../fixtures/my-jobs';

const catalogues: Record<string, Record<string, unknown>> = { 'en-us': english, 'ar-ae': arabic };
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[locale] as never, namespace: namespace as never }),
}));

const platform = 'http://127.0.0.1:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const savedJob = savedJobFixture(1, 7);
const application = applicationFixture({ screening_answers: [{ question_id: 3, answer: 'yes' }], resume_id: 12 });
const user = encodeURIComponent(encodeUserCookie(sessionUserFixture()));
const signedIn = `sessionid=tok_0123456789; user=${user}`;

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new NextRequest(`http://ph.localhost:3000${path}`, {
    method: 'POST',
    headers: {
      host: 'ph.localhost:3000',
      origin: 'http://ph.localhost:3000',
      referer: 'http://ph.localhost:3000/en-us/jobs-hiring/nurse-jobs?page=2',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });
}
const site = (lang = 'en-us') => ({ params: Promise.resolve({ lang, country: 'ph' }) });

describe('POST /{lang}/my-jobs/save (no script)', () => {
  it('saves with the session and goes back to the page it was posted from', async () => {
    const sent: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${platform}/job/saved-jobs/create`, async ({ request }) => {
        sent.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ code: 0, message: 'ok', data: savedJob });
      }),
    );
    const answer = await save(post('/en-us/my-jobs/save', 'job_id=7', { cookie: signedIn }), site());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us/jobs-hiring/nurse-jobs?page=2');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.auth).toBe('Bearer tok_0123456789');
    expect(sent[0]?.body).toMatchObject({ job_id: 7 });
  });

  it('sends a visitor without a session to get-started, to come back and finish the save', async () => {
    const answer = await save(post('/en-us/my-jobs/save', 'job_id=7'), site());
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/en-us/get-started');
    expect(location.searchParams.get('redirect')).toBe('/jobs-hiring/nurse-jobs?page=2&intent=save%3A7');
  });

  it('refuses another site’s post and a malformed id, in the visitor’s language, without calling the platform', async () => {
    const crossSite = await save(post('/ar-ae/my-jobs/save', 'job_id=7', { origin: 'https://evil.example', cookie: signedIn }), site('ar-ae'));
    expect(crossSite.status).toBe(403);
    const page = await crossSite.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain(arabic.FormPosts.crossSite);
    for (const body of ['job_id=abc', 'job_id=0', 'job_id=99999999999', '']) {
      const answer = await save(post('/en-us/my-jobs/save', body, { cookie: signedIn }), site());
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain(english.FormPosts.badForm);
    }
    const json = await save(post('/en-us/my-jobs/save', '{"job_id":7}', { cookie: signedIn, 'content-type': 'application/json' }), site());
    expect(json.status).toBe(415);
  });

  it('says so when the platform refuses, and sends an ended session to sign in again', async () => {
    server.use(http.post(`${platform}/job/saved-jobs/create`, () => HttpResponse.json({ code: 40004, message: 'Not found', data: null }, { status: 404 })));
    const refused = await save(post('/en-us/my-jobs/save', 'job_id=7', { cookie: signedIn }), site());
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(english.FormPosts.saveFailed);
    server.use(http.post(`${platform}/job/saved-jobs/create`, () => HttpResponse.json({ code: 40001, message: 'Unauthorized', data: null }, { status: 401 })));
    const ended = await save(post('/en-us/my-jobs/save', 'job_id=7', { cookie: signedIn }), site());
    expect(ended.headers.get('location')).toMatch(/^\/en-us\/get-started\?redirect=/);
  });
});

describe('POST /{lang}/{job}/apply/send (no script)', () => {
  const job = jobDetailFixture({
    id: 7,
    title: 'Nurse',
    apply: { screening_questions: [{ id: 3, question: 'Licensed?', required: true, answer_type: 'yes_no' }], is_external: false, external_url: null },
  });
  const params = { params: Promise.resolve({ lang: 'en-us', country: 'ph', slug: 'nurse-7' }) };

  it('sends the application and answers the success page', async () => {
    let body: unknown = null;
    server.use(
      http.get(`${platform}/job/7`, () => HttpResponse.json({ code: 0, message: 'ok', data: job })),
      http.post(`${platform}/job/jobs/7/applications`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, message: 'ok', data: application }, { status: 201 });
      }),
    );
    const answer = await apply(post('/en-us/job/nurse-7/apply/send', 'q3=yes&first_message=Hello&resume_id=12', { cookie: signedIn }), params);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en-us/job/nurse-7/apply/success');
    expect(body).toMatchObject({ source: 'web', first_message: 'Hello', resume_id: 12, screening_answers: [{ question_id: 3, answer: 'yes' }] });
  });

  it('answers the form again with the questions to fix, without applying', async () => {
    server.use(http.get(`${platform}/job/7`, () => HttpResponse.json({ code: 0, message: 'ok', data: job })));
    const answer = await apply(post('/en-us/job/nurse-7/apply/send', 'q3=maybe', { cookie: signedIn }), params);
    expect(answer.headers.get('location')).toBe('/en-us/job/nurse-7/apply?error=fixErrors&missing=3');
  });

  it('says when the seeker already applied, and sends a visitor without a session to sign in', async () => {
    server.use(
      http.get(`${platform}/job/7`, () => HttpResponse.json({ code: 0, message: 'ok', data: job })),
      http.post(`${platform}/job/jobs/7/applications`, () => HttpResponse.json({ code: 41501, message: 'applied', data: null }, { status: 409 })),
    );
    const again = await apply(post('/en-us/job/nurse-7/apply/send', 'q3=yes', { cookie: signedIn }), params);
    expect(again.headers.get('location')).toBe('/en-us/job/nurse-7/apply?error=alreadyApplied');
    const visitor = await apply(post('/en-us/job/nurse-7/apply/send', 'q3=yes'), params);
    expect(visitor.headers.get('location')).toBe(`/en-us/get-started?redirect=${encodeURIComponent('/job/nurse-7/apply')}`);
  });
});

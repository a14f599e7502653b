import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplyPanel } from '@/components/job/apply-panel';
import type { JobApplyInfo } from '@/lib/schemas/job';
import { clearBrowserQueries } from '@/services/query-client';
import { renderWithProviders } from '../../support/render';
import { signIn, signOut, visit } from './session-cookie';
import { applicationFixture, myJobCardFixture } from '../../fixtures/my-jobs';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));

const server = setupServer();
const envelope = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });
const failure = (code: number, status: number, data: unknown = null) => HttpResponse.json({ code, message: 'refused', data }, { status });
const noApplications = () => envelope({ applications: [], page: 1, size: 1, total_num: 0, total_pages: 0, sort: 'newest' });
const applied = applicationFixture({ screening_answers: [{ question_id: 2, answer: 'Five years' }] });
const jobCard = myJobCardFixture();
const apply: JobApplyInfo = {
  screening_questions: [
    { id: 2, question: 'How many years of relevant experience do you have?', required: true, answer_type: 'text' },
    { id: 5, question: 'Why are you interested in this role?', required: false, answer_type: 'text' },
  ],
  is_external: false,
  external_url: null,
};
const successPath = '/en-us/job/nurse-7/apply/success';

function renderPanel(info: JobApplyInfo = apply) {
  return renderWithProviders(
    <ApplyPanel jobId={7} jobTitle="Nurse" apply={info} successPath={successPath} applicationsPath="/en-us/my-jobs?tab=applied" />,
  );
}

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  visit('/en-us/job/nurse-7');
  push.mockReset();
});
afterEach(() => {
  server.resetHandlers();
  // The panel's islands share the browser's one query client: no test sees another's answers.
  clearBrowserQueries();
  signOut();
});
afterAll(() => server.close());

describe('applying, signed in', () => {
  beforeEach(() => {
    signIn();
    server.use(
      http.get('*/api/jobseeker/resumes', () => envelope({ resumes: [] })),
      http.get('*/api/jobseeker/generated-resumes', () => envelope({ drafts: [], max: 5 })),
    );
  });

  it('can send a resume generated from the profile instead of an upload (issue 35 item 3)', async () => {
    const bodies: { resume_id?: number }[] = [];
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.get('*/api/jobseeker/resumes', () =>
        envelope({
          resumes: [
            { id: 12, filename: 'Uploaded CV.pdf', mime_type: 'application/pdf', format: 'pdf', size: 4096, created_at: '2026-11-20T00:00:00.000Z', syncable: false, auto_send: false },
          ],
        }),
      ),
      http.get('*/api/jobseeker/generated-resumes', () =>
        envelope({ drafts: [{ id: 31, filename: 'Ada Lovelace - classic.pdf', size: 9000, created_at: '2026-11-21T00:00:00.000Z' }], max: 5 }),
      ),
      http.post('*/api/job/jobs/7/applications', async ({ request }) => {
        bodies.push((await request.json()) as { resume_id?: number });
        return envelope(applied, 201);
      }),
    );
    renderPanel({ ...apply, screening_questions: [] });
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    const group = await screen.findByRole('group', { name: 'Resume' });
    const uploaded = await within(group).findByRole('radio', { name: /Uploaded CV\.pdf/ });
    await waitFor(() => expect((uploaded as HTMLInputElement).checked).toBe(true));
    await userEvent.click(within(group).getByRole('radio', { name: 'Ada Lovelace - classic.pdf (generated from your profile Nov 21, 2026)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(bodies.map((body) => body.resume_id)).toEqual([31]);
  });

  it('sends the attached resume the seeker chooses, the newest chosen first', async () => {
    const bodies: { resume_id?: number }[] = [];
    const resume = (id: number, filename: string, created_at: string) => ({
      id,
      filename,
      mime_type: 'application/pdf',
      format: 'pdf',
      size: 4096,
      created_at,
      syncable: false,
      auto_send: false,
    });
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.get('*/api/jobseeker/resumes', () =>
        envelope({ resumes: [resume(12, 'Newest CV.pdf', '2026-11-20T00:00:00.000Z'), resume(11, 'Older CV.pdf', '2026-10-02T00:00:00.000Z')] }),
      ),
      http.post('*/api/job/jobs/7/applications', async ({ request }) => {
        bodies.push((await request.json()) as { resume_id?: number });
        return envelope(applied, 201);
      }),
    );
    renderPanel({ ...apply, screening_questions: [] });
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await screen.findByRole('button', { name: 'Submit application' });
    const group = await screen.findByRole('group', { name: 'Resume' });
    const newest = await within(group).findByRole('radio', { name: 'Newest CV.pdf (PDF, uploaded Nov 20, 2026)' });
    await waitFor(() => expect((newest as HTMLInputElement).checked).toBe(true));
    await userEvent.click(within(group).getByRole('radio', { name: /Older CV\.pdf/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(bodies.map((body) => body.resume_id)).toEqual([11]);
  });

  it('asks for the required answers before sending anything, naming the question', async () => {
    let posts = 0;
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.post('*/api/job/jobs/7/applications', () => {
        posts += 1;
        return envelope(applied, 201);
      }),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const answer = screen.getByRole('textbox', { name: /How many years.*\(required\)/ });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    const described = (answer.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Answer this question.');
    expect(posts).toBe(0);
  });

  it('sends one application with the message and answers however often Submit is clicked, then shows the success page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.post('*/api/job/jobs/7/applications', async ({ request }) => {
        bodies.push(await request.json());
        await delay(150);
        return envelope(applied, 201);
      }),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /How many years/ }), 'Five years');
    await userEvent.type(screen.getByRole('textbox', { name: /Message to the employer/ }), 'Hello');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(bodies).toEqual([{ source: 'web', first_message: 'Hello', screening_answers: [{ question_id: 2, answer: 'Five years' }] }]);
  });

  it('answers a yes/no question with Yes and No, not a text box (issue 19)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.post('*/api/job/jobs/7/applications', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(applied, 201);
      }),
    );
    renderPanel({
      ...apply,
      screening_questions: [{ id: 4, question: 'Are you legally allowed to work in this country?', required: true, answer_type: 'yes_no' }],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    const group = await screen.findByRole('group', { name: /Are you legally allowed/ });
    expect(within(group).queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(within(group).getAllByRole('radio').every((radio) => radio.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(bodies).toEqual([]);
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(bodies).toEqual([{ source: 'web', screening_answers: [{ question_id: 4, answer: 'yes' }] }]);
  });

  it('says plainly that the seeker has already applied', async () => {
    server.use(
      http.get('*/api/job/job-applications/jobseekers', noApplications),
      http.post('*/api/job/jobs/7/applications', () => failure(41501, 409)),
    );
    renderPanel({ ...apply, screening_questions: [] });
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have already applied for this job.');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows “applied” instead of Apply when the seeker has an application for the job', async () => {
    server.use(
      http.get('*/api/job/job-applications/jobseekers', () =>
        envelope({ applications: [{ ...applied, job: jobCard, timeline: [{ step: 'applied', at: applied.created_at }], applicants: 'under_10' }], page: 1, size: 1, total_num: 1, total_pages: 1, sort: 'newest' }),
      ),
    );
    renderPanel();
    expect((await screen.findByRole('status')).textContent).toContain('You applied for this job.');
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my applications' }).getAttribute('href')).toBe('/en-us/my-jobs?tab=applied');
  });

  it('reopens the form when the seeker comes back from signing in to apply', async () => {
    visit('/en-us/job/nurse-7?intent=apply%3A7');
    server.use(http.get('*/api/job/job-applications/jobseekers', noApplications));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Apply for Nurse' })).toBeTruthy();
    expect(window.location.search).toBe('');
  });
});

describe('before the script arrives (issue 36 item 1)', () => {
  it('is a real link to this page with the apply intent, which opens the quick apply form there', async () => {
    renderPanel();
    const link = screen.getByRole('link', { name: 'Apply now' });
    expect(link.getAttribute('href')).toBe('?intent=apply%3A7');
    // What the browser loads when the tap comes before hydration:
    expect(new URL(link.getAttribute('href') as string, 'http://ph.localhost/en-us/job/nurse-7').search).toBe('?intent=apply%3A7');
    cleanup();
    visit('/en-us/job/nurse-7?intent=apply%3A7');
    renderPanel();
    // The form's code loads on demand, the first time in this file.
    expect(await screen.findByRole('heading', { name: 'Quick apply for Nurse' }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('quick apply, signed out', () => {
  async function fillQuickApply(file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })) {
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { name: 'Quick apply for Nurse' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.upload(screen.getByLabelText('Resume'), file);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /How many years/ }), '3');
  }

  it('registers, uploads the resume and applies, then says the application was sent (issue 19)', async () => {
    const order: string[] = [];
    let registration: Record<string, unknown> = {};
    let redirect: string | null = null;
    server.use(
      http.post('*/session/quick-register', async ({ request }) => {
        order.push('register');
        registration = (await request.json()) as Record<string, unknown>;
        redirect = new URL(request.url).searchParams.get('redirect');
        signIn();
        return envelope({ id: 42, destination: `/en-us/jobseeker-complete-profile?redirect=${encodeURIComponent(successPath)}` });
      }),
      http.post('*/api/jobseeker/resume/upload', () => {
        order.push('upload');
        return envelope({ id: 11, filename: 'cv.pdf', mime_type: 'application/pdf', size: 8, created_at: '2026-11-01T00:00:00.000Z' }, 201);
      }),
      http.post('*/api/job/jobs/7/applications', async ({ request }) => {
        order.push('apply');
        expect(await request.json()).toMatchObject({ resume_id: 11, screening_answers: [{ question_id: 2, answer: '3' }] });
        return envelope(applied, 201);
      }),
      http.get('*/api/job/job-applications/jobseekers', noApplications),
    );
    renderPanel();
    await fillQuickApply();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    // The success page first; it invites the new account to complete its profile.
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(order).toEqual(['register', 'upload', 'apply']);
    expect(registration).toMatchObject({ email: 'new@example.test', first_name: 'Grace', last_name: 'Hopper', terms_and_condition: 1, country_key: 'ph' });
    expect(redirect).toBe(successPath);
  });

  it('links the terms it asks to accept, in a new tab so the form is kept (issue 36 item 10)', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await screen.findByRole('heading', { name: 'Quick apply for Nurse' });
    const terms = screen.getByRole('link', { name: 'Read the Terms of Service (opens in a new tab)' });
    const privacy = screen.getByRole('link', { name: 'Read the Privacy Policy (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/en-us/terms');
    expect(privacy.getAttribute('href')).toBe('/en-us/privacy');
    for (const link of [terms, privacy]) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('takes the phone as people type it and sends it with its country code (issue 36 item 6)', async () => {
    let registration: Record<string, unknown> = {};
    server.use(
      http.post('*/session/quick-register', async ({ request }) => {
        registration = (await request.json()) as Record<string, unknown>;
        signIn();
        return envelope({ id: 42, destination: successPath });
      }),
      http.post('*/api/jobseeker/resume/upload', () =>
        envelope({ id: 11, filename: 'cv.pdf', mime_type: 'application/pdf', size: 8, created_at: '2026-11-01T00:00:00.000Z' }, 201),
      ),
      http.post('*/api/job/jobs/7/applications', () => envelope(applied, 201)),
      http.get('*/api/job/job-applications/jobseekers', noApplications),
    );
    renderPanel();
    await fillQuickApply();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number (optional)' }), '(0917) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(successPath));
    expect(registration.contact_number).toBe('+639175550142');
  });

  it('refuses a resume over 5 MB or of another type in the form', async () => {
    renderPanel();
    await fillQuickApply(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('File size is too huge, upload within 5MB.')).toBeTruthy();
  });

  it('offers to log in instead when the email is already taken', async () => {
    server.use(http.post('*/session/quick-register', () => failure(41001, 422)));
    renderPanel();
    await fillQuickApply();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in instead' });
    expect(login.getAttribute('href')).toBe(`/en-us/get-started?redirect=${encodeURIComponent('/job/nurse-7?intent=apply%3A7')}`);
    expect(push).not.toHaveBeenCalled();
  });
});

describe('external jobs', () => {
  it('link to the employer’s site and count the click', async () => {
    let clicked = 0;
    server.use(
      http.post('*/api/job/7/click-external-job', () => {
        clicked += 1;
        return envelope({ job_id: 7, external_url: 'https://www.acme.example/careers/jobs/7' });
      }),
    );
    renderPanel({ screening_questions: [], is_external: true, external_url: 'https://www.acme.example/careers/jobs/7' });
    const link = screen.getByRole('link', { name: 'Apply on company site' });
    expect(link.getAttribute('href')).toBe('https://www.acme.example/careers/jobs/7');
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(clicked).toBe(1));
  });
});

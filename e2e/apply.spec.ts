import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { jobPath } from '../lib/job-url';
import { minimalPdf } from '../tests/support/documents';
import { signUp } from './support/session';

const headers = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' };

interface Question {
  id: number;
  question: string;
  required: boolean;
  answer_type: 'text' | 'yes_no';
}
interface OpenJob {
  id: number;
  title: string;
  questions: Question[];
}

/** Open Philippine jobs with their apply options, from the platform (the seed is deterministic). */
async function openJobs(request: APIRequestContext): Promise<OpenJob[]> {
  const search = await request.get(`${platformUrl}/job/search?size=60&sort=1&facets=0`, { headers });
  const ids = ((await search.json()).data.jobs as { id: number }[]).map((job) => job.id);
  const jobs: OpenJob[] = [];
  for (const id of ids) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers })).json()).data;
    if (detail.status !== 'active' || detail.apply.is_external) continue;
    jobs.push({ id, title: detail.title, questions: detail.apply.screening_questions });
  }
  return jobs;
}

/** A platform call from the page, with the browser's session cookie (Node cannot resolve ph.localhost). */
async function fromPage(page: Page, path: string) {
  return page.evaluate(
    async ([url, init]) => (await fetch(url, { headers: init })).json(),
    [`/api${path}`, headers] as const,
  );
}

/** A one-page PDF, enough for the platform's signature check. */
// A real one-page PDF: the platform accepts only documents that open as their type.
const pdf = Buffer.from(minimalPdf());

async function openJob(page: Page, job: OpenJob) {
  // The canonical address: an outdated slug redirects, which can interrupt the first load.
  await page.goto(`${site('ph')}/en-us${jobPath(job.title, job.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
}

test.describe('applying and saving', () => {
  let jobs: OpenJob[];

  test.beforeAll(async ({ request }) => {
    jobs = await openJobs(request);
    expect(jobs.some((job) => job.questions.some((q) => q.required))).toBe(true);
    expect(jobs.some((job) => job.questions.length === 0)).toBe(true);
  });

  test('a signed-out visitor quick-applies: the account and the application are created', async ({ page }) => {
    const job = jobs.find((j) => j.questions.length === 0) as OpenJob;
    await openJob(page, job);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page.getByRole('heading', { name: `Quick apply for ${job.title}` })).toBeFocused();
    const email = `quick-${Date.now()}@example.test`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Quinn');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Applicant');
    await page.getByLabel('Resume').setInputFiles({ name: 'quinn-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('textbox', { name: /Message to the employer/ }).fill('I would love to join your team.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit application' }).click();

    // The application was sent, said first; then the new account is invited to complete its
    // profile, and the header shows who is signed in, without a reload (issue 19).
    await page.waitForURL(/\/apply\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your application has been sent');
    await expect(page.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', /\/en-us\/jobseeker-complete-profile\?redirect=/);
    await expect(page.getByRole('button', { name: /^Quinn\b.*account menu/ })).toBeVisible();
    const cookies = await page.context().cookies(site('ph'));
    expect(cookies.find((c) => c.name === 'sessionid')?.httpOnly).toBe(true);
    const list = (await fromPage(page, '/job/job-applications/jobseekers')).data;
    expect(list.total_num).toBe(1);
    expect(list.applications[0]).toMatchObject({ job_id: job.id, status: 'pending', first_message: 'I would love to join your team.' });
    expect(list.applications[0].resume_id).toEqual(expect.any(Number));

    // The same email cannot quick-apply twice: the form offers to log in instead. The signed-in
    // page is left first: its own calls would meet the cleared session with a 401 and end it,
    // sending the tab to log in while the next job page loads.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await openJob(page, jobs.find((j) => j.questions.length === 0 && j.id !== job.id) as OpenJob);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Quinn');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Again');
    await page.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', /get-started\?redirect=.*intent%3Dapply/);
  });

  test('a signed-in seeker applies with a message and answers, finds it under My Jobs, and withdraws it', async ({ page, context, request }) => {
    await signUp(context, request);
    const job = jobs.find((j) => j.questions.find((q) => q.required)?.answer_type === 'text') as OpenJob;
    await openJob(page, job);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page.getByRole('heading', { name: `Apply for ${job.title}` })).toBeVisible();

    // A required question left empty is named, and nothing is sent.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/api/job/jobs/${job.id}/applications`)) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Submit application' }).click();
    const firstRequired = job.questions.find((q) => q.required) as Question;
    const field = page.getByRole('textbox', { name: `${firstRequired.question} (required)` });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(posts).toHaveLength(0);
    await expectNoAxeViolations(page);

    for (const question of job.questions) {
      const name = question.required ? `${question.question} (required)` : question.question;
      if (question.answer_type === 'yes_no') await page.getByRole('group', { name }).getByRole('radio', { name: 'Yes' }).check();
      else await page.getByRole('textbox', { name }).fill(`Answer ${question.id}`);
    }
    await page.getByRole('textbox', { name: /Message to the employer/ }).fill('Hello, I am interested.');
    await page.getByRole('button', { name: 'Submit application' }).dblclick();
    await page.waitForURL(/\/apply\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your application has been sent');
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View my applications' }).click();
    await page.waitForURL(/\/en-us\/my-jobs\?tab=applied$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.title }) });
    await expect(item).toContainText('Pending');
    await expectNoAxeViolations(page);

    // Back on the job page, the seeker is told they applied.
    await openJob(page, job);
    await expect(page.getByRole('status').filter({ hasText: 'You applied for this job.' })).toBeVisible();

    await page.goto(`${site('ph')}/en-us/my-jobs?tab=applied`);
    await page.getByRole('button', { name: `Withdraw application for ${job.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    // Withdrawn is not "no applications yet": the list says where the withdrawn one is (issue 19).
    await expect(page.getByRole('heading', { name: 'No active applications' })).toBeVisible();
    await expect(page.getByText('1 withdrawn application is not in this list.')).toBeVisible();
    await page.getByRole('link', { name: 'Show withdrawn applications' }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.title }) })).toContainText('Withdrawn');
  });

  test('a seeker saves and unsaves from a card and from the job page', async ({ page, context, request }) => {
    await signUp(context, request);
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const save = card.getByRole('button', { name: `Save ${title}` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${site('ph')}/en-us/my-jobs?tab=saved`);
    const savedCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(savedCard).toBeVisible();
    await expectNoAxeViolations(page);
    // Unsave from the card on My Jobs, then it is gone from the list.
    await savedCard.getByRole('button', { name: `Save ${title}` }).click();
    await expect(savedCard.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();

    const job = jobs[0] as OpenJob;
    await openJob(page, job);
    const pageSave = page.getByRole('button', { name: 'Save this job' });
    await expect(pageSave).toHaveAttribute('aria-pressed', 'false');
    await pageSave.click();
    await expect(pageSave).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(pageSave).toHaveAttribute('aria-pressed', 'true');
    await pageSave.click();
    await expect(pageSave).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(pageSave).toHaveAttribute('aria-pressed', 'false');
  });

  test('a signed-out save goes to get-started and is finished on the way back', async ({ page, context, request }) => {
    const job = jobs[1] as OpenJob;
    await openJob(page, job);
    await page.getByRole('button', { name: 'Save this job' }).click();
    await page.waitForURL(/\/en-us\/get-started\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(redirect).toMatch(new RegExp(`^/job/[^?]+-${job.id}\\?intent=save%3A${job.id}$`));

    // Signing in (as get-started would) and following the redirect finishes the save.
    await signUp(context, request);
    await page.goto(`${site('ph')}/en-us${redirect}`);
    await expect(page.getByRole('button', { name: 'Save this job' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).not.toHaveURL(/intent=/);
    // The button turns at once (optimistic); the platform has it once the save call returns.
    await expect.poll(async () => (await fromPage(page, `/job/${job.id}/is-saved`)).data.is_saved).toBe(true);
  });
});

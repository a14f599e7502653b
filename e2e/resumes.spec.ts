import type { APIRequestContext, Page } from '@playwright/test';
import { jobPath } from '../lib/job-url';
import { minimalPdf } from '../tests/support/documents';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

const ph = site('ph');
const headers = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' };
const pdf = (text: string) => ({ name: `${text}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf(text)) });

/** A platform GET from the page, with the browser's session cookie (Node cannot resolve ph.localhost). */
async function fromPage(page: Page, path: string) {
  return page.evaluate(async ([url, init]) => (await fetch(url, { headers: init })).json(), [`/api${path}`, headers] as const);
}

/** An open Philippine job without screening questions, so applying is one click. */
async function plainJob(request: APIRequestContext) {
  const search = await request.get(`${platformUrl}/job/search?size=40&sort=1&facets=0`, { headers });
  for (const { id } of (await search.json()).data.jobs as { id: number }[]) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers })).json()).data;
    if (detail.status === 'active' && !detail.apply.is_external && detail.apply.screening_questions.length === 0) return { id, title: detail.title as string };
  }
  throw new Error('No open job without questions in the seed');
}

test('a seeker uploads a resume with progress, renames it, applies with it, deletes one; a fourth is refused', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  const section = page.getByRole('region', { name: 'Attached resumes' });
  await expect(section.getByText('You have no attached resumes yet.')).toBeVisible();

  // The upload is held a moment on its way, so the progress bar and its cancel button are seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/jobseeker/resume/upload', async (route) => {
    await held;
    await route.continue();
  });
  await section.getByLabel('Upload a resume').setInputFiles(pdf('Erin CV'));
  await expect(section.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(section.getByText('Uploading Erin CV.pdf…')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  release();
  await expect(section.getByRole('heading', { name: 'Erin CV.pdf' })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Erin CV.pdf was uploaded.');
  await expect(section.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/api/jobseeker/resume/upload');
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erin CV.pdf' }) });
  await expect(item).toContainText('PDF');
  // Read in the background (e2e/resume-parsing.spec.ts follows a readable resume to its import).
  await expect(item).toContainText(/Could not be read for your profile|Ready to import/, { timeout: 30_000 });
  await expectNoAxeViolations(page);

  // Rename: the rule is checked in the form, then the new name is kept with the file's type.
  await section.getByRole('button', { name: 'Rename Erin CV.pdf' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename resume' });
  await rename.getByLabel('Name').fill('Erin <CV>');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByLabel('Name')).toHaveAccessibleDescription(/Use letters, digits, spaces and \. _ - \( \) \[ \] only\./);
  await rename.getByLabel('Name').fill('Erin Tester 2026');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(section.getByRole('heading', { name: 'Erin Tester 2026.pdf' })).toBeVisible();

  // Two more, then a fourth is refused with the catalogue's message.
  for (const name of ['Second', 'Third']) {
    await section.getByLabel('Upload a resume').setInputFiles(pdf(name));
    await expect(section.getByRole('heading', { name: `${name}.pdf` })).toBeVisible();
  }
  await section.getByLabel('Upload a resume').setInputFiles(pdf('Fourth'));
  await expect(section.getByRole('alert')).toHaveText('You can attach at most 3 resumes. Delete one to upload another.');
  await expect(section.getByRole('listitem')).toHaveCount(3);

  // Delete asks first.
  await section.getByRole('button', { name: 'Delete Third.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete resume' });
  await expect(confirm).toContainText('Delete Third.pdf? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByRole('heading', { name: 'Third.pdf' })).toHaveCount(0);
  await expect(section.getByRole('listitem')).toHaveCount(2);

  // Apply with the renamed resume.
  const resumes = (await fromPage(page, '/jobseeker/resumes')).data.resumes as { id: number; filename: string }[];
  const chosen = resumes.find((resume) => resume.filename === 'Erin Tester 2026.pdf');
  expect(chosen).toBeDefined();
  const job = await plainJob(request);
  await page.goto(`${ph}/en-us${jobPath(job.title, job.id)}`);
  await page.getByRole('link', { name: 'Apply now' }).click();
  const choice = page.getByRole('group', { name: 'Resume' });
  await choice.getByRole('radio', { name: /^Erin Tester 2026\.pdf \(PDF, uploaded / }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL(/\/apply\/success$/);
  const applied = (await fromPage(page, `/job/job-applications/jobseekers?job_ids=${job.id}`)).data.applications as { job_id: number; resume_id: number }[];
  expect(applied).toEqual([expect.objectContaining({ job_id: job.id, resume_id: chosen?.id })]);
});

const languages = [
  { slug: 'en-us', title: 'Attached resumes', upload: 'Upload a resume', dir: 'ltr' },
  { slug: 'ja-jp', title: '添付した履歴書', upload: '履歴書をアップロード', dir: 'ltr' },
  { slug: 'ar-ae', title: 'السير الذاتية المرفقة', upload: 'رفع سيرة ذاتية', dir: 'rtl' },
];

test('the attached resumes section in English, Japanese and Arabic at 390 and 1366 px', async ({ page, context, request }) => {
  await signUp(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  await page.getByLabel('Upload a resume').setInputFiles(pdf('履歴書 السيرة'));
  await expect(page.getByRole('heading', { name: '履歴書 السيرة.pdf' })).toBeVisible();
  // Each language loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
  for (const [round, language] of languages.entries()) {
    for (const [pass, width] of widthsFor(round).entries()) {
      await resizeTo(page, width);
      if (pass === 0) await page.goto(`${ph}/${language.slug}/manage-profile`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      const section = page.getByRole('region', { name: language.title });
      // Server-rendered: the list is in the HTML before any script runs.
      await expect(section.getByRole('heading', { name: '履歴書 السيرة.pdf' })).toBeVisible();
      await expect(section.getByLabel(language.upload)).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  }
  // The page as the server sends it (fetched by the browser, which resolves ph.localhost).
  const html = await page.evaluate(async () => (await fetch('/ar-ae/manage-profile')).text());
  expect(html).toContain('السير الذاتية المرفقة');
  expect(html).toContain('履歴書 السيرة.pdf');
});

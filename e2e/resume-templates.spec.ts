import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { layoutProblems } from './support/layout';
import { newSeeker } from './support/profile-session';
import { resizeTo, widthsFor } from './support/widths';

const ph = site('ph');

const pages = [
  { slug: 'en-us', heading: 'Free resume templates', preview: 'Preview of the Modern template', dir: 'ltr' },
  { slug: 'ja-jp', heading: '無料の履歴書テンプレート', preview: 'モダンテンプレートのプレビュー', dir: 'ltr' },
  { slug: 'ar-ae', heading: 'قوالب سيرة ذاتية مجانية', preview: 'معاينة قالب عصري', dir: 'rtl' },
];

test('the free resume template page shows the three templates, server-rendered, in English, Japanese and Arabic at 390 and 1366 px, with axe', async ({ page }) => {
  // Each language loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
  for (const [round, language] of pages.entries()) {
    for (const [pass, width] of widthsFor(round).entries()) {
      await resizeTo(page, width);
      if (pass === 0) {
        const response = await page.goto(`${ph}/${language.slug}/resume-templates`);
        expect(response?.status()).toBe(200);
        // Server-rendered: the heading and the previews' words are in the HTML the server sent.
        expect(await response?.text()).toContain(language.heading);
      }
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
      await expect(page.getByRole('img', { name: language.preview })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('img')).toHaveCount(3);
      expect(await layoutProblems(page), `${language.slug} at ${width}`).toEqual([]);
      await expectNoAxeViolations(page);
    }
  }
  // It leads a visitor to sign in and then to manage-profile.
  await page.goto(`${ph}/en-us/resume-templates`);
  await expect(page.getByRole('link', { name: 'Build my resume' }).first()).toHaveAttribute('href', '/en-us/get-started?redirect=%2Fen-us%2Fmanage-profile');
});

test('a signed-in seeker creates a resume PDF from a template in manage-profile and downloads it', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await newSeeker(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  const section = page.getByRole('region', { name: 'Create a resume' });
  await expect(section.getByText('No generated resumes yet.')).toBeVisible();
  await section.getByLabel('Template').selectOption('modern');
  await section.getByRole('button', { name: 'Create PDF' }).click();
  await expect(section.getByRole('status')).toHaveText('Your resume is ready.');
  const item = section.getByRole('listitem').filter({ hasText: 'Rosa Dela Cruz - modern.pdf' });
  await expect(item).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('Rosa Dela Cruz - modern.pdf');
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await item.getByRole('button', { name: 'Delete Rosa Dela Cruz - modern.pdf' }).click();
  await expect(section.getByRole('status')).toHaveText('Resume deleted.');
  await expect(section.getByText('No generated resumes yet.')).toBeVisible();
});

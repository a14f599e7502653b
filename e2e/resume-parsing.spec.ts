import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { newSeeker } from './support/profile-session';

const ph = site('ph');
/** One of the parsing benchmark's resumes (bench/resume-parsing/set): an English PDF with two jobs. */
const resume = { name: 'Maria Santos.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(process.cwd(), 'bench/resume-parsing/set/en-classic.pdf')) };

test('a seeker uploads a PDF, waits for it to be read, imports its work experience and sees it on the profile', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await newSeeker(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  const section = page.getByRole('region', { name: 'Attached resumes' });
  await section.getByLabel('Upload a resume').setInputFiles(resume);
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Maria Santos.pdf' }) });
  // The upload opens the PDF first (PDF.js loads on the platform's first one), then answers.
  await expect(item).toBeVisible({ timeout: 30_000 });
  // The platform's background runner reads it ("Being read for your profile…" meanwhile); the
  // list asks again until it is done.
  const start = item.getByRole('button', { name: 'Import into profile: Maria Santos.pdf' });
  await expect(start).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('Ready to import into your profile');
  await start.click();

  const dialog = page.getByRole('dialog', { name: 'Import into your profile' });
  const work = dialog.getByRole('group', { name: 'Work experience' });
  await expect(work.getByRole('checkbox', { name: /Senior Software Engineer · Globe Payments Inc\. · Mar 2020 – Present/ })).toBeChecked();
  await expectNoAxeViolations(page);
  // Only the work experience: everything else unticked.
  for (const group of ['Education', 'Skills', 'Languages']) {
    for (const box of await dialog.getByRole('group', { name: group }).getByRole('checkbox').all()) await box.uncheck();
  }
  await dialog.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 items were added to your profile.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const experience = page.getByRole('region', { name: 'Work experience' });
  await expect(experience.getByRole('heading', { name: 'Senior Software Engineer' })).toBeVisible();
  await expect(experience.getByRole('heading', { name: 'Software Engineer', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Education' }).getByText('No education added yet.')).toBeVisible();

  // Importing the same reading again, all ticked: the two jobs are not added twice.
  await start.click();
  await dialog.getByRole('button', { name: 'Import 10 items' }).click();
  await expect(dialog.getByRole('status')).toHaveText('8 items were added to your profile. 2 were already on your profile.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(experience.getByRole('listitem')).toHaveCount(2);
});

const languages = [
  { slug: 'en-us', heading: 'What we found in your resume', work: 'Work experience', dir: 'ltr' },
  { slug: 'ja-jp', heading: '履歴書から読み取った内容', work: '職歴', dir: 'ltr' },
  { slug: 'ar-ae', heading: 'ما وجدناه في سيرتك الذاتية', work: 'الخبرة العملية', dir: 'rtl' },
];

test('step page 1101 shows what the quick upload’s resume holds, in English, Japanese and Arabic at 390 and 1366 px', async ({ page, context, request }) => {
  const seeker = await newSeeker(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  await page.getByLabel('Upload a resume').setInputFiles(resume);
  await expect(page.getByRole('button', { name: 'Import into profile: Maria Santos.pdf' })).toBeVisible({ timeout: 30_000 });
  expect(seeker.id).toBeGreaterThan(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      await page.goto(`${ph}/${language.slug}/jobseeker-complete-profile/1101`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      const found = page.getByRole('region', { name: language.heading });
      await expect(found.getByRole('group', { name: language.work }).getByRole('checkbox')).toHaveCount(2);
      await expectNoAxeViolations(page);
    }
  }
});

import { readFileSync } from 'node:fs';
import { expect, site, test } from './fixtures';
import { newSeeker } from './support/profile-session';
import { webPort } from './ports';

const ph = site('ph');

const pages = [
  { slug: 'en-us', heading: 'Free resume templates', preview: 'Preview of the Modern template', dir: 'ltr' },
  { slug: 'ja-jp', heading: '無料の履歴書テンプレート', preview: 'モダンテンプレートのプレビュー', dir: 'ltr' },
  { slug: 'ar-ae', heading: 'قوالب سيرة ذاتية مجانية', preview: 'معاينة قالب عصري', dir: 'rtl' },
];

test('the free resume template page shows the three templates, server-rendered in English, Japanese and Arabic', async ({ page, request }) => {
  // Server-rendered: each language's heading and its first preview's name are in the HTML the
  // server sent. The page in the three languages at 390 and 1366 px, with axe, is the layout
  // check's (e2e/layout.spec.ts, issue 34).
  for (const language of pages) {
    const response = await request.get(`http://127.0.0.1:${webPort}/${language.slug}/resume-templates`, { headers: { Host: `ph.localhost:${webPort}` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(language.heading);
    expect(html).toContain(language.preview);
    expect(html).toContain(`dir="${language.dir}"`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${ph}/en-us/resume-templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Free resume templates' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the Modern template' })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('img')).toHaveCount(3);
  // It leads a visitor to sign in and then to manage-profile.
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

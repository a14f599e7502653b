import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

const ph = site('ph');
const fixture = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(new URL(`../tests/fixtures/video/${name}`, import.meta.url)) });

const languages = [
  { slug: 'en-us', title: 'Video resume', video: 'Video resume 1', dir: 'ltr' },
  { slug: 'ja-jp', title: '動画レジュメ', video: '動画レジュメ 1', dir: 'ltr' },
  { slug: 'ar-ae', title: 'السيرة الذاتية بالفيديو', video: 'السيرة الذاتية بالفيديو 1', dir: 'rtl' },
];

test('a seeker uploads a short MP4 with a cover, watches it play, and deletes it; the section passes axe in three languages at two widths', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(context, request);
  await page.goto(`${ph}/en-us/manage-profile`);
  const section = page.getByRole('region', { name: 'Video resume' });
  await expect(section.getByText('You have no video resume yet.')).toBeVisible();

  // The form reads the length from the file: a 3:10 video is refused before any upload.
  await section.getByLabel('Upload a video resume').setInputFiles(fixture('long.mp4', 'video/mp4'));
  await expect(section.getByRole('alert')).toHaveText('This video is 3:10 long. Video resumes must be under 3 minutes.');

  // The upload is held on its way, so its progress bar and cancel button are seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/jobseeker/video_resume/upload_v1', async (route) => {
    await held;
    await route.continue();
  });
  await section.getByLabel('Upload a video resume').setInputFiles(fixture('short.mp4', 'video/mp4'));
  await expect(section.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  release();
  await expect(section.getByRole('status')).toHaveText('short.mp4 was uploaded.');
  await page.unroute('**/api/jobseeker/video_resume/upload_v1');
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Video resume 1' }) });
  await expect(item).toContainText('0:02');

  // A cover, checked by its bytes on the platform, becomes the player's poster.
  await item.getByLabel('Add a cover image').setInputFiles(fixture('cover.png', 'image/png'));
  await expect(section.getByRole('status')).toHaveText('The cover of short.mp4 was saved.');
  const video = item.locator('video');
  await expect(video).toHaveAttribute('poster', /\/api\/jobseeker\/video-resumes\/\d+\/cover\?v=\d+$/);
  const poster = await video.evaluate(async (element: HTMLVideoElement) => {
    const answer = await fetch(element.poster);
    return { status: answer.status, type: answer.headers.get('content-type'), nosniff: answer.headers.get('x-content-type-options') };
  });
  expect(poster).toEqual({ status: 200, type: 'image/png', nosniff: 'nosniff' });

  // It plays: the browser reads its metadata from the platform (with ranges) and the time moves.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(2);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

  // Each language loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
  for (const [round, language] of languages.entries()) {
    for (const [pass, width] of widthsFor(round).entries()) {
      await resizeTo(page, width);
      if (pass === 0) await page.goto(`${ph}/${language.slug}/manage-profile`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      const region = page.getByRole('region', { name: language.title });
      await expect(region.getByRole('heading', { name: language.video })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  }

  // Delete asks first; then the video is gone, bytes and all.
  await page.goto(`${ph}/en-us/manage-profile`);
  const src = await section.locator('video').getAttribute('src');
  await section.getByRole('button', { name: 'Delete Video resume 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete video resume' });
  await expect(confirm).toContainText('Delete short.mp4? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText('You have no video resume yet.')).toBeVisible();
  expect(await page.evaluate(async (url) => (await fetch(url ?? '')).status, src)).toBe(404);
});

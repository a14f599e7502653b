import type { APIRequestContext, Page } from '@playwright/test';
import { jobPath } from '../lib/job-url';
import { expect, site, test } from './fixtures';
import { platformUrl } from './ports';
import { signUp } from './support/session';

/**
 * Issue 36 items 1 and 2 on a slow network: Chrome's "Slow 3G" (2 s round trip, 50 kB/s each
 * way), the cache off, and the page's scripts held back until the test lets them through, so
 * "before the script arrives" is a state the test holds, not a race it hopes to win.
 */
const headers = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' };

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}

/** Holds every script of the build until `release()`; the ones asked for after it pass at once. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Script that the Content-Security-Policy refused, as the browser reports it. */
function refusedScripts(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

async function quickApplyJob(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const search = await request.get(`${platformUrl}/job/search?size=30&sort=1&facets=0`, { headers });
  for (const { id } of (await search.json()).data.jobs as { id: number }[]) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers })).json()).data;
    if (detail.status === 'active' && !detail.apply.is_external) return { id, title: detail.title };
  }
  throw new Error('no open job to apply to');
}

test.describe('on a slow network, before the page script arrives', () => {
  test.setTimeout(180_000);

  test('a tap on "Apply now" is not lost: the form opens once the script is there', async ({ page, request }) => {
    const job = await quickApplyJob(request);
    await slowNetwork(page);
    const release = await holdScripts(page);
    await page.goto(`${site('ph')}/en-us${jobPath(job.title, job.id)}`, { waitUntil: 'commit', timeout: 90_000 });
    const apply = page.getByRole('link', { name: 'Apply now' });
    // Tapped as soon as it shows, while no script of the page has run.
    await apply.click({ timeout: 90_000 });
    release();
    await expect(page.getByRole('heading', { name: `Quick apply for ${job.title}` })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('a tap on "Save" is not lost: the button is a form that saves the job and comes back', async ({ page, context, request }) => {
    await signUp(context, request, 'ph', { firstName: 'Tala', lastName: 'Early' });
    const job = await quickApplyJob(request);
    const token = (await context.cookies(site('ph'))).find((cookie) => cookie.name === 'sessionid')?.value;
    await slowNetwork(page);
    const release = await holdScripts(page);
    const jobUrl = `${site('ph')}/en-us${jobPath(job.title, job.id)}`;
    await page.goto(jobUrl, { waitUntil: 'commit', timeout: 90_000 });
    const posted = page.waitForResponse((answer) => answer.url().endsWith('/en-us/my-jobs/save') && answer.status() === 303, { timeout: 120_000 });
    // Tapped as soon as it shows, while no script of the page has run.
    await page.getByRole('button', { name: 'Save this job' }).click({ timeout: 90_000 });
    await posted;
    await expect(page).toHaveURL(jobUrl, { timeout: 120_000 });
    release();
    const saved = await request.get(`${platformUrl}/job/${job.id}/is-saved`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
    expect((await saved.json()).data.is_saved).toBe(true);
  });

  for (const where of [
    { name: 'a cached page (home)', path: '/en-us' },
    { name: 'a page rendered per request (My Jobs)', path: '/en-us/my-jobs?tab=applied' },
  ]) {
    test(`a signed-in visitor sees their account, not "Log in", at first paint on ${where.name}`, async ({ page, context, request }) => {
      await signUp(context, request, 'ph', { firstName: 'Rosalinda', lastName: 'Bautista' });
      const refused = refusedScripts(page);
      await slowNetwork(page);
      const release = await holdScripts(page);
      await page.goto(`${site('ph')}${where.path}`, { waitUntil: 'commit', timeout: 90_000 });
      const header = page.locator('.site-header');
      await expect(header.getByRole('link', { name: 'Rosalinda' })).toBeVisible({ timeout: 90_000 });
      await expect(header.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
      // The page has not hydrated: the account shell is the server's markup, marked by the inline script.
      await expect(header.getByRole('button', { name: /Rosalinda/ })).toHaveCount(0);
      release();
      // Then the user menu island takes over from the shell.
      await expect(header.getByRole('button', { name: /Rosalinda/ })).toBeVisible({ timeout: 120_000 });
      await expect(header.getByRole('link', { name: 'Rosalinda' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      expect(refused).toEqual([]);
    });
  }
});

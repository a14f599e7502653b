import type { Page } from '@playwright/test';
import { expect, site, test } from './fixtures';
import { platformUrl } from './ports';
import { smtpSinkUrl } from './support/smtp-settings.mjs';

/**
 * Opening a magic link in a browser that has never seen the site (issue 19): the landing page
 * signs in while the page's guest session may still be on its way. The guest's answer must
 * never replace the user's session, or the next page logs the user straight back out. The
 * race depended on timing (one try in three), so the flow runs in a fresh browser many times,
 * and a guest answer asked for while the login is in flight is held until the login's answer
 * has landed: the order that lost the session.
 */

const ph = site('ph');
// The losing order is forced (the guest answer is held behind the login), so a few tries show it; fifteen
// were for the timing-dependent race before it was forced.
const tries = 3;

async function magicLinkFor(email: string, attempt: number): Promise<string> {
  // Each try from its own address: the per-address send limit is not what this test is about.
  const response = await fetch(`${platformUrl}/auth/jobseekers/send-otp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Country-Id': 'ph',
      'Language-Id': 'en-us',
      'Role-Id': '1',
      Device: 'web',
      'X-Forwarded-For': `10.19.${Math.floor(attempt / 200)}.${(attempt % 200) + 1}`,
    },
    body: JSON.stringify({ email, magic_link: true, redirect: '/en-us/my-jobs' }),
  });
  expect(response.status).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const sink = await fetch(`${smtpSinkUrl}/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await sink.json()) as { messages: { text: string }[] };
      link = messages.map((m) => /https?:\/\/\S+\/get-started\/magic\?\S+/.exec(m.text)?.[0]).find(Boolean);
      return link !== undefined;
    })
    .toBe(true);
  return link as string;
}

/**
 * A guest request sent while the login is in flight is answered by the web server at once (it
 * carries no session yet), but its answer reaches the page only after the login's.
 */
async function holdGuestAnswersBehindLogin(page: Page) {
  let loginAnswered = false;
  const login = page
    .waitForResponse((response) => response.url().includes('/session/code-login'), { timeout: 30_000 })
    .then(() => {
      loginAnswered = true;
    })
    .catch(() => undefined);
  await page.route('**/session/guest', async (route) => {
    if (loginAnswered) return route.continue();
    // Node cannot resolve ph.localhost: the same request, to loopback, with the site's Host.
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}`, headers: { ...route.request().headers(), host: url.host } });
    await login;
    await route.fulfill({ response }).catch(() => undefined);
  });
}

test('a magic link opened in a fresh browser signs in and stays signed in, every time', async ({ browser }) => {
  test.setTimeout(tries * 20_000);
  const stamp = Date.now();
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const email = `magic.race.${stamp}.${attempt}@example.com`;
    const link = await magicLinkFor(email, attempt);
    const context = await browser.newContext();
    const page = await context.newPage();
    await holdGuestAnswersBehindLogin(page);
    await page.goto(link);
    // A new email registers on the way, so the profile comes first, then My Jobs.
    await expect(page, `try ${attempt + 1}`).toHaveURL(/\/en-us\/jobseeker-complete-profile\?redirect=%2Fen-us%2Fmy-jobs$/);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
    // Let whatever the landing page left in flight settle before the session is used again.
    await page.waitForLoadState('networkidle');
    await page.goto(`${ph}/en-us/my-jobs`);
    await expect(page, `try ${attempt + 1}: still signed in`).toHaveURL(`${ph}/en-us/my-jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await context.close();
  }
});

test('a page that finds the session ended on the server says so on get-started, without a loop', async ({ browser }) => {
  const context = await browser.newContext();
  // The cookies of a session the platform no longer knows.
  await context.addCookies([
    { name: 'sessionid', value: 'ended-session-token-0000000000000000', url: ph, httpOnly: true, sameSite: 'Lax' },
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Ana', last_name: 'Reyes', is_profile_completed: true, active_key: 1 })),
      url: ph,
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${ph}/en-us/my-jobs`);
  await expect(page).toHaveURL(/\/en-us\/get-started\?expired=1&redirect=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended. Please log in again.' })).toBeVisible();
  // The stale cookies are gone, so the header offers to log in.
  await expect.poll(async () => (await context.cookies(ph)).map((c) => c.name).filter((n) => n === 'user' || n === 'sessionid')).toEqual([]);
  await context.close();
});

import type { APIRequestContext } from '@playwright/test';
import { expect, site, test } from './fixtures';
import { platformUrl } from './ports';
import { translationsAdminToken } from './support/translations-settings';

/**
 * Runtime translations (issue 16 item 3, docs/decisions/0037): a string changed through the
 * provider's admin call shows on a running web server's page within its revalidation window,
 * without a rebuild or restart; removing it brings the bundled text back.
 */

const ph = site('ph');
const key = 'GetStarted.title';

async function setText(request: APIRequestContext, language: string, value: string | null) {
  const url = `${platformUrl}/translations/${language}/messages/${key}`;
  const headers = { 'x-admin-token': translationsAdminToken, 'content-type': 'application/json' };
  const response = value === null ? await request.delete(url, { headers }) : await request.put(url, { headers, data: { value } });
  expect(response.status(), await response.text()).toBe(200);
}

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('a string changed on the platform shows on the get-started page without a restart, in English and Arabic', async ({ page, request }) => {
  const english = `Welcome back ${Date.now().toString(36)}`;
  const arabic = `أهلًا بعودتك ${Date.now().toString(36)}`;
  await page.goto(`${ph}/en-us/get-started`);
  await expect(heading(page)).toHaveText('Log in or sign up');

  await setText(request, 'en-us', english);
  await setText(request, 'ar-ae', arabic);
  try {
    // The web asks the manifest again after its window (1 s here): reload until it has.
    await expect(async () => {
      await page.goto(`${ph}/en-us/get-started`);
      await expect(heading(page)).toHaveText(english, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page).toHaveTitle(new RegExp(english));

    await page.goto(`${ph}/ar-ae/get-started`);
    await expect(heading(page)).toHaveText(arabic);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await setText(request, 'en-us', null);
    await setText(request, 'ar-ae', null);
  }

  // Removed: the bundled text is back, so later specs see the catalogue's words.
  await expect(async () => {
    await page.goto(`${ph}/en-us/get-started`);
    await expect(heading(page)).toHaveText('Log in or sign up', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.goto(`${ph}/ar-ae/get-started`);
  await expect(heading(page)).toHaveText('سجّل الدخول أو أنشئ حسابًا');
});

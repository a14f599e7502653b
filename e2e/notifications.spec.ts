import { expect, site, test } from './fixtures';
import { signUp } from './support/session';

/**
 * Notifications and blocked companies end to end (issue 14 items 3 and 4): a blocked company's
 * jobs leave the seeker's search; a password change becomes a notification that the header
 * counts and the notifications page marks read.
 */

const ph = site('ph');
const password = 'correct-horse-42';

test('block a company and see its jobs leave the search; a password change becomes a notification, then read', async ({ page, context, request }) => {
  await signUp(context, request);

  // A company with jobs on the first page of the search.
  await page.goto(`${ph}/en-us/jobs-hiring/job-search`);
  const card = page.locator('article[data-company-id]').first();
  await expect(card).toBeVisible();
  const companyId = await card.getAttribute('data-company-id');
  const companyName = ((await card.locator('.job-card__company a').textContent()) ?? '').trim();
  const cards = page.locator(`article[data-company-id="${companyId}"]`);
  expect(await cards.count()).toBeGreaterThan(0);

  // Settings → Blocked companies: find it by name and block it.
  await page.goto(`${ph}/en-us/settings`);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Blocked companies' }).click();
  await expect(page).toHaveURL(`${ph}/en-us/settings/blocked-companies`);
  await expect(page.getByText('You have not blocked any company.')).toBeVisible();
  await page.getByLabel('Company name or legal name').fill(companyName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Block ${companyName}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${companyName} is blocked.` })).toBeVisible();
  await expect(page.getByTestId('blocked-list')).toContainText(companyName);

  // The same search no longer shows its jobs.
  await page.goto(`${ph}/en-us/jobs-hiring/job-search`);
  await expect(page.locator('article[data-company-id]').first()).toBeAttached();
  await expect(cards.first()).toBeHidden({ timeout: 15_000 });
  for (const each of await cards.all()) await expect(each).toBeHidden();

  // A password change is told in the notifications.
  await page.goto(`${ph}/en-us/settings`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('another-horse-43');
  await page.getByLabel('Repeat the new password').fill('another-horse-43');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  await page.goto(`${ph}/en-us`);
  const menu = page.getByRole('button', { name: /account menu/ });
  await expect(menu).toContainText('1 unread notification', { timeout: 15_000 });
  await menu.click();
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(`${ph}/en-us/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Your password was changed. If this was not you, reset your password now.')).toBeVisible();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('All read')).toBeVisible();
  await page.reload();
  await expect(page.getByText('All read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
});

// The notification, notification-settings and blocked-company pages in English, Japanese and
// Arabic at 390 and 1366 px, with their headings and axe, are the layout check's (e2e/layout.spec.ts).

test('signed out, the notifications page sends to get-started and back', async ({ page }) => {
  await page.goto(`${ph}/en-us/notifications`);
  await expect(page).toHaveURL(`${ph}/en-us/get-started?redirect=${encodeURIComponent('/en-us/notifications')}`);
});

import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

/**
 * Job alerts end to end (issue 14 items 1–2): "Get alerts for this search" on a search page
 * (a plain link), the signed-in create page (best fit first), the alert in settings changed to weekly; the
 * settings page in English, Japanese and Arabic at phone and desktop widths, with axe.
 */

const ph = site('ph');

test('create an alert from a search page, find it in settings, change it to weekly', async ({ page, context, request }) => {
  await signUp(context, request);
  await page.goto(`${ph}/en-us/jobs-hiring/accountant-jobs`);
  const link = page.getByRole('link', { name: 'Get alerts for this search' });
  await expect(link).toHaveAttribute('href', '/en-us/job-alerts/create?query=accountant');
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create a job alert' })).toBeVisible();
  await expect(page.getByText('accountant', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Newest first' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Best fit for my profile first' }).check();
  await page.getByRole('button', { name: 'Create alert' }).click();

  await expect(page).toHaveURL(`${ph}/en-us/settings/job-alerts?created=1`);
  await expect(page.getByText('Your job alert is on.')).toBeVisible();
  const alert = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'accountant' }) });
  await expect(alert.getByLabel('How often')).toHaveValue('daily');
  await expect(alert.getByLabel('Order of jobs in the email')).toHaveValue('fit');
  await alert.getByLabel('How often').selectOption('weekly');
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.reload();
  await expect(alert.getByLabel('How often')).toHaveValue('weekly');
  await alert.getByRole('button', { name: 'Pause' }).click();
  await expect(alert.getByText('Paused')).toBeVisible();
  await expectNoAxeViolations(page);
});

const languages = [
  { slug: 'en-us', heading: 'Job alerts', frequency: 'How often', sort: 'Order of jobs in the email', dir: 'ltr' },
  { slug: 'ja-jp', heading: '求人アラート', frequency: '配信頻度', sort: 'メールでの求人の並び順', dir: 'ltr' },
  { slug: 'ar-ae', heading: 'تنبيهات الوظائف', frequency: 'عدد المرات', sort: 'ترتيب الوظائف في البريد الإلكتروني', dir: 'rtl' },
];

test('the job alerts settings page in English, Japanese and Arabic at 390 and 1366 px', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await signUp(context, request);
  await page.goto(`${ph}/en-us/settings/job-alerts`);
  const created = await page.evaluate(async () => {
    const response = await fetch('/api/job/job-alerts/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Country-Id': '167' },
      body: JSON.stringify({ query: 'nurse', job_types: '1', frequency: 'weekly' }),
    });
    return response.status;
  });
  expect(created).toBe(201);

  // Each language loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
  for (const [round, language] of languages.entries()) {
    for (const [pass, width] of widthsFor(round).entries()) {
      await resizeTo(page, width);
      if (pass === 0) await page.goto(`${ph}/${language.slug}/settings/job-alerts`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(page.getByRole('heading', { level: 2, name: language.heading })).toBeVisible();
      await expect(page.locator(`nav a[href="/${language.slug}/settings/job-alerts"][aria-current="page"]`)).toHaveText(language.heading);
      await expect(page.getByLabel(language.frequency)).toHaveValue('weekly');
      await expect(page.getByLabel(language.sort)).toHaveValue('newest');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language.slug} at ${width}`).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  }
  await context.close();
});

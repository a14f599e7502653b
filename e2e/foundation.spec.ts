import { webPort } from './ports';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { eachAtMost } from './support/bounded';

test.describe('country from the host, language from the path', () => {
  test('the Philippines home lists its latest jobs in pesos', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in the Philippines');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(page.getByText(/₱[\d,]+/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Japan home speaks Japanese with yen salaries', async ({ page }) => {
    await page.goto(`${site('jp')}/ja-jp`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('日本');
    await expect(page.getByText(/[￥¥][\d,]+/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Arabic renders right to left', async ({ page }) => {
    await page.goto(`${site('ae')}/ar-ae`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
    await expectNoAxeViolations(page);
  });
});

test.describe('redirects to the best language', () => {
  test('with nothing to go on, the country default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'xx' , extraHTTPHeaders: { 'Accept-Language': '' } });
    const page = await context.newPage();
    await page.goto(`${site('jp')}/`);
    await expect(page).toHaveURL(`${site('jp')}/ja-jp`);
    await page.goto(`${site('br')}/`);
    await expect(page).toHaveURL(`${site('br')}/pt-br`);
    await context.close();
  });

  test('Accept-Language beats the country default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${site('jp')}/`);
    await expect(page).toHaveURL(`${site('jp')}/es-es`);
    await context.close();
  });

  test('a path without a language keeps its path under the best language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    const response = await page.goto(`${site('tr')}/maintenance`);
    await expect(page).toHaveURL(`${site('tr')}/tr-tr/maintenance`);
    expect(response?.status()).toBe(200);
    await context.close();
  });
});

test.describe('the country and language switcher', () => {
  test('switching language keeps the choice for the next visit', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    await page.getByRole('button', { name: /Country and language/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your country and language' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Language').selectOption('ja-jp');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${site('ph')}/ja-jp`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto(`${site('ph')}/`);
    await expect(page).toHaveURL(`${site('ph')}/ja-jp`);
  });

  test('switching country moves to that country’s site', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    await page.getByRole('button', { name: /Country and language/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Country').selectOption('sg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${site('sg')}/en-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in Singapore');
    await expect(page.getByText(/SGD\s?[\d,]+/).first()).toBeVisible();
  });

  test('Close leaves everything as it was', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    await page.getByRole('button', { name: /Country and language/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(`${site('ph')}/en-us`);
  });
});

test.describe('status pages', () => {
  test('an unknown page is a real 404 that says so', async ({ page }) => {
    const response = await page.goto(`${site('ph')}/en-us/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page does not exist' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the maintenance page', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/maintenance`);
    await expect(page.getByRole('heading', { name: 'We are under maintenance.' })).toBeVisible();
    await expect(
      page.getByText('The page that you are looking for is currently under maintenance and will be back soon!'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /./ }).last()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('every country’s home in its own language, and every language on one site, answers 200 with its language', async ({ request }) => {
  const { countries } = await import('../lib/countries');
  const { languages } = await import('../lib/languages');
  // The page code is the same for every pair; what differs is the country's data and the
  // language's messages. Each country once in its SEO language, each language once on the
  // Philippine site; that every one of the 180 pairs reaches the layout as a site it knows is
  // tests/middleware.test.ts (issue 34: each check once, in the cheapest layer).
  const pairs = [
    ...countries.map((country) => ({ country, language: languages.find((l) => l.slug === country.seoLanguage) ?? languages[0] })),
    ...languages.map((language) => ({ country: countries.find((c) => c.key === 'ph') ?? countries[0], language })),
  ];
  await eachAtMost(pairs, 4, async ({ country, language }) => {
    if (!country || !language) throw new Error('no countries or languages');
    const response = await request.get(`http://127.0.0.1:${webPort}/${language.slug}`, {
      headers: { Host: `${country.key}.localhost:${webPort}` },
      maxRedirects: 0,
    });
    expect(response.status(), `${country.key} ${language.slug}`).toBe(200);
    const html = await response.text();
    expect(html, `${country.key} ${language.slug}`).toContain(`lang="${language.code}"`);
    expect(html).toContain(`data-country="${country.key}"`);
  });
});

import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { resizeTo, widthsFor } from './support/widths';

/**
 * A misspelt keyword (issue 32, docs/decisions/0072): the page shows the results of the closest
 * spelling that finds jobs, says which, and links to the search as typed.
 */
test.describe('a misspelt keyword', () => {
  test('shows the corrected results with a link to search as typed', async ({ page }) => {
    const response = await page.goto(`${site('ph')}/en-us/jobs-hiring/sofware-enginer-jobs`);
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId('spelling-notice');
    await expect(notice).toContainText('Showing results for software engineer');
    await expect(page.locator('.job-card').first()).toBeVisible();
    expect(await page.locator('.job-card').count()).toBeGreaterThan(0);
    // A misspelling showing another spelling's results is not a landing page.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    await notice.getByRole('link', { name: 'Search instead for sofware enginer' }).click();
    await expect(page).toHaveURL(/\/en-us\/jobs-hiring\/sofware-enginer-jobs\?as_typed=1$/);
    await expect(page.getByTestId('spelling-notice')).toHaveCount(0);
    await expect(page.locator('.job-card')).toHaveCount(0);
  });

  for (const [round, [country, lang, text]] of (
    [
      ['jp', 'ja-jp', 'software engineer の検索結果を表示しています'],
      ['ae', 'ar-ae', 'عرض نتائج software engineer'],
      ['ph', 'en-us', 'Showing results for software engineer'],
    ] as const
  ).entries()) {
    const [firstWidth, secondWidth] = widthsFor(round);
    test(`${lang} at ${firstWidth} and ${secondWidth} px: the notice fits, without axe violations`, async ({ page }) => {
      // Loaded at one width, then the window resized to the other (e2e/support/widths.ts).
      for (const [pass, width] of [firstWidth, secondWidth].entries()) {
        await resizeTo(page, width);
        if (pass === 0) await page.goto(`${site(country)}/${lang}/jobs-hiring/sofware-enginer-jobs`);
        const notice = page.getByTestId('spelling-notice');
        await expect(notice).toHaveText(new RegExp(text));
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(scroll, `at ${width}px`).toBeLessThanOrEqual(0);
        const box = await notice.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `at ${width}px`).toBe(true);
        await expectNoAxeViolations(page);
      }
    });
  }
});

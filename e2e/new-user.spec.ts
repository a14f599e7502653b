import { expect, site, test } from './fixtures';

/**
 * What a new user hit (issue 19), in the browser: job cards and the job header at a phone's and
 * a laptop's width in every language, and the report dialog's options.
 */

const ph = site('ph');
const allLanguages = ['en-us', 'zh-cn', 'zh-tw', 'ja-jp', 'es-es', 'pt-br', 'ms-my', 'id-id', 'tr-tr', 'ar-ae'];

test('job cards: no "Remote · Remote", and the save button sits inside its card in every language and width', async ({ page }) => {
  test.setTimeout(180_000);
  // Each language's page once, measured at each width: a resize lays the same cards out again.
  for (const language of allLanguages) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${ph}/${language}/remote-jobs`);
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.locator('.job-card').evaluateAll((elements) =>
        elements.map((card) => {
          const box = card.getBoundingClientRect();
          const save = card.querySelector('.save-job')?.getBoundingClientRect();
          const tags = [...card.querySelectorAll('.job-card__tags li')].map((li) => li.textContent?.trim() ?? '');
          return {
            title: card.querySelector('h3')?.textContent ?? '',
            urgent: card.querySelector('.badge--urgent') !== null,
            inside: save !== undefined && save.left >= box.left && save.right <= box.right && save.top >= box.top && save.bottom <= box.bottom,
            repeated: tags.length !== new Set(tags).size,
          };
        }),
      );
      expect(cards.length, `${language} ${width}px`).toBeGreaterThan(0);
      expect(cards.filter((card) => !card.inside).map((card) => card.title), `save outside its card: ${language} ${width}px`).toEqual([]);
      expect(cards.filter((card) => card.repeated).map((card) => card.title), `a tag said twice: ${language} ${width}px`).toEqual([]);
    }
  }
});

test('the job header links the company to its page', async ({ page }) => {
  await page.goto(`${ph}/en-us/jobs-hiring/job-search`);
  await page.locator('.job-card__link').first().click();
  const company = page.locator('.job-detail__head').getByRole('link').first();
  const name = (await company.textContent()) ?? '';
  await company.click();
  await expect(page).toHaveURL(/\/en-us\/company\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the report dialog lines its options up, in English and Arabic', async ({ page }) => {
  for (const language of ['en-us', 'ar-ae']) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${ph}/${language}/jobs-hiring/job-search`);
    await page.locator('.job-card__link').first().click();
    await page.locator('.job-page__actions .link-button').click();
    const radios = page.getByRole('dialog').getByRole('radio');
    await expect(radios.first()).toBeVisible();
    const starts = await radios.evaluateAll((elements) => elements.map((radio) => Math.round(radio.getBoundingClientRect()[document.dir === 'rtl' ? 'right' : 'left'])));
    expect(new Set(starts).size, `${language}: ${starts.join(', ')}`).toBe(1);
    const widths = await radios.evaluateAll((elements) => elements.map((radio) => Math.round(radio.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
  }
});

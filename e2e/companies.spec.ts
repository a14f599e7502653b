import { webPort } from './ports';
import { expect, expectNoAxeViolations, site, test } from './fixtures';

const plain = (path: string) => `http://127.0.0.1:${webPort}${path}`;
const phHost = { Host: `ph.localhost:${webPort}` };

test.describe('companies', () => {
  test('search companies, open one, and see its Culture and life tab and similar companies', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site('ph')}/en-us/companies`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies in the Philippines');
    await expect(page.getByRole('list', { name: 'Featured companies' }).getByRole('article').first()).toBeVisible();
    const results = page.getByRole('list', { name: /^\d+ companies$/ });
    const first = results.getByRole('article').first().getByRole('heading').getByRole('link');
    const name = ((await first.textContent()) ?? '').trim();
    expect(name).not.toBe('');

    // Search by a word of its name: a GET form, so the search is a URL.
    const word = name.split(/\s+/)[0] as string;
    await page.getByLabel('Company name').fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en-us/companies\\?query=${encodeURIComponent(word).replace(/%20/g, '\\+')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Companies matching “${word}”`);
    const found = page.getByRole('list', { name: /^\d+ compan(y|ies)$/ }).getByRole('link', { name, exact: true });
    await expect(found).toBeVisible();

    // A crawler without JavaScript gets the same list, and searches are not indexed.
    const html = await (await request.get(plain(`/en-us/companies?query=${encodeURIComponent(word)}`), { headers: phHost })).text();
    expect(html).toContain('class="company-card"');
    expect(html).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await found.click();
    await expect(page).toHaveURL(/\/en-us\/company\/[^/?]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    await tabs.getByRole('link', { name: 'Culture and life' }).click();
    await expect(page).toHaveURL(/\?tab=culture$/);
    await expect(tabs.getByRole('link', { name: 'Culture and life' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: `Life at ${name}` })).toBeVisible();
    const similar = page.getByRole('list', { name: 'Similar companies' }).getByRole('article');
    await expect(similar.first()).toBeVisible();
    expect(await similar.getByRole('link', { name, exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // A filter from the form narrows the list to that industry, by URL too.
    await page.goto(`${site('ph')}/en-us/companies`);
    const industry = page.getByLabel('Industry');
    const option = industry.locator('option').nth(1);
    const label = ((await option.textContent()) ?? '').trim();
    await industry.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/companies\?industry=\d+$/);
    const cards = page.getByRole('list', { name: /compan/ }).getByRole('article');
    for (const card of await cards.all()) await expect(card.getByRole('list', { name: 'Key facts' })).toContainText(label);
  });

  test('on a phone the menu button opens a drawer that reaches Companies, in English and in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site('ph')}/en-us`);
    const header = page.locator('header.site-header');
    expect((await header.boundingBox())?.height ?? 999).toBeLessThan(100);
    const open = page.getByRole('button', { name: 'Menu', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/en-us\/companies$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies in the Philippines');

    // Right to left: the drawer opens from the left edge.
    await page.goto(`${site('ph')}/ar-ae`);
    await page.getByRole('button', { name: 'القائمة' }).click();
    const arabic = page.getByRole('dialog', { name: 'القائمة' });
    await expect(arabic).toBeVisible();
    expect((await arabic.boundingBox())?.x).toBeLessThan(2);
    await expect(arabic.getByRole('link', { name: 'الشركات' })).toBeVisible();
  });

  test('switching the language on a search keeps the search', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site('ph')}/en-us/companies?sort=name&verified=1`);
    await page.getByRole('button', { name: /Country and language/ }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('ja-jp');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${site('ph')}/ja-jp/companies?sort=name&verified=1`);
    await expect(page.getByLabel('並べ替え')).toHaveValue('name');
    await expect(page.getByLabel('認証済みの企業のみ')).toBeChecked();
  });

  // The list (signed in and out) and the directory in English, Japanese and Arabic at 390 and
  // 1366 px, with axe, are the layout check's (e2e/layout.spec.ts, issue 34).
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { companyPath } from '../lib/company-url';
import { phoneDisplay } from '../lib/phone-display';
import type { CompanyDetail } from '../lib/schemas/company';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl, webPort } from './ports';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

/**
 * A company's About parts (issue 15 item 1, docs/decisions/0047): every part the company has,
 * server-rendered, in English, Japanese and Arabic at phone and desktop widths with axe; "Block
 * this company" from the page, seen in settings and lifted again; a signed-out block finished
 * after logging in; and a company picked from the suggestions of a work experience.
 */

type Messages = Record<string, Record<string, string>>;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;
const text = (slug: string) => ({ ...read(`i18n/messages/${slug}.json`), ...read(`i18n/messages/companyAbout/${slug}.json`) });

/** The company's detail as the platform answers it, in the page's language. */
async function detail(request: APIRequestContext, country: string, language: string, id: number): Promise<CompanyDetail> {
  const response = await request.get(`${platformUrl}/company/${id}`, { headers: { 'Country-Id': country, 'Language-Id': language, 'Role-Id': '1' } });
  return ((await response.json()) as { data: CompanyDetail }).data;
}

const partsOf = (c: CompanyDetail) =>
  [c.phone, c.email, c.address, c.brands.length, c.news.length, c.photos.length, c.hot_jobs.length, c.employees_number, c.average_age, c.registered_country].filter(
    (part) => part !== null && part !== 0,
  ).length;

/** The country's company with the most About parts (the seed gives few companies every one). */
async function richestCompany(request: APIRequestContext, country: string, language: string): Promise<CompanyDetail> {
  const search = await request.get(`${platformUrl}/company/search?size=50`, { headers: { 'Country-Id': country, 'Language-Id': language, 'Role-Id': '1' } });
  const ids = ((await search.json()) as { data: { companies: { id: number }[] } }).data.companies.map((c) => c.id);
  let best: CompanyDetail | null = null;
  for (const id of ids) {
    const company = await detail(request, country, language, id);
    if (!best || partsOf(company) > partsOf(best)) best = company;
  }
  if (!best) throw new Error(`no company in ${country}`);
  return best;
}

const languages = [
  { slug: 'en-us', country: 'ph', dir: 'ltr' },
  { slug: 'ja-jp', country: 'jp', dir: 'ltr' },
  { slug: 'ar-ae', country: 'ae', dir: 'rtl' },
] as const;

for (const [round, language] of languages.entries()) {
  test(`a company’s About parts in ${language.slug} at 390 and 1366 px, server-rendered and accessible`, async ({ page, request }) => {
    const t = text(language.slug);
    const company = await richestCompany(request, language.country, language.slug);
    expect(partsOf(company)).toBeGreaterThanOrEqual(8);
    const path = `/${language.slug}${companyPath(company.name, company.id, { tab: 'about' })}`;

    // Crawlers without JavaScript get the parts in the HTML.
    const html = await (await request.get(`http://127.0.0.1:${webPort}${path}`, { headers: { Host: `${language.country}.localhost:${webPort}` } })).text();
    for (const item of [...company.news.map((n) => n.title), ...company.brands.map((b) => b.name)]) {
      expect(html).toContain(item.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }

    // Loaded at one width, then the window resized to the other (e2e/support/widths.ts).
    for (const [pass, width] of widthsFor(round).entries()) {
      await resizeTo(page, width);
      if (pass === 0) await page.goto(`${site(language.country)}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      const present = (condition: unknown, name: string) => (condition ? expect(heading(name)).toBeVisible() : expect(heading(name)).toHaveCount(0));
      await present(company.phone || company.email || company.address || company.website, t.CompanyPage?.contact as string);
      await present(company.brands.length, t.CompanyAbout?.brands as string);
      await present(company.news.length, t.CompanyAbout?.news as string);
      await present(company.photos.length, t.CompanyAbout?.album as string);
      await present(company.benefits.length, t.CompanyPage?.benefits as string);
      await present(company.hot_jobs.length, t.CompanyAbout?.hotHiring as string);

      const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      const fact = (label: string) => page.locator('dt', { hasText: exactly(label) }).locator('xpath=following-sibling::dd[1]');
      if (company.registered_country) await expect(fact(t.CompanyAbout?.registeredCountry as string)).toHaveText(company.registered_country.value);
      const number = new Intl.NumberFormat(language.slug);
      if (company.employees_number !== null) await expect(fact(t.CompanyAbout?.employeesNumber as string)).toContainText(number.format(company.employees_number));
      if (company.average_age !== null) await expect(fact(t.CompanyAbout?.averageAge as string)).toContainText(number.format(company.average_age));
      // The company's number as its country's own site writes it, nationally (issue 33 item 5), dialled in E.164.
      if (company.phone) {
        const shown = phoneDisplay(company.phone, language.country);
        expect(shown.text).not.toMatch(/^\+/);
        await expect(page.getByRole('link', { name: shown.text })).toHaveAttribute('href', `tel:${company.phone.replace(/[^\d+]/g, '')}`);
      }
      if (company.email) await expect(page.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
      if (company.address) {
        const map = page.getByRole('link', { name: new RegExp(t.CompanyAbout?.map as string) });
        await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/(\?mlat=|search\?query=)/);
      }
      for (const item of company.news) await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      for (const job of company.hot_jobs) await expect(page.getByRole('link', { name: job.title, exact: true }).first()).toBeVisible();

      // The album's pictures come from the platform through the site and really load.
      const pictures = page.getByRole('region', { name: t.CompanyAbout?.album as string }).getByRole('img');
      await expect(pictures).toHaveCount(company.photos.length);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  });
}

/** A Philippine company with open jobs, through the companies list's first link. */
async function aCompany(page: Page): Promise<{ name: string; path: string }> {
  await page.goto(`${site('ph')}/en-us/companies`);
  const link = page.locator('a[href^="/en-us/company/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(`${site('ph')}${href}`);
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(name).not.toBe('');
  return { name, path: href };
}

test('a seeker blocks the company from its page, sees it in settings, and unblocks it there and back', async ({ page, context, request }) => {
  await signUp(context, request);
  const company = await aCompany(page);
  await page.getByRole('button', { name: 'Block this company' }).click();
  await expect(page.getByRole('button', { name: 'Unblock this company' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${company.name} is blocked.` })).toBeVisible();
  await expect(page.getByText('You blocked this company: its recruiters can’t contact you')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Blocked companies' }).click();
  await expect(page).toHaveURL(`${site('ph')}/en-us/settings/blocked-companies`);
  await expect(page.getByTestId('blocked-list')).toContainText(company.name);

  // Back on the page it reads as blocked (the page is cached; the island asks), and unblocks.
  await page.goto(`${site('ph')}${company.path}?tab=about`);
  await page.getByRole('button', { name: 'Unblock this company' }).click();
  await expect(page.getByRole('button', { name: 'Block this company' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${company.name} is unblocked.` })).toBeVisible();
  await page.goto(`${site('ph')}/en-us/settings/blocked-companies`);
  await expect(page.getByText('You have not blocked any company.')).toBeVisible();
});

test('signed out, “Block this company” goes to log in and the block is finished on the way back', async ({ page, context, request }) => {
  const company = await aCompany(page);
  const id = Number(/-(\d+)$/.exec(company.path)?.[1]);
  await page.getByRole('button', { name: 'Block this company' }).click();
  await page.waitForURL(/\/en-us\/get-started\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  expect(redirect).toBe(`${company.path.replace(/^\/en-us/, '')}?intent=block%3A${id}`);

  // Signing in (as get-started would) and following the redirect finishes the block.
  await signUp(context, request);
  await page.goto(`${site('ph')}/en-us${redirect}`);
  await expect(page.getByRole('button', { name: 'Unblock this company' })).toBeVisible();
  await expect(page).not.toHaveURL(/intent=/);
  // The button flips at once; the platform's answer is the toast. Leaving before it would cancel
  // the call (a loaded run did: the settings then listed nothing).
  await expect(page.getByRole('status').filter({ hasText: `${company.name} is blocked.` })).toBeVisible();
  await page.goto(`${site('ph')}/en-us/settings/blocked-companies`);
  await expect(page.getByTestId('blocked-list')).toContainText(company.name);
});

test('the company of a work experience is picked from the platform’s companies, and free text stays allowed', async ({ page, context, request }) => {
  await signUp(context, request);
  const company = await aCompany(page);
  await page.goto(`${site('ph')}/en-us/manage-profile`);
  await page.getByRole('button', { name: 'Add work experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add work experience' });
  const field = dialog.getByRole('combobox', { name: 'Company name' });
  await field.pressSequentially(company.name.slice(0, 4).toLowerCase(), { delay: 40 });
  const suggestions = dialog.getByRole('listbox', { name: 'Companies on Hireloop' });
  const option = suggestions.getByRole('option', { name: new RegExp(`^${company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await option.click();
  await expect(field).toHaveValue(company.name);
  await expect(suggestions).toBeHidden();
  await dialog.getByLabel('Job title').fill('Account Manager');
  await dialog.getByLabel('From', { exact: true }).fill('2021-05');
  await dialog.getByLabel('I currently work here').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(company.name, { exact: false }).first()).toBeVisible();

  // A company the platform does not know is kept as typed.
  await page.getByRole('button', { name: 'Add work experience' }).click();
  await field.fill('Tindahan ni Aling Nena');
  await expect(dialog.getByRole('status').filter({ hasText: 'No company on Hireloop matches' })).toBeAttached();
  await dialog.getByLabel('Job title').fill('Store Clerk');
  await dialog.getByLabel('From', { exact: true }).fill('2016-01');
  await dialog.getByLabel('To', { exact: true }).fill('2018-12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tindahan ni Aling Nena').first()).toBeVisible();
});

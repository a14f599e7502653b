import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { layoutProblems } from './support/layout';

/**
 * "Jobs near me" (platform spec §4, Location flow): with the position refused, the search box
 * says the location service is not enabled; once allowed, it asks the platform for the site's
 * nearest location and opens that location's search. Home and search pages, in English,
 * Japanese and Arabic (right to left), each once, at a phone's or a laptop's width, with axe: the
 * pages themselves at both widths in the three languages are the layout check's (e2e/layout.spec.ts).
 */

const nearMe = (slug: string) =>
  (JSON.parse(readFileSync(`i18n/messages/nearMe/${slug}.json`, 'utf8')) as { NearMe: Record<'button' | 'off', string> }).NearMe;

/** Each site with a position a few kilometres from one of its seeded locations (server/seed/reference/locations). */
const cases = [
  // Greenbelt, Makati.
  { country: 'ph', language: 'en-us', dir: 'ltr', position: { latitude: 14.5526, longitude: 121.0216 }, seo: 'makati', city: 'Makati', start: 'home', width: 390 },
  // Nara: nearer Osaka than Kyoto.
  { country: 'jp', language: 'ja-jp', dir: 'ltr', position: { latitude: 34.6851, longitude: 135.8048 }, seo: 'osaka', city: '大阪', start: 'search', width: 1366 },
  // Jumeirah Lakes Towers, by the Marina.
  { country: 'ae', language: 'ar-ae', dir: 'rtl', position: { latitude: 25.0693, longitude: 55.1416 }, seo: 'dubai-marina', city: 'مرسى دبي', start: 'home', width: 390 },
] as const;

for (const c of cases) {
  const width = c.width;
  test(`${c.language} at ${width}px: refused, then allowed, the ${c.start} page's "Jobs near me" opens the search for ${c.seo}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const origin = site(c.country);
    const text = nearMe(c.language);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const start = c.start === 'home' ? `${origin}/${c.language}` : `${origin}/${c.language}/jobs-hiring/job-search`;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/config/geo-location')) asked.push(request.url());
    });

    await page.goto(start);
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    const form = page.getByRole('search');
    const button = form.getByRole('button', { name: text.button });
    await expect(button).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);

    // Not allowed (headless Chromium refuses a permission nobody granted): the catalogue's message.
    await button.click();
    await expect(form.getByRole('status')).toHaveText(text.off);
    expect(asked).toEqual([]);
    expect(page.url()).toBe(start);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Allowed, standing near a seeded city: the platform names the location, the search opens.
    await context.grantPermissions(['geolocation'], { origin });
    await context.setGeolocation(c.position);
    await button.click();
    await page.waitForURL(`${origin}/${c.language}/jobs-hiring/job-search?location=${c.seo}`);
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0] ?? '').searchParams;
    expect(Number(query.get('latitude'))).toBeCloseTo(c.position.latitude, 4);
    expect(Number(query.get('longitude'))).toBeCloseTo(c.position.longitude, 4);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.city);
    await expect(page.getByRole('search').locator('select[name="location"]')).toHaveValue(c.seo);
    await expect(page.getByRole('search').getByRole('status')).toHaveText('');
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('a keyword in the box is kept: nurse jobs near Makati', async ({ browser }) => {
  const origin = site('ph');
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 14.5547, longitude: 121.0244 } });
  const page = await context.newPage();
  await page.goto(`${origin}/en-us/jobs-hiring/job-search`);
  await page.getByRole('combobox', { name: 'Job title, skill or company' }).fill('Nurse');
  await page.getByRole('button', { name: 'Jobs near me' }).click();
  await page.waitForURL(`${origin}/en-us/jobs-hiring/nurse-jobs-in-makati`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Makati');
  await context.close();
});

test('pages let only this site ask for the position', async ({ page }) => {
  const response = await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
  expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
  expect(await page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy?.allowsFeature('geolocation'))).toBe(true);
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { oidcIssuer } from './support/oidc-settings.mjs';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

/**
 * QR code login and identity verification (issue 14 items 5 and 6; docs/decisions/0044): a
 * waiting browser logs in once a signed-in "app" (an authenticated API call with another
 * context's session) confirms the QR code; a Singapore seeker verifies through the local OpenID
 * provider standing in for the national digital ID service, is refused on a name mismatch, then
 * gets the badge and the jobs for verified seekers.
 */

type Messages = {
  QrLogin: { open: string; imageAlt: string; waiting: string };
  IdentityVerification: { start: string; badge: string };
};
const messages = (slug: string) => JSON.parse(readFileSync(`i18n/messages/verification/${slug}.json`, 'utf8')) as Messages;
/** Each language loaded once, at the phone's or the laptop's width in turn, and checked at both. */
const languages = ['en-us', 'ja-jp', 'ar-ae'] as const;

async function openQr(page: Page, slug: string) {
  const shown = page.waitForResponse((response) => response.url().endsWith('/session/qr-login') && response.request().method() === 'POST');
  await page.getByRole('button', { name: messages(slug).QrLogin.open }).click();
  const body = (await (await shown).json()) as { data: { text: string } };
  await expect(page.getByRole('img', { name: messages(slug).QrLogin.imageAlt })).toBeVisible();
  return new URL(body.data.text).searchParams.get('code') ?? '';
}

function confirmAsApp(page: Page, code: string, token: string | undefined) {
  return page.request.post(`${platformUrl}/auth/qr-login/confirm`, {
    headers: { 'Country-Id': 'ph', 'Role-Id': '1', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data: { code },
  });
}

test('QR login: the waiting page logs in once the signed-in app confirms the code; the code cannot be used twice', async ({ page, browser, request }) => {
  await page.goto(`${site('ph')}/en-us/get-started`);
  const first = await openQr(page, 'en-us');
  // Refresh: a new code replaces the first.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/session/qr-login'));
  await page.getByRole('button', { name: 'Refresh QR code' }).click();
  const code = new URL(((await (await refreshed).json()) as { data: { text: string } }).data.text).searchParams.get('code') ?? '';
  expect(code).not.toBe(first);
  await expect(page.getByRole('status')).toContainText('Waiting for the app to confirm');

  // The app: another signed-in context's session, used the way the app calls the platform.
  const app = await browser.newContext();
  const user = await signUp(app, request);
  const token = (await app.cookies(site('ph'))).find((cookie) => cookie.name === 'sessionid')?.value;
  expect((await confirmAsApp(page, code, undefined)).status()).toBe(401);
  const confirmed = await confirmAsApp(page, code, token);
  expect(confirmed.status()).toBe(200);

  await expect(page).not.toHaveURL(/get-started/);
  const cookie = (await page.context().cookies(site('ph'))).find((c) => c.name === 'user');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toMatchObject({ id: user.id });
  expect((await page.context().cookies(site('ph'))).some((c) => c.name === 'qr_login')).toBe(false);

  const reused = await confirmAsApp(page, code, token);
  expect(reused.status()).toBe(409);
  expect(((await reused.json()) as { code: number }).code).toBe(41601);
  // The first, replaced code expires unused; the app cannot log anyone in with a code from elsewhere.
  expect((await confirmAsApp(page, 'A'.repeat(43), token)).status()).toBe(404);
  await app.close();
});

test('the QR panel passes axe in English, Japanese and Arabic at 390 and 1366 px', async ({ page }) => {
  for (const [round, slug] of languages.entries()) {
    const [width, otherWidth] = widthsFor(round);
    await resizeTo(page, width);
    await page.goto(`${site('ph')}/${slug}/get-started`);
    await openQr(page, slug);
    await expect(page.getByRole('status')).toHaveText(new RegExp(messages(slug).QrLogin.waiting.slice(0, 6)));
    await expectNoAxeViolations(page);
    await resizeTo(page, otherWidth);
    await expect(page.getByRole('img', { name: messages(slug).QrLogin.imageAlt })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

async function verifyAt(page: Page, slug: string, email: string) {
  await page.goto(`${site('sg')}/${slug}/identity-verification`);
  await page.getByRole('link', { name: messages(slug).IdentityVerification.start }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site('sg')}/${slug}/identity-verification\\?result=`));
}

test('identity verification on the Singapore site: a name mismatch is refused in the page language, a match gives the badge and the jobs for verified seekers', async ({ page, context, request }) => {
  // Two verifications and twelve axe runs (two pages in three languages at two widths, six loads).
  test.slow();
  await signUp(context, request, 'sg', { firstName: 'Ah Kow', lastName: 'Tan' });
  // Elsewhere there is no such page.
  expect((await page.goto(`${site('ph')}/en-us/identity-verification`))?.status()).toBe(404);

  await page.goto(`${site('sg')}/en-us/identity-verification`);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await expect(page.getByText('Verified identity')).toHaveCount(0);

  // Lim Mei Ling is not the profile's Tan Ah Kow.
  await verifyAt(page, 'ja-jp', 'lim.meiling@id.example');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('本人情報が一致しません。もう一度お試しください');
  await expect(page.getByText(messages('ja-jp').IdentityVerification.badge, { exact: true })).toHaveCount(0);

  // A new person at the provider: its session with the first one ends.
  await context.clearCookies({ domain: '127.0.0.1' });
  await verifyAt(page, 'en-us', 'tan.ahkow@id.example');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your identity is verified.');
  await expect(page.getByText('Verified identity', { exact: true })).toBeVisible();
  const jobs = page.getByRole('region', { name: 'Jobs for verified seekers' }).getByRole('listitem');
  await expect(jobs).toHaveCount(3);
  // A job for verified seekers opens on its own per-request page.
  const title = ((await jobs.first().getByRole('heading').textContent()) ?? '').trim();
  const jobLink = jobs.first().getByRole('link');
  const jobPath = new URL((await jobLink.getAttribute('href')) ?? '', site('sg')).pathname.replace(/^\/en-us/, '');
  await jobLink.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  for (const [round, slug] of languages.entries()) {
    for (const path of ['/identity-verification', jobPath]) {
      const [width, otherWidth] = widthsFor(round);
      await resizeTo(page, width);
      await page.goto(`${site('sg')}/${slug}${path}`);
      const shown = path === jobPath ? page.getByRole('heading', { level: 1, name: title }) : page.getByText(messages(slug).IdentityVerification.badge, { exact: true });
      await expect(shown).toBeVisible();
      await expectNoAxeViolations(page);
      await resizeTo(page, otherWidth);
      await expect(shown).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});

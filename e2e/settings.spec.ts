import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { signUp } from './support/session';
import { smtpSinkUrl } from './support/smtp-settings.mjs';

/**
 * Account settings end to end (issue 14 item 3, issue 18 item 4): the settings frame in three
 * languages at phone and desktop widths, and changing the sign-in email with the codes read
 * from the mail the platform sent over SMTP: the new address confirms, the old one is told,
 * and the new email signs in.
 */

const ph = site('ph');
const password = 'correct-horse-42';

interface SinkMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

async function mailbox(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`${smtpSinkUrl}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: SinkMessage[] }).messages;
}

async function nextMail(to: string, subject: RegExp): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(to)).find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as SinkMessage;
}

function codeIn(message: SinkMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

async function logInWithPassword(page: Page, email: string) {
  await page.goto(`${ph}/en-us/get-started`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Log in with your password' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
}

test('change the sign-in email with the code sent to the new address; the old one is told; the new one signs in', async ({ page, context, request }) => {
  const seeker = await signUp(context, request);
  const newEmail = `moved-${Date.now()}-${process.pid}@example.test`;

  // The account menu leads to settings.
  await page.goto(`${ph}/en-us`);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(`${ph}/en-us/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(seeker.email)).toBeVisible();

  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill('not-my-password-1');
  await page.getByRole('button', { name: 'Send a confirmation code' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Send a confirmation code' }).click();
  await expect(page.getByText(`We sent a confirmation code to ${newEmail}`)).toBeVisible();
  await expectNoAxeViolations(page);

  const confirmation = await nextMail(newEmail, /Confirm your new email address/);
  await page.getByLabel('Confirmation code').fill(codeIn(confirmation));
  await page.getByRole('button', { name: 'Change my email' }).click();
  await expect(page.getByText(`Your sign-in email is now ${newEmail}`)).toBeVisible();

  const notice = await nextMail(seeker.email, /sign-in email was changed/);
  expect(notice.text).toContain(newEmail.slice(newEmail.indexOf('@')));
  expect(notice.text).not.toContain(newEmail);

  // The header reads the rewritten `user` cookie; log out and sign in with the new address.
  await page.reload();
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  // Off home, log out replaces the page with home; the header says "Log in" before that, and a
  // page.goto racing the replacement is aborted.
  await page.waitForURL(`${ph}/en-us`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await logInWithPassword(page, newEmail);
});

test('signed out, settings sends to get-started and back', async ({ page }) => {
  await page.goto(`${ph}/en-us/settings`);
  await expect(page).toHaveURL(`${ph}/en-us/get-started?redirect=${encodeURIComponent('/en-us/settings')}`);
});

// The settings page in English, Japanese and Arabic at 390 and 1366 px, with its first section
// opened, and its links into the sub-pages: e2e/layout.spec.ts, which is signed in already
// (it was six sign-ups here; issue 34, decision 0073).

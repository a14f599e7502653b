import type { Page, WebSocket } from '@playwright/test';
import { minimalPdf } from '../tests/support/documents';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { applyFromPage, type OpenJob, openJobs, recruiterWindow } from './support/recruiter';
import { signUp } from './support/session';
import { jobPath } from '../lib/job-url';
import { resizeTo, widthsFor } from './support/widths';

/** A conversation's row in the list: the button that opens it (beside its actions menu). */
const chatRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name }).getByRole('button').first();

/** The conversation's messages (the log is named in the page's language). */
const messages = (page: Page) => page.getByRole('log').getByRole('listitem');

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Resolves once the page's chat socket has connected (socket.io's connect packet answered). */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/socket.io')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}

/** Starts the seeker's chat about a job from the page (its session cookie); the chat's id. */
async function startChat(page: Page, jobId: number): Promise<number> {
  const started = await page.evaluate(
    async ([id]) => (await fetch('/api/chat/chats', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ job_id: id }) })).json(),
    [jobId] as const,
  );
  return started.data.chat.id as number;
}

/** The header's unread chat badge (its number; the words are for screen readers). */
const chatBadge = (page: Page) => page.locator('.site-header [data-chat-badge] [aria-hidden="true"]');
const notificationBadge = (page: Page) => page.locator('.site-header [data-notification-badge] [aria-hidden="true"]');

test.describe('chat with recruiters', () => {
  let jobs: OpenJob[];

  test.beforeAll(async ({ request }) => {
    jobs = await openJobs(request);
    expect(jobs.length).toBeGreaterThan(2);
  });

  test('a seeker and a recruiter chat live, exchange a resume and mobile numbers, and log-out closes the socket', async ({ browser, context, page, request }) => {
    test.setTimeout(180_000);
    const job = jobs[0] as OpenJob;
    const seeker = await signUp(context, request);
    const sockets: WebSocket[] = [];
    // socket.io's disconnect packet: the page closed its chat socket on purpose, not by leaving.
    const disconnects: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/socket.io')) return;
      sockets.push(socket);
      socket.on('framesent', (frame) => {
        if (frame.payload === '41') disconnects.push(socket);
      });
    });

    // The seeker starts the chat from the job page; the platform sends the greeting.
    await page.goto(`${site('ph')}/en-us${jobPath(job.title, job.id)}`);
    await page.getByRole('button', { name: 'Chat now' }).first().click();
    await page.waitForURL(/\/en-us\/chat\/\d+$/);
    const chatId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 2, name: job.recruiterName })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(messages(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send resume' })).toBeDisabled();
    await expect(page.getByText(/once you and the recruiter have both replied/)).toBeVisible();

    // The recruiter, in a second window, opens it and answers; the seeker sees it without a reload.
    const recruiter = await recruiterWindow(browser, job.recruiterId);
    await chatRow(recruiter.page, seeker.firstName).click();
    await expect(messages(recruiter.page).first()).toBeVisible();
    await send(recruiter.page, 'Hello, thanks for your interest. Are you available this week?');
    await expect(messages(page).last()).toContainText('Are you available this week?');

    await send(page, 'Yes, I am available on Tuesday and Wednesday.');
    await expect(messages(page).last()).toContainText(/Sent|Read/);
    await expect(messages(recruiter.page).last()).toContainText('available on Tuesday');
    await send(recruiter.page, 'Great, Tuesday works.');
    await expect(messages(page).last()).toContainText('Tuesday works');
    // One order on both sides.
    const order = ['Are you available this week?', 'available on Tuesday', 'Tuesday works'];
    for (const window of [page, recruiter.page]) {
      const texts = await messages(window).allTextContents();
      const positions = order.map((fragment) => texts.findIndex((text) => text.includes(fragment)));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions.every((position) => position >= 0)).toBe(true);
    }
    // The recruiter's window has the seeker's reply open: it is read.
    await expect(messages(page).filter({ hasText: 'available on Tuesday' })).toContainText('Read');

    // Both have replied: the seeker sends a resume, uploaded here.
    await expect(page.getByRole('button', { name: 'Send resume' })).toBeEnabled();
    await page.getByRole('button', { name: 'Send resume' }).click();
    await page.getByLabel(/Upload a resume/).setInputFiles({ name: 'erin-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf('Erin, nurse')) });
    await expect(page.getByRole('radio', { name: /erin-cv/ })).toBeChecked();
    await page.getByRole('button', { name: 'Send this resume' }).click();
    await expect(messages(page).last()).toContainText('Resume sent: erin-cv');
    await expect(messages(recruiter.page).last()).toContainText('Resume sent: erin-cv');

    // Asking without a number of one's own says so, with the way to add one (issue 31).
    await page.getByRole('button', { name: 'Exchange mobile numbers' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'Add your mobile number to your profile first.' });
    await expect(missing.getByRole('link', { name: 'Add your mobile number' })).toHaveAttribute('href', '/en-us/manage-profile?edit=basic-info');
    await missing.getByRole('link', { name: 'Add your mobile number' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit basic info' }).getByLabel('Mobile number')).toBeVisible();
    await page.goBack();
    await expect(messages(page).first()).toBeVisible();
    // Back in the conversation, the exchange can be asked again, as a person would see it.
    await expect(page.getByRole('button', { name: 'Exchange mobile numbers' })).toBeEnabled();

    // The mobile exchange: asked by the seeker (who has a mobile number), agreed by the recruiter.
    const phone = await page.evaluate(async () => {
      const response = await fetch('/api/jobseeker/me', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Role-Id': '1' },
        body: JSON.stringify({ phone_country_code: '+63', phone_num: '9171234567' }),
      });
      return (await response.json()).code;
    });
    expect(phone).toBe(0);
    await page.getByRole('button', { name: 'Exchange mobile numbers' }).click();
    await expect(page.getByText(/waiting for the recruiter to agree/)).toBeVisible();
    await recruiter.page.getByRole('button', { name: 'Agree to exchange' }).click();
    await expect(recruiter.page.getByText('Mobile numbers exchanged.').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Mobile numbers exchanged.' })).toBeVisible();
    // Both numbers: seeded recruiters have one too.
    // The Philippine site writes its own numbers nationally (issue 33 item 5); the seeded recruiter's
    // 555 number is no real one and reads as stored.
    await expect(messages(page).filter({ hasText: /Job seeker: \u2066?0917 123 4567\u2069? · Recruiter: \u2066?\+63 555/ })).toHaveCount(1);

    // Unread counts and folders: a message while the seeker is elsewhere shows in the header.
    await page.goto(`${site('ph')}/en-us`);
    await send(recruiter.page, 'Please bring your ID on Tuesday.');
    await page.reload();
    await expect(page.getByRole('button', { name: /account menu/ })).toContainText('1 unread message');
    await page.goto(`${site('ph')}/en-us/chat`);
    const row = chatRow(page, job.recruiterName);
    const listTitle = page.getByRole('heading', { level: 2 }).first();
    await expect(listTitle).toContainText('1 unread');
    await page.getByRole('button', { name: /^Actions for the conversation/ }).first().click();
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await page.getByRole('button', { name: 'Pinned', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Pinned' }).getByRole('listitem')).toHaveCount(1);
    await row.click();
    await page.waitForURL(new RegExp(`/en-us/chat/${chatId}$`));
    await expect(messages(page).last()).toContainText('bring your ID');
    await expect(listTitle).not.toContainText('unread');

    // Logging out closes the chat socket.
    const live = sockets.at(-1) as WebSocket;
    expect(live.isClosed()).toBe(false);
    expect(disconnects).toEqual([]);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site('ph')}/en-us`);
    await expect.poll(() => disconnects.includes(live)).toBe(true);
    // The recruiter's window sees the seeker leave.
    await expect(recruiter.page.getByText('Offline')).toBeVisible();
    await recruiter.context.close();
  });

  test('the recruiter moves the application; the seeker finds it under My Jobs, viewed me', async ({ browser, context, page, request }) => {
    const job = jobs.find((candidate, index) => index > 1 && candidate.simpleApply) as OpenJob;
    const seeker = await signUp(context, request);
    await page.goto(`${site('ph')}/en-us${jobPath(job.title, job.id)}`);
    const applied = await applyFromPage(page, job.id);
    expect(applied.code).toBe(0);
    await page.getByRole('button', { name: 'Chat now' }).first().click();
    await page.waitForURL(/\/en-us\/chat\/\d+$/);

    const recruiter = await recruiterWindow(browser, job.recruiterId);
    await chatRow(recruiter.page, seeker.firstName).click();
    await expect(recruiter.page.getByText('Status: Pending')).toBeVisible();
    await recruiter.page.getByRole('button', { name: 'Viewed', exact: true }).click();
    await expect(recruiter.page.getByText('Status: Viewed')).toBeVisible();
    await recruiter.context.close();

    await page.goto(`${site('ph')}/en-us/my-jobs?tab=viewed_me`);
    await expect(page.getByRole('main').getByText(job.title).first()).toBeVisible();
  });

  // Issue 31: replies are felt on every page. The seeker is elsewhere (My Jobs, home); the
  // recruiter answers from the recruiter page; the header badge and the tab title follow within
  // 2 s, by the socket every signed-in page opens once idle.
  const livePages = [
    ['en-us', '/my-jobs?tab=applied'],
    ['ja-jp', ''],
    ['ar-ae', '/my-jobs?tab=applied'],
  ] as const;
  for (const [index, [language, where]] of livePages.entries()) {
    test(`in ${language}, a reply shows in the header badge and the title of ${where || 'the home page'} within 2 s`, async ({ browser, context, page, request }) => {
      test.setTimeout(120_000);
      const job = jobs[(index % 2) + 2] as OpenJob;
      const seeker = await signUp(context, request, 'ph', { firstName: 'Erin', lastName: `Badge ${language}` });
      const connected = socketConnected(page);
      await page.goto(`${site('ph')}/${language}${where}`);
      await startChat(page, job.id);
      await connected;
      const recruiter = await recruiterWindow(browser, job.recruiterId);
      await chatRow(recruiter.page, seeker.lastName).click();
      await send(recruiter.page, 'Thanks for writing. Can you talk tomorrow?');
      await expect(messages(recruiter.page).last()).toContainText(/Sent|Read/);
      await expect(chatBadge(page)).toHaveText('1', { timeout: 2_000 });
      await expect(page).toHaveTitle(/^\(1\) /, { timeout: 2_000 });
      // The menu's Chat entry says it too, in the page's language.
      await page.locator('.site-header [data-account-menu] > button').click();
      await expect(page.locator(`.site-header a[href="/${language}/chat"] span`)).toBeVisible();
      await recruiter.context.close();
    });
  }

  test('an application status change moves the notification badge within 2 s', async ({ browser, context, page, request }) => {
    test.setTimeout(120_000);
    const job = jobs.find((candidate, index) => index > 3 && candidate.simpleApply) as OpenJob;
    const seeker = await signUp(context, request, 'ph', { firstName: 'Erin', lastName: 'Notified Applicant' });
    const connected = socketConnected(page);
    await page.goto(`${site('ph')}/en-us/my-jobs?tab=applied`);
    const applied = await applyFromPage(page, job.id);
    expect(applied.code).toBe(0);
    await startChat(page, job.id);
    await connected;
    await expect(notificationBadge(page)).toHaveCount(0);
    const recruiter = await recruiterWindow(browser, job.recruiterId);
    await chatRow(recruiter.page, seeker.lastName).click();
    await recruiter.page.getByRole('button', { name: 'Viewed', exact: true }).click();
    await expect(recruiter.page.getByText('Status: Viewed')).toBeVisible();
    await expect(notificationBadge(page)).toHaveText('1', { timeout: 2_000 });
    await expect(page).toHaveTitle(/^\(1\) /, { timeout: 2_000 });
    await recruiter.context.close();
  });

  test('with the socket blocked, the header badge still follows a reply within 30 s', async ({ browser, context, page, request }) => {
    test.setTimeout(150_000);
    const job = jobs[4] as OpenJob;
    const seeker = await signUp(context, request, 'ph', { firstName: 'Erin', lastName: 'Polling Seeker' });
    // Neither transport gets through: the websocket is refused and long polling fails.
    await context.routeWebSocket(/\/api\/socket\.io/, (socket) => socket.close());
    await context.route(/\/api\/socket\.io/, (route) => route.abort());
    await page.goto(`${site('ph')}/en-us/my-jobs?tab=applied`);
    await startChat(page, job.id);
    await expect(page.locator('.site-header [data-account-menu]')).toBeVisible();
    const recruiter = await recruiterWindow(browser, job.recruiterId);
    await chatRow(recruiter.page, seeker.lastName).click();
    await send(recruiter.page, 'Are you still interested in the position?');
    await expect(messages(recruiter.page).last()).toContainText(/Sent|Read/);
    await expect(chatBadge(page)).toHaveText('1', { timeout: 30_000 });
    await recruiter.context.close();
  });

  test('the recruiter invites to an interview and makes an offer from the recruiter page; the seeker accepts both', async ({ browser, context, page, request }) => {
    test.setTimeout(180_000);
    const job = jobs[5] as OpenJob;
    const seeker = await signUp(context, request, 'ph', { firstName: 'Erin', lastName: 'Interviewed Seeker' });
    await page.goto(`${site('ph')}/en-us/chat`);
    const chatId = await startChat(page, job.id);
    await page.goto(`${site('ph')}/en-us/chat/${chatId}`);
    await expect(messages(page).first()).toBeVisible();

    const recruiter = await recruiterWindow(browser, job.recruiterId);
    await chatRow(recruiter.page, seeker.lastName).click();
    await recruiter.page.getByText('Invite to an interview').click();
    await recruiter.page.getByLabel('Address').fill('1 Ayala Avenue, Makati');
    await recruiter.page.getByLabel('Contact person').fill('Rita Reyes');
    await recruiter.page.getByLabel('Contact number').fill('+63 917 555 0100');
    await recruiter.page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(recruiter.page.getByText('Invitation sent.')).toBeVisible();

    // The seeker's conversation shows the invitation card; they choose the time and accept.
    const card = page.getByRole('log').getByRole('article').filter({ hasText: job.title }).last();
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await card.getByRole('radio').first().check();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card).toContainText('Accepted');
    // The recruiter's side: the answer in the chat, and the card with what they can do now.
    await expect(messages(recruiter.page).filter({ hasText: 'Interview accepted' })).toHaveCount(1);
    await expect(recruiter.page.getByRole('button', { name: 'Cancel the interview' })).toBeVisible();
    await page.goto(`${site('ph')}/en-us/my-jobs?tab=interviews`);
    await expect(page.getByRole('main').getByRole('heading', { name: `Interview: ${job.title}` })).toBeVisible();

    // The offer: written on the recruiter page, accepted by the seeker in the chat.
    await recruiter.page.getByText('Make an offer').click();
    await recruiter.page.getByLabel(/Offer details/).fill('Monthly pay PHP 40,000; start on the first of next month.');
    await recruiter.page.getByRole('button', { name: 'Send the offer' }).click();
    await expect(recruiter.page.getByText('Offer sent.')).toBeVisible();
    await page.goto(`${site('ph')}/en-us/chat/${chatId}`);
    const offer = page.getByRole('log').getByRole('article').filter({ hasText: 'Monthly pay PHP 40,000' });
    await offer.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(offer).toContainText('Accepted');
    await expect(messages(recruiter.page).filter({ hasText: 'Offer accepted' })).toHaveCount(1);
    await recruiter.context.close();
  });

  test('a signed-out visitor is sent to get-started and back', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/chat`);
    await page.waitForURL(/\/en-us\/get-started\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/chat');
  });

  // The chat list, a conversation and the phrase settings in English, Japanese and Arabic at 390
  // and 1366 px, with axe, are the layout check's (e2e/layout.spec.ts, issue 34).

  test('the development recruiter page has no axe violations at 390 and 1366 px', async ({ page }) => {
    // Loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
    for (const [pass, width] of widthsFor(0).entries()) {
      await resizeTo(page, width);
      if (pass === 0) await page.goto(`${site('ph')}/en-us/dev/recruiter`);
      await expect(page.getByRole('button', { name: 'Log in as recruiter' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

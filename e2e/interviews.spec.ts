import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { signUp } from './support/session';
import { resizeTo, widthsFor } from './support/widths';

const seekerHeaders = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' };
const hour = 3_600_000;

interface InterviewJob {
  id: number;
  title: string;
  recruiterId: number;
}

async function openJobs(request: APIRequestContext): Promise<InterviewJob[]> {
  const search = await request.get(`${platformUrl}/job/search?size=20&sort=1&facets=0`, { headers: seekerHeaders });
  const ids = ((await search.json()).data.jobs as { id: number }[]).map((job) => job.id);
  const jobs: InterviewJob[] = [];
  for (const id of ids) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers: seekerHeaders })).json()).data;
    if (detail.status === 'active' && !jobs.some((job) => job.recruiterId === detail.recruiter.id)) {
      jobs.push({ id, title: detail.title, recruiterId: detail.recruiter.id });
    }
  }
  return jobs;
}

/** The recruiter's session (Role-Id 2) with the seeded development credentials. */
async function recruiterToken(request: APIRequestContext, recruiterId: number): Promise<string> {
  const response = await request.post(`${platformUrl}/auth/recruiters/login`, {
    headers: { ...seekerHeaders, 'Role-Id': '2', Device: 'web' },
    data: { email: `recruiter-${recruiterId}@recruiters.hireloop.localhost`, password: 'recruit-dev-1234' },
  });
  const body = await response.json();
  expect(body.code, body.message).toBe(0);
  return String(body.data.session_id);
}

/** The seeker's own session (the cookie signUp set), for calls made beside the browser. */
async function seekerAuth(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies(site('ph'))).find((item) => item.name === 'sessionid');
  return { ...seekerHeaders, Authorization: `Bearer ${cookie?.value ?? ''}` };
}

/** The seeker starts the chat with the job's recruiter. */
async function startChat(page: Page, jobId: number): Promise<number> {
  const response = await page.request.post(`${platformUrl}/chat/chats`, { headers: await seekerAuth(page), data: { job_id: jobId } });
  const body = await response.json();
  expect(body.code, body.message).toBe(0);
  return Number(body.data.chat.id);
}

async function invite(request: APIRequestContext, token: string, chatId: number, times: Date[], place: Record<string, string>) {
  const response = await request.post(`${platformUrl}/interview/recruiter/chats/${chatId}/interviews`, {
    headers: { ...seekerHeaders, 'Role-Id': '2', Authorization: `Bearer ${token}` },
    data: {
      times: times.map((time) => time.toISOString()),
      time_zone: 'Asia/Manila',
      contact_name: 'Rita Recruiter',
      contact_phone: '+63 917 123 4567',
      instructions: 'Ask for Rita at the lobby; bring an ID, please.',
      ...place,
    },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as { id: number; proposed_times: string[] };
}

const card = (page: Page, id: number) => page.locator(`article[data-interview-id="${id}"]`);
const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test.describe('interviews', () => {
  test('the recruiter invites with two times, the seeker accepts one on My Jobs, downloads the .ics, and a cancel inside three hours is refused', async ({ context, page, request }) => {
    test.setTimeout(180_000);
    const jobs = await openJobs(request);
    const job = jobs[0] as InterviewJob;
    await signUp(context, request);
    const chatId = await startChat(page, job.id);
    const token = await recruiterToken(request, job.recruiterId);
    const now = Date.now();
    const times = [new Date(now + 26 * hour), new Date(now + 50 * hour)].map((time) => new Date(Math.floor(time.getTime() / 60_000) * 60_000));
    const first = await invite(request, token, chatId, times, { mode: 'in_person', address: '1 Ayala Avenue, Makati' });

    await page.goto(`${site('ph')}/en-us/my-jobs?tab=interviews`);
    await expect(page.getByRole('heading', { name: 'Interview invitations' })).toBeVisible();
    const invitation = card(page, first.id);
    await expect(invitation.getByRole('heading', { name: `Interview: ${job.title}` })).toBeVisible();
    await expect(invitation.getByText('Awaiting your answer')).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /1%20Ayala%20Avenue/);
    await expectNoAxeViolations(page);

    const radios = invitation.getByRole('radio');
    await expect(radios).toHaveCount(2);
    await radios.nth(1).check();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(invitation.getByText(/^Check-in opens in /)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await invitation.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`interview-${first.id}.ics`);
    const ics = await readFile((await download.path()) as string, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${utc((times[1] as Date).toISOString())}\r\n`);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Long lines are folded (CRLF and a space); unfolded, the text is escaped.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:1 Ayala Avenue\\, Makati');
    expect(unfolded).toContain('Ask for Rita at the lobby\\; bring an ID\\, please.');

    // An interview two and a half hours away: it can be accepted, not cancelled.
    const soon = new Date(Math.floor((Date.now() + 2.5 * hour) / 60_000) * 60_000);
    const second = await invite(request, token, chatId, [soon], { mode: 'video', video_link: 'https://meet.example.com/abc-defg' });
    await page.reload();
    const close = card(page, second.id);
    await close.getByRole('button', { name: 'Accept' }).click();
    await expect(close.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(close.getByText('Cannot cancel interview within three hours')).toBeVisible();
    await expect(close.getByRole('button', { name: 'Cancel the interview' })).toHaveCount(0);
    const refused = await page.request.post(`${platformUrl}/interview/interviews/${second.id}/cancel`, { headers: await seekerAuth(page), data: { reason: 'time_conflict' } });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 41561, message: 'Cannot cancel interview within three hours' });
    await expect(close.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', 'https://meet.example.com/abc-defg');

    // The same invitations are cards in the conversation, with the seeker's answers as lines.
    await page.goto(`${site('ph')}/en-us/chat/${chatId}`);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.locator(`article[data-interview-id="${first.id}"]`).getByText('Accepted', { exact: true })).toBeVisible();
    await expect(log.locator(`article[data-interview-id="${second.id}"]`).getByText('Cannot cancel interview within three hours')).toBeVisible();
    await expect(log.getByText('Interview accepted').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [language, heading, accept] of [
    ['ja-jp', '面接の招待', '承諾する'],
    ['ar-ae', 'دعوات المقابلات', 'قبول'],
  ] as const) {
    test(`the interviews read in ${language} and pass axe at 390 and 1366 px`, async ({ context, page, request }) => {
      test.setTimeout(120_000);
      const jobs = await openJobs(request);
      const job = jobs[language === 'ja-jp' ? 1 : 2] as InterviewJob;
      await signUp(context, request);
      const chatId = await startChat(page, job.id);
      const token = await recruiterToken(request, job.recruiterId);
      const invited = await invite(request, token, chatId, [new Date(Date.now() + 30 * hour)], { mode: 'in_person', address: 'Makati' });
      // Loaded once and checked at both widths, the window resized (e2e/support/widths.ts).
      for (const [pass, width] of widthsFor(language === 'ja-jp' ? 1 : 0).entries()) {
        await resizeTo(page, width);
        if (pass === 0) await page.goto(`${site('ph')}/${language}/my-jobs?tab=interviews`);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(card(page, invited.id).getByRole('button', { name: accept })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

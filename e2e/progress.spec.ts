import type { APIRequestContext, Page } from '@playwright/test';
import { jobPath } from '../lib/job-url';
import { expect, site, test } from './fixtures';
import { platformUrl } from './ports';
import { applyFromPage, type OpenJob, openJobs, phHeaders, recruiterWindow } from './support/recruiter';
import { signUp } from './support/session';

/**
 * Where an application stands and following companies (issue 35 items 3 and 4): the My Jobs
 * timeline moves as the recruiter (the development recruiter page) marks the application viewed
 * and moves it to interview; a company followed from its page (signed out first, through log-in
 * and back) posts a new job and the seeker is told; the settings list unfollows. One language,
 * one width: the pages' languages and widths are in the layout matrix (e2e/layout.spec.ts).
 */

const ph = site('ph');

/** Open Philippine jobs applied to without screening answers or an external site. */
const simpleJobs = async (request: APIRequestContext) => (await openJobs(request)).filter((job) => job.simpleApply);

/** The application's timeline on My Jobs (named after the job). */
const timelineOf = (page: Page, title: string) => page.getByRole('list', { name: `Progress of your application for ${title}` });

test('the My Jobs timeline moves as the recruiter marks the application viewed and moves it to interview', async ({ browser, context, page, request }) => {
  const jobs = await simpleJobs(request);
  const job = jobs[jobs.length - 1] as OpenJob;
  const seeker = await signUp(context, request);
  await page.goto(`${ph}/en-us${jobPath(job.title, job.id)}`);
  const applied = await applyFromPage(page, job.id);
  expect(applied.code).toBe(0);
  // A chat, so the recruiter's page lists the seeker.
  await page.getByRole('button', { name: 'Chat now' }).first().click();
  await page.waitForURL(/\/en-us\/chat\/\d+$/);

  await page.goto(`${ph}/en-us/my-jobs?tab=applied`);
  const timeline = timelineOf(page, job.title);
  await expect(timeline.getByRole('listitem')).toHaveText([/^Applied .+/, 'Viewed by the employer not yet', 'In conversation not yet', 'Interview not yet', 'Offer not yet']);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Applied');
  await expect(page.getByText('Fewer than 10 applicants').first()).toBeVisible();

  const recruiter = await recruiterWindow(browser, job.recruiterId);
  await recruiter.page.getByRole('listitem').filter({ hasText: seeker.firstName }).getByRole('button').first().click();
  await expect(recruiter.page.getByText('Status: Pending')).toBeVisible();
  await recruiter.page.getByRole('button', { name: 'Viewed', exact: true }).click();
  await expect(recruiter.page.getByText('Status: Viewed')).toBeVisible();

  await page.reload();
  await expect(timeline.getByRole('listitem')).toHaveText([/^Applied .+/, /^Viewed by the employer .+/, 'In conversation not yet', 'Interview not yet', 'Offer not yet']);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Viewed by the employer');
  await expect(timeline.locator('time')).toHaveCount(2);

  await recruiter.page.getByRole('button', { name: 'Interview', exact: true }).click();
  await expect(recruiter.page.getByText('Status: Interview')).toBeVisible();
  await recruiter.context.close();

  await page.reload();
  await expect(timeline.getByRole('listitem')).toHaveText([/^Applied .+/, /^Viewed by the employer .+/, /^Interview .+/, 'Offer not yet']);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Interview');
});

test('follow a company signed out through log-in and back, hear of its new job, and unfollow it in settings', async ({ context, page, request }) => {
  // Not the first result's company: the layout matrix follows that one, and this one posts a job.
  const jobs = await simpleJobs(request);
  const job = jobs[jobs.length - 2] as OpenJob;
  await page.goto(`${ph}/en-us${jobPath(job.title, job.id)}`);
  const companyHref = (await page.locator('.job-detail__company a').getAttribute('href')) as string;

  // Signed out, Follow leads to get-started, which brings the visitor back to finish it.
  await page.goto(`${ph}${companyHref}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.waitForURL(/\/en-us\/get-started\?redirect=/);
  const back = new URL(page.url()).searchParams.get('redirect') as string;
  expect(back).toContain(`intent=follow%3A${job.companyId}`);
  await signUp(context, request);
  await page.goto(`${ph}/en-us${back}`);
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`You follow ${job.companyName}.`)).toBeVisible();
  await expect(page).not.toHaveURL(/intent=/);
  await page.reload();
  await expect(following).toHaveAttribute('aria-pressed', 'true');

  // The company posts a job through the running platform; the follower is told.
  const title = `Followed role ${Date.now()}`;
  const posted = await page.request.post(`${platformUrl}/dev/jobs`, { headers: phHeaders, data: { company_id: job.companyId, title } });
  expect(posted.status()).toBe(201);
  const newJobId = ((await posted.json()) as { data: { id: number } }).data.id;
  await page.goto(`${ph}/en-us/notifications`);
  const note = page.getByRole('listitem').filter({ hasText: `${job.companyName} posted a new job: ${title}.` });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link')).toHaveAttribute('href', `/en-us${jobPath(title, newJobId)}`);

  // Settings lists it; unfollowing empties the list and the company page shows Follow again.
  await page.goto(`${ph}/en-us/settings`);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Followed companies' }).click();
  await expect(page).toHaveURL(`${ph}/en-us/settings/followed-companies`);
  await expect(page.getByTestId('followed-list')).toContainText(job.companyName);
  await expect(page.getByText('1 of 100 companies')).toBeVisible();
  await page.getByRole('button', { name: `Unfollow ${job.companyName}` }).click();
  await expect(page.getByText(`You no longer follow ${job.companyName}.`)).toBeVisible();
  await expect(page.getByText('You do not follow any company yet.')).toBeVisible();
  await page.goto(`${ph}${companyHref}`);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('follow from a company card in the companies list', async ({ context, page, request }) => {
  await signUp(context, request);
  await page.goto(`${ph}/en-us/companies`);
  const card = page.getByRole('list', { name: /^\d+ companies$/ }).getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Follow ${name}`, exact: true }).click();
  await expect(card.getByRole('button', { name: `Following ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(card.getByRole('button', { name: `Following ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
});

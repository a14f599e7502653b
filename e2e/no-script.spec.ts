import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { jobPath } from '../lib/job-url';
import { expect, site, test } from './fixtures';
import { platformUrl, webPort } from './ports';
import { signUp } from './support/session';

/**
 * Issue 36 item 1 with no script at all (`javaScriptEnabled: false`): search, save and apply are
 * plain forms the server answers. And item 8: a company a seeker blocked is not in the search
 * page's server-rendered HTML for that seeker, nor in its count.
 */

const ph = site('ph');
const headers = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };
/** The web server asked directly (Node does not resolve *.localhost), on the Philippine site's host. */
const direct = (path: string) => `http://127.0.0.1:${webPort}${path}`;
const phHost = { Host: `ph.localhost:${webPort}` };

/** The browser context's cookies for the Philippine site, as a Cookie header. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(ph)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(ph)).find((each) => each.name === 'sessionid');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

/** An open job taking applications here, with a required screening question when there is one. */
async function jobToApply(request: APIRequestContext) {
  const search = await request.get(`${platformUrl}/job/search?size=40&sort=1&facets=0`, { headers });
  let fallback: { id: number; title: string; required: boolean } | null = null;
  for (const { id } of (await search.json()).data.jobs as { id: number }[]) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers })).json()).data;
    if (detail.status !== 'active' || detail.apply.is_external) continue;
    const required = (detail.apply.screening_questions as { required: boolean }[]).some((q) => q.required);
    if (required) return { id, title: detail.title as string, required };
    fallback ??= { id, title: detail.title as string, required };
  }
  if (!fallback) throw new Error('no open job to apply to');
  return fallback;
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('search, save and apply are forms the server answers', async ({ page, context, request }) => {
    // Search: the box is a GET form, redirected to the search's own URL.
    await page.goto(`${ph}/en-us`);
    await page.getByRole('combobox', { name: 'Job title, skill or company' }).fill('Nurse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${ph}/en-us/jobs-hiring/nurse-jobs`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nurse');

    // Save, signed out: to get-started, which is to bring the visitor back to finish the save.
    await page.goto(`${ph}/en-us/jobs-hiring/job-search`);
    const card = page.locator('article[data-company-id]').first();
    const title = ((await card.locator('.job-card__link').textContent()) ?? '').trim();
    const jobId = Number(((await card.locator('.job-card__link').getAttribute('href')) ?? '').split('-').pop());
    await card.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page).toHaveURL(/\/en-us\/get-started\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/jobs-hiring/job-search?intent=save%3A${jobId}`);

    // Signed in, the job page's save button saves and comes back to the page (a job the platform
    // says is open now: a card's job may have closed since the search was cached).
    await signUp(context, request, 'ph', { firstName: 'Noel', lastName: 'Script' });
    const bearer = { ...headers, Authorization: `Bearer ${await sessionToken(context)}` };
    const job = await jobToApply(request);
    await page.goto(`${ph}/en-us${jobPath(job.title, job.id)}`);
    await page.getByRole('button', { name: 'Save this job' }).click();
    await expect(page).toHaveURL(`${ph}/en-us${jobPath(job.title, job.id)}`);
    const saved = (await (await request.get(`${platformUrl}/job/${job.id}/is-saved`, { headers: bearer })).json()).data;
    expect(saved.is_saved).toBe(true);

    // Apply: "Apply now" leads to the server-rendered form, which sends the application.
    await page.goto(`${ph}/en-us${jobPath(job.title, job.id)}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(`${ph}/en-us${jobPath(job.title, job.id)}/apply`);
    await expect(page.getByRole('heading', { name: `Apply for ${job.title}` })).toBeVisible();
    if (job.required) {
      // A required question left empty: the form again, saying what to fix.
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
      await expect(page.getByText('Answer this question.').first()).toBeVisible();
    }
    for (const answer of await page.locator('textarea[name^="q"]').all()) await answer.fill('Three years on a hospital ward.');
    for (const group of await page.locator('fieldset.yes-no').all()) await group.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Message to the employer (optional)').fill('Sent without any script.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(`${ph}/en-us${jobPath(job.title, job.id)}/apply/success`);
    await expect(page.getByRole('heading', { name: 'Your application has been sent' })).toBeVisible();
    const applied = (await (await request.get(`${platformUrl}/job/job-applications/jobseekers?size=5`, { headers: bearer })).json()).data;
    expect((applied.applications as { job_id: number }[]).map((each) => each.job_id)).toContain(job.id);
  });

  test('a post from another site is refused', async ({ request }) => {
    const answer = await request.post(direct('/en-us/my-jobs/save'), {
      headers: { ...phHost, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'job_id=1',
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain('This form can only be sent from Hireloop’s own pages.');
  });
});

test('a blocked company is in neither the search page HTML nor its count for the seeker who blocked it', async ({ page, context, request }) => {
  await signUp(context, request, 'ph', { firstName: 'Bea', lastName: 'Blocker' });
  const raw = async (withSession: boolean) => {
    const cookies: Record<string, string> = withSession ? { Cookie: await cookieHeader(context) } : {};
    const html = await (await request.get(direct('/en-us/jobs-hiring/job-search'), { headers: { ...phHost, ...cookies } })).text();
    return { html, count: /id="results-heading"[^>]*>([^<]+)</.exec(html)?.[1] ?? '' };
  };
  const before = await raw(false);
  const companyId = /data-company-id="(\d+)"/.exec(before.html)?.[1];
  expect(companyId).toBeTruthy();
  const companyName = (await (await request.get(`${platformUrl}/company/${companyId}`, { headers })).json()).data.name as string;

  // Blocked in Settings, as a seeker does it.
  await page.goto(`${ph}/en-us/settings/blocked-companies`);
  await page.getByLabel('Company name or legal name').fill(companyName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Block ${companyName}`, exact: true }).click();
  await expect(page.getByTestId('blocked-list')).toContainText(companyName);

  // The page as the server sends it to this seeker, before any script: no card, a smaller count.
  const mine = await raw(true);
  expect(mine.html).toContain('id="results-heading"');
  expect(mine.html).not.toContain(`data-company-id="${companyId}"`);
  const total = (query: Record<string, string>) =>
    request.get(`${platformUrl}/job/search?size=1&facets=0`, { headers: query }).then(async (answer) => (await answer.json()).data.total_num as number);
  const everyone = await total(headers);
  const theirs = await total({ ...headers, Authorization: `Bearer ${await sessionToken(context)}` });
  expect(theirs).toBeLessThan(everyone);
  expect(mine.count).toBe(`${theirs.toLocaleString('en-US')} jobs`);
  // Everyone else still gets the cached page, with the company and the full count.
  const others = await raw(false);
  expect(others.html).toContain(`data-company-id="${companyId}"`);
  expect(others.count).toBe(`${everyone.toLocaleString('en-US')} jobs`);

  // A job page's similar jobs (decision 0080): a second company blocked, one among the similar
  // jobs of a job page (not the page's own company).
  type Card = { id: number; title: string; company: { id: number } };
  const cards = async (path: string) => (await (await request.get(`${platformUrl}${path}`, { headers })).json()).data.jobs as Card[];
  let shown: { job: Card; companyId: number } | undefined;
  for (const job of await cards('/job/search?size=20&sort=1&facets=0')) {
    const other = (await cards(`/job/similar?job_id=${job.id}`)).find((card) => card.company.id !== job.company.id && String(card.company.id) !== companyId);
    if (other) {
      shown = { job, companyId: other.company.id };
      break;
    }
  }
  if (!shown) throw new Error('no job page with another company among its similar jobs');
  const blocked = await request.post(`${platformUrl}/company/blacklist-companies/create`, {
    headers: { ...headers, Authorization: `Bearer ${await sessionToken(context)}` },
    data: { company_id: shown.companyId },
  });
  expect(blocked.ok()).toBe(true);
  const jobPage = async (withSession: boolean) => {
    const cookies: Record<string, string> = withSession ? { Cookie: await cookieHeader(context) } : {};
    return request.get(direct(`/en-us${jobPath(shown.job.title, shown.job.id)}`), { headers: { ...phHost, ...cookies } });
  };
  // Everyone gets the cached page with that company's job among the similar ones …
  const everyonesJob = await jobPage(false);
  expect(await everyonesJob.text()).toContain(`data-company-id="${shown.companyId}"`);
  // … the seeker who blocked it a page rendered for them, without it, before any script.
  const myJob = await jobPage(true);
  expect(myJob.status()).toBe(200);
  expect(myJob.headers()['cache-control']).toContain('no-store');
  const myJobHtml = await myJob.text();
  const mySimilar = await request.get(`${platformUrl}/job/similar?job_id=${shown.job.id}`, { headers: { ...headers, Authorization: `Bearer ${await sessionToken(context)}` } });
  // The section is there with the seeker's own similar jobs (when the platform has any for them).
  if (((await mySimilar.json()).data.jobs as Card[]).length > 0) expect(myJobHtml).toContain('id="similar-title"');
  expect(myJobHtml).not.toContain(`data-company-id="${shown.companyId}"`);
  expect(myJobHtml).not.toContain(`data-company-id="${companyId}"`);
});

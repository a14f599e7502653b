import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, site } from '../fixtures';
import { platformUrl } from '../ports';

/** The Philippine site's headers, as the app's client sends them: jobs are looked up on their country's site. */
export const phHeaders = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' };

export interface OpenJob {
  id: number;
  title: string;
  recruiterId: number;
  recruiterName: string;
  companyId: number;
  companyName: string;
  /** Applied to without screening answers or an external site. */
  simpleApply: boolean;
}

/** Open Philippine jobs with their recruiters and companies, from the platform (the seed is deterministic). */
export async function openJobs(request: APIRequestContext): Promise<OpenJob[]> {
  const search = await request.get(`${platformUrl}/job/search?size=40&sort=1&facets=0`, { headers: phHeaders });
  const ids = ((await search.json()).data.jobs as { id: number }[]).map((job) => job.id);
  const jobs: OpenJob[] = [];
  for (const id of ids) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers: phHeaders })).json()).data;
    if (detail.status !== 'active') continue;
    jobs.push({
      id,
      title: detail.title,
      recruiterId: detail.recruiter.id,
      recruiterName: detail.recruiter.full_name,
      companyId: detail.company.id,
      companyName: detail.company.name,
      simpleApply: !detail.apply?.is_external && !(detail.apply?.screening_questions ?? []).some((q: { required: boolean }) => q.required),
    });
  }
  return jobs;
}

/** The recruiter's own window: the development recruiter page, signed in with the seeded credentials. */
export async function recruiterWindow(browser: Browser, recruiterId: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site('ph')}/en-us/dev/recruiter`);
  await page.getByRole('spinbutton', { name: 'Recruiter id' }).fill(String(recruiterId));
  await page.getByRole('button', { name: 'Log in as recruiter' }).click();
  await expect(page.getByText(`Signed in as recruiter ${recruiterId}`)).toBeVisible();
  return { context, page };
}

/** Applies to a Philippine job from the signed-in page, as the apply panel does; the platform's envelope. */
export async function applyFromPage(page: Page, jobId: number): Promise<{ code: number }> {
  return page.evaluate(
    async ([id, siteHeaders]) =>
      (
        await fetch(`/api/job/jobs/${id}/applications`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...siteHeaders },
          body: JSON.stringify({ source: 'web', first_message: 'I would like to apply.' }),
        })
      ).json(),
    [jobId, phHeaders] as const,
  );
}

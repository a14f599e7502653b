import type { Page } from '@playwright/test';
import { axeFor, expect, site, test } from './fixtures';
import { addDesiredJob, newSeeker, platformCall } from './support/profile-session';

/** axe on what this feature adds: the resume analysis section and the summary dialog with its AI writer. */
async function expectNoAxeViolationsIn(page: Page, selectors: string[]) {
  let builder = axeFor(page);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the AI summary streams into the form and is saved; an analysis scores the resume; a fourth in a day is refused', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const seeker = await newSeeker(context, request);
  const preference = await addDesiredJob(request, seeker, 'Support Team Lead');
  expect(preference.status).toBe(201);
  const work = await platformCall(request, seeker, 'POST', '/jobseeker/work-experiences/create', {
    company_name: 'Acme Outsourcing',
    job_title: 'Support Agent',
    working_period_from: '2019-03',
    is_currently_work_here: true,
    description: 'Answered chats and calls for a telco account. Kept customer satisfaction at 94% for two years.',
  });
  expect(work.status).toBe(201);

  await page.goto(`${site('ph')}/en-us/manage-profile`);
  await page.getByRole('button', { name: 'Edit summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit summary' });
  const writer = dialog.getByRole('group', { name: 'Write with AI' });

  // Every text the draft shows while the platform is still writing, seen through the web's /api path.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { aiDraftStates: string[] }).aiDraftStates = seen;
    new MutationObserver(() => {
      const draft = document.querySelector('output[data-status]');
      const text = draft?.textContent ?? '';
      if (draft?.getAttribute('data-status') === 'writing' && text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await writer.getByRole('button', { name: 'Write a summary' }).click();
  await expect(writer.getByRole('button', { name: 'Stop' })).toBeVisible();
  const accept = writer.getByRole('button', { name: 'Use this summary' });
  await expect(accept).toBeVisible({ timeout: 20_000 });
  const states = await page.evaluate(() => (window as unknown as { aiDraftStates: string[] }).aiDraftStates);
  expect(states.length).toBeGreaterThan(1);
  const summary = (await writer.locator('output').textContent())?.trim() ?? '';
  expect(summary).toContain('a Support Agent');
  expect(summary).toContain('Acme Outsourcing');
  expect(summary).toContain('a Support Team Lead');
  expect(states[0]?.length).toBeLessThan(summary.length);
  await expectNoAxeViolationsIn(page, ['dialog[open]']);

  await accept.click();
  await expect(dialog.getByLabel('Summary', { exact: true })).toHaveValue(summary);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#profile-summary').getByText(summary)).toBeVisible();

  // The analysis: a score out of 100, its reasons and suggestions linked to the sections.
  const analysis = page.getByRole('region', { name: 'AI resume analysis' });
  await analysis.getByRole('button', { name: 'Analyze my resume' }).click();
  await expect(analysis.getByText(/^Score: \d{1,3} \/ 100$/)).toBeVisible();
  await expect(analysis.getByText('Measurable results: 1 of 1 jobs show numbers')).toBeVisible();
  await expect(analysis.getByRole('link', { name: 'Add your education' })).toHaveAttribute('href', '#profile-educations');
  await expect(analysis.getByText('2 of 3 analyses left today.', { exact: false })).toBeVisible();
  await expectNoAxeViolationsIn(page, ['#profile-analysis']);

  // Two more today, then the fourth is refused with the catalogue's message.
  for (let i = 0; i < 2; i++) expect((await platformCall(request, seeker, 'POST', '/aicv/resume_analysis', {})).status).toBe(200);
  await analysis.getByRole('button', { name: 'Analyze my resume' }).click();
  await expect(analysis.getByRole('alert')).toContainText('ai_resume_analysis_limited: limited to 3 uses per day.');

  // Japanese and Arabic (right to left) at a phone's and a desktop's width, and English on a phone.
  for (const [language, width] of [
    ['ja-jp', 390],
    ['ar-ae', 1366],
    ['ar-ae', 390],
    ['ja-jp', 1366],
    ['en-us', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site('ph')}/${language}/manage-profile`);
    const section = page.locator('#profile-analysis');
    await expect(section.getByText(/\d+ ?\/ ?100/)).toBeVisible();
    await expectNoAxeViolationsIn(page, ['#profile-analysis']);
    await page.locator('#profile-summary').getByRole('button').first().click();
    await expect(page.getByRole('dialog').locator('fieldset')).toBeVisible();
    await expectNoAxeViolationsIn(page, ['dialog[open]']);
  }
});

test('onboarding step 2: before any experience, the AI buttons say what to add instead of failing (issue 33)', async ({ page, context, request }) => {
  const seeker = await newSeeker(context, request);
  // Step 1 saved the desired job; work experience and education come in steps 3 and 4.
  const preference = await addDesiredJob(request, seeker, 'Support Team Lead');
  expect(preference.status).toBe(201);
  const editSummary = { 'en-us': 'Edit summary', 'ja-jp': '自己紹介を編集', 'ar-ae': 'تعديل النبذة' } as const;
  const reasons = {
    'en-us': 'AI writes from your work experience or education, which you add in the next steps. Come back here after that, or write your summary yourself now.',
    'ja-jp': 'AI は職歴や学歴をもとに作成します。これらは次のステップで追加できます。追加後にこのステップに戻るか、今はご自身で自己紹介を書いてください。',
    'ar-ae': 'يكتب الذكاء الاصطناعي نبذتك من خبرتك العملية أو تعليمك، وستضيفهما في الخطوات التالية. عُد إلى هنا بعد ذلك، أو اكتب نبذتك بنفسك الآن.',
  } as const;
  for (const [language, width] of [
    ['en-us', 1366],
    ['ja-jp', 390],
    ['ar-ae', 390],
    ['ar-ae', 1366],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site('ph')}/${language}/jobseeker-complete-profile/10`);
    await page.getByRole('button', { name: editSummary[language] }).click();
    const writer = page.getByRole('dialog', { name: editSummary[language] }).locator('fieldset');
    await expect(writer).toBeVisible();
    const buttons = writer.getByRole('button');
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reasons[language]);
    }
    await expect(writer.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolationsIn(page, ['dialog[open]']);
  }

  // With an experience (step 3 done), the same step writes.
  const work = await platformCall(request, seeker, 'POST', '/jobseeker/work-experiences/create', {
    company_name: 'Acme Outsourcing',
    job_title: 'Support Agent',
    working_period_from: '2021-03',
    is_currently_work_here: true,
    description: 'Answered chats and calls for a telco account.',
  });
  expect(work.status).toBe(201);
  await page.goto(`${site('ph')}/en-us/jobseeker-complete-profile/10`);
  await page.getByRole('button', { name: 'Edit summary' }).click();
  const writer = page.getByRole('dialog', { name: 'Edit summary' }).getByRole('group', { name: 'Write with AI' });
  await writer.getByRole('button', { name: 'Write a summary' }).click();
  await expect(writer.getByRole('button', { name: 'Use this summary' })).toBeVisible({ timeout: 20_000 });
  await expect(writer.locator('output')).toContainText('Acme Outsourcing');
});

import type { Locator, Page } from '@playwright/test';
import { expect, site, test } from './fixtures';
import { layoutProblems } from './support/layout';
import { newSeeker } from './support/profile-session';

/**
 * Words and addresses stay whole (issue 36 item 14): "Communicat/ions" in company suggestions,
 * "hireloop.exa/mple" in the footer, "example.co/m" in the profile and "関連度/順" in the Japanese
 * sort buttons were each broken across two lines at 390 px while they fit on one. Each word (a
 * run without spaces) must lie on one line, and the page must not scroll sideways either.
 */

/** The words of these elements that the browser laid out over more than one line. */
async function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index ?? 0);
          range.setEnd(text, (match.index ?? 0) + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

async function expectWhole(page: Page, elements: Locator) {
  expect(await elements.count()).toBeGreaterThan(0);
  expect(await brokenWords(elements)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
}

test.describe('words stay whole at 390 px (issue 36 item 14)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer’s addresses and the Japanese sort buttons', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    await expectWhole(page, page.locator('.site-footer__office bdi'));

    await page.goto(`${site('jp')}/ja-jp/jobs-hiring/job-search`);
    const sort = page.getByRole('navigation', { name: '並び替え' }).getByRole('link');
    await expect(sort.first()).toBeVisible();
    await expectWhole(page, sort);
  });

  test('the profile’s email and the company name suggestions', async ({ page, context }) => {
    // An address of everyday length (the generated test addresses are twice as long as most and
    // cannot fit a phone's column whole): base 36 keeps it unique and short.
    await newSeeker(context, page.request, 'ph', `rd${Date.now().toString(36)}${process.pid % 100}@example.test`);
    await page.goto(`${site('ph')}/en-us/manage-profile`);
    await expectWhole(page, page.locator('dd').filter({ hasText: '@example.test' }));

    await page.getByRole('button', { name: 'Add work experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add work experience' });
    await dialog.getByLabel('Company name').fill('Communications');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expectWhole(page, options);
  });

  test('the conversation’s back button and header on a phone, in English and Arabic (issue 31)', async ({ page, context }) => {
    await newSeeker(context, page.request, 'ph', `cv${Date.now().toString(36)}${process.pid % 100}@example.test`);
    await page.goto(`${site('ph')}/en-us/chat`);
    const jobId = await page.evaluate(async () => {
      const answer = await (await fetch('/api/job/search?size=5&sort=1&facets=0', { headers: { 'Country-Id': 'ph', 'Language-Id': 'en-us' } })).json();
      return (answer.data.jobs as { id: number }[])[0]?.id;
    });
    const started = await page.evaluate(
      async ([id]) => (await fetch('/api/chat/chats', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ job_id: id }) })).json(),
      [jobId] as const,
    );
    const chatId = started.data.chat.id as number;
    for (const language of ['en-us', 'ar-ae']) {
      await page.goto(`${site('ph')}/${language}/chat/${chatId}`);
      const head = page.locator('main header').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(head.getByRole('button').first()).toBeVisible();
      await expectWhole(page, head.getByRole('button'));
    }
  });
});

import type { BrowserContext, Page } from '@playwright/test';
import { expect, site, test } from './fixtures';
import { platformUrl } from './ports';

interface StoredEvent {
  kind: 'click' | 'expose';
  job_id: number;
  query_id: string;
  index: number | null;
  page_num: number;
  scene: string | null;
  device: string;
  device_uuid: string | null;
}

const searchPath = '/en-us/jobs-hiring/job-search';

/** What the platform stored for one search and one browser (development-only read, server/routes/dev/tracking.ts). */
async function storedFor(page: Page, queryId: string, deviceUuid: string): Promise<StoredEvent[]> {
  const answer = await page.request.get(`${platformUrl}/dev/tracking?query_id=${encodeURIComponent(queryId)}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { events: StoredEvent[] } };
  return body.data.events.filter((event) => event.device_uuid === deviceUuid);
}

async function deviceUuidOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'device_uuid');
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

/** The server-rendered list's query id and its cards' job ids, in order. */
async function listFacts(page: Page) {
  const list = page.locator('[data-track-list]');
  const queryId = (await list.getAttribute('data-query-id')) ?? '';
  const jobIds = (await list.locator('[data-track-job]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-track-job'))))).filter(Boolean);
  return { queryId, jobIds };
}

test.describe('click and exposure tracking', () => {
  test('scrolling a search page stores one exposure per card; clicking a card stores its click with its index and query id', async ({ page, context }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const firstReport = page.waitForRequest((request) => request.url().endsWith('/api/event/logs/report/expose'));
    await page.goto(`${site('ph')}${searchPath}`);
    // The tracking chunk arrives once the page is idle; its first exposure report says it is running.
    await firstReport;
    const { queryId, jobIds } = await listFacts(page);
    expect(queryId).not.toBe('');
    expect(jobIds.length).toBeGreaterThan(5);

    // Scroll through every card, up and down again: each is still reported once.
    const cards = page.locator('[data-track-job]');
    for (let pass = 0; pass < 2; pass += 1) {
      for (let i = 0; i < jobIds.length; i += 1) await cards.nth(pass === 0 ? i : jobIds.length - 1 - i).scrollIntoViewIfNeeded();
    }
    const device = await deviceUuidOf(context);
    await expect
      .poll(async () => (await storedFor(page, queryId, device)).filter((e) => e.kind === 'expose').map((e) => e.job_id).sort(), { timeout: 20_000 })
      .toEqual([...jobIds].sort());

    // The third card's job link: a click with index 3 (1-based) and the page's query id.
    const clickSent = page.waitForRequest((request) => request.url().endsWith('/api/event/logs/report/click'));
    await cards.nth(2).getByRole('link').first().click();
    const sent = (await clickSent).postDataJSON() as { data: Array<{ index: number; query_id: string; job_id: number; timestamp: number }>; from: number };
    expect(sent.from).toBe(1);
    expect(sent.data[0]).toMatchObject({ index: 3, query_id: queryId, job_id: jobIds[2], device: 'web', page: 'search', scene: 'search_default' });
    expect(String(sent.data[0]?.timestamp)).toMatch(/^\d{10}$/);
    await expect(page).toHaveURL(/\/en-us\/job\//);
    await expect
      .poll(async () => (await storedFor(page, queryId, device)).filter((e) => e.kind === 'click').map((e) => [e.job_id, e.index, e.page_num]))
      .toEqual([[jobIds[2], 3, 1]]);
    // Exposures stay one per card after the visit.
    expect((await storedFor(page, queryId, device)).filter((e) => e.kind === 'expose')).toHaveLength(jobIds.length);
  });

  test('on mobile web a click that opens the job goes by beacon and is stored', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const firstReport = page.waitForRequest((request) => request.url().endsWith('/api/event/logs/report/expose'));
    await page.goto(`${site('ph')}${searchPath}`);
    await firstReport;
    const { queryId, jobIds } = await listFacts(page);
    const device = await deviceUuidOf(context);
    const card = page.locator('[data-track-job]').nth(1);
    await card.scrollIntoViewIfNeeded();
    const clickSent = page.waitForRequest((request) => request.url().endsWith('/api/event/logs/report/click'));
    await card.getByRole('link').first().tap();
    // A beacon is a 'ping' request to the browser, not a fetch.
    expect((await clickSent).resourceType()).toBe('ping');
    await expect(page).toHaveURL(/\/en-us\/job\//);
    await expect
      .poll(async () => (await storedFor(page, queryId, device)).filter((e) => e.kind === 'click').map((e) => [e.job_id, e.index, e.device]))
      .toEqual([[jobIds[1], 2, 'mobile_web']]);
    await context.close();
  });
});

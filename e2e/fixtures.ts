import { webPort } from './ports';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/** The origin of a country site; Chromium resolves every `<key>.localhost` to loopback. */
export const site = (country: string) => `http://${country}.localhost:${webPort}`;

/**
 * axe-core for a page, run in the page itself (axe's legacy mode). The default mode runs each
 * frame's part and then opens a blank page to join the parts: a new renderer process, which on
 * the 2026-11-28 machines cost as much as the rules (home page: 4.7–6.1 s against 2.3–2.6 s,
 * with the same results). Our pages have no frames, so there is nothing to join; on a page
 * with violations added, both modes found the same ones. Only violations are reported in full:
 * axe computes a selector for every node of every result type asked for, and passes are most of
 * a page's nodes (axe's own performance advice; the violations found are the same).
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Fails on any axe-core violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * Where the Content Security Policy violations of the running test go: every context a test
 * opens (its own `context` and any from browser.newContext()) reports each
 * `securitypolicyviolation` event of each page, from before the page's first script.
 */
let cspSink: ((line: string) => void) | null = null;
const watchedContexts = new WeakSet<BrowserContext>();

async function watchCsp(context: BrowserContext) {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding('__reportCspViolation', ({ page }, line: string) => cspSink?.(`${page.url()}: ${line}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** Lets a test that provokes a violation on purpose (an injected script) name the ones it expects. */
export interface CspViolations {
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a CSP violation it did not announce: our pages must run under their own
 * policy without a blocked script, eval or style (issue 36 item 17, zod's eval probe).
 */
export const test = base.extend<{ cspViolations: CspViolations }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await watchCsp(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this object pattern.
    async ({}, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      cspSink = (line) => seen.push(line);
      await use({ allow: (pattern) => allowed.push(pattern) });
      cspSink = null;
      expect(
        seen.filter((line) => !allowed.some((pattern) => pattern.test(line))),
        'Content Security Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

import { webPort } from './ports';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The origin of a country site; Chromium resolves every `<key>.localhost` to loopback. */
export const site = (country: string) => `http://${country}.localhost:${webPort}`;

/**
 * axe-core for a page, run in the page itself (axe's legacy mode). The default mode runs each
 * frame's part and then opens a blank page to join the parts: a new renderer process, which on
 * the 2026-11-28 machines cost as much as the rules (home page: 4.7–6.1 s against 2.3–2.6 s,
 * with the same results). Our pages have no frames, so there is nothing to join; on a page
 * with violations added, both modes found the same ones.
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Fails on any axe-core violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export const test = base;
export { expect };

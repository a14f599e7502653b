import { webPort } from './ports';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The origin of a country site; Chromium resolves every `<key>.localhost` to loopback. */
export const site = (country: string) => `http://${country}.localhost:${webPort}`;

/** Fails on any axe-core violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export const test = base;
export { expect };

import type { Page } from '@playwright/test';

/**
 * The phone's and the laptop's width every page is checked at. A page is loaded once and checked
 * at both: loaded at one width, then the window resized to the other, as a person turning a tablet
 * or narrowing a window does. Rounds (languages, pages) alternate which width the page loads at,
 * so a page whose script read the width only as it started still fails in some round
 * (docs/decisions/0094).
 */
export const checkedWidths = [390, 1366] as const;

/** The two widths in the order round `round` checks them: even rounds load at the phone's width. */
export function widthsFor(round: number): [number, number] {
  const [phone, laptop] = checkedWidths;
  return round % 2 === 0 ? [phone, laptop] : [laptop, phone];
}

/** Resizes the window and lets the page lay itself out again (two frames). */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

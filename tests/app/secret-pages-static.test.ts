import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const site = 'app/[lang]/[country]';
const source = (path: string) => readFileSync(path, 'utf8');
const revalidateOf = (text: string) => /export const revalidate = ([^;]+);/.exec(text)?.[1] ?? null;

/** Every layout from the site root down to `dir`: the lowest revalidation window among them is the page's floor. */
function layoutsAbove(dir: string): string[] {
  const parts = dir.slice(site.length).split('/').filter(Boolean);
  const layouts: string[] = [];
  for (let i = 0; i <= parts.length; i++) {
    const path = join(site, ...parts.slice(0, i), 'layout.tsx');
    try {
      if (statSync(path).isFile()) layouts.push(path);
    } catch {}
  }
  return layouts;
}

describe('pages whose address carries a secret', () => {
  // A cached page rendered again for a visitor's URL keeps that URL, query included, in its
  // payload and serves it to everyone after: a reset code or magic-link token would leak.
  for (const page of ['change-password', 'get-started/magic']) {
    it(`${page} is built once per site and never rendered again`, () => {
      const dir = join(site, page);
      const text = source(join(dir, 'page.tsx'));
      expect(text).toContain('export const dynamicParams = false');
      expect(text).toContain('generateStaticParams');
      expect(revalidateOf(text)).toBeNull();
      expect(text).not.toMatch(/export const dynamic = /);
      for (const layout of layoutsAbove(dir)) expect(revalidateOf(source(layout)), layout).toBeNull();
    });
  }

  it('the site layout sets no window that every page would inherit', () => {
    expect(readdirSync(site)).toContain('layout.tsx');
    expect(revalidateOf(source(join(site, 'layout.tsx')))).toBeNull();
  });
});

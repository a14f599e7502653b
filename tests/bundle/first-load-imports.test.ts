import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the first-load islands of get-started and the signed-in pages reach through static
 * imports (docs/decisions/0069): a dynamic `import()` is a later chunk and ends the walk; a type
 * import costs nothing. The figures themselves are in bench/README.md (bench/signed-in-first-load.mjs);
 * this keeps a casual import from bringing zod, axios or a form library back into a first load.
 */
const root = resolve(__dirname, '../..');

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** `import { type A, type B } from '…'` brings nothing at run time. */
function onlyTypes(statement: string): boolean {
  const names = /^import\s+\{([^}]*)\}/.exec(statement)?.[1];
  if (!names) return false;
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => name.startsWith('type '));
}

/** Every package a module reaches through static value imports, with the path that reaches it. */
function staticPackages(entry: string): Map<string, string[]> {
  return reach(entry).packages;
}

/** Every package and every project module a module reaches through static value imports. */
function reach(entry: string): { packages: Map<string, string[]>; files: Set<string> } {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm);
    for (const [statement, typeOnly, specifier] of statements) {
      if (typeOnly || onlyTypes(statement)) continue;
      if (!specifier || specifier.endsWith('.css')) continue;
      const here = [...trail, file.replace(`${root}/`, '')];
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveLocal(file, specifier);
        if (next) walk(next, here);
      } else {
        const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
        if (!packages.has(name)) packages.set(name, here);
      }
    }
  };
  walk(join(root, entry), []);
  return { packages, files: new Set([...seen].map((file) => file.replace(`${root}/`, ''))) };
}

const cases: [string, string[]][] = [
  // next-intl's client runtime (12 KB) comes with the later steps; the entry formats with the small formatter.
  ['components/auth/get-started.tsx', ['zod', 'axios', 'react-hook-form', '@tanstack/react-query', 'next-intl']],
  ['components/auth/session-ended-notice.tsx', ['next-intl']],
  // The page's server modules count too: their client imports are in its first load, rendered or not.
  ['app/[lang]/[country]/get-started/page.tsx', ['@tanstack/react-query', 'react-hook-form']],
  ['app/[lang]/[country]/qr-login/page.tsx', ['@tanstack/react-query', 'react-hook-form']],
  ['components/auth/verify-email-form.tsx', ['zod', 'axios']],
  ['components/auth/qr-login-confirm.tsx', ['zod', 'axios']],
  ['components/auth/qr-login-entry.tsx', ['zod', 'axios', 'next-intl']],
  ['services/browser.ts', ['axios', 'zod']],
  ['services/session-lifecycle.ts', ['axios', 'zod']],
  ['components/chat/seeker-chat.tsx', ['axios', 'zod']],
  // Every page's first load (docs/decisions/0079): the browser's first module and the layout's
  // islands. zod's core came in through instrumentation-client.ts (5.4 KB gzip on every page);
  // the header's socket and fit modules load when the page is idle, never with it.
  ['instrumentation-client.ts', ['zod', 'axios', '@sentry/nextjs', 'socket.io-client']],
  ['components/layout/locale-switcher.tsx', ['zod', 'axios', 'socket.io-client', '@tanstack/react-query']],
  ['components/layout/menu-drawer.tsx', ['zod', 'axios', 'socket.io-client', '@tanstack/react-query']],
  ['components/auth/user-menu.tsx', ['zod', 'axios', 'socket.io-client', '@tanstack/react-query']],
  ['components/providers/app-providers.tsx', ['zod', 'axios', 'socket.io-client', '@tanstack/react-query']],
  ['components/profile/profile-overview.tsx', ['axios', 'zod', 'react-hook-form']],
  ['components/profile/entry-sections.tsx', ['axios', 'zod', 'react-hook-form']],
  // libphonenumber's metadata (30 KB gzip) loads with the first number shown (docs/decisions/0084).
  ['components/profile/profile-overview.tsx', ['libphonenumber-js']],
  ['components/settings/account-panel.tsx', ['libphonenumber-js']],
  ['components/chat/seeker-chat.tsx', ['libphonenumber-js']],
  ['components/interviews/my-interviews.tsx', ['libphonenumber-js']],
];

describe('first-load islands', () => {
  it.each(cases)('%s reaches none of %j through static imports', (entry, forbidden) => {
    const reached = staticPackages(entry);
    const found = forbidden.filter((name) => reached.has(name)).map((name) => `${name} via ${reached.get(name)?.join(' → ')}`);
    expect(found).toEqual([]);
  });

  // The tables of countries and languages (names, currencies, time zones, dial codes) are not
  // needed to read a host or a cookie: the islands of every page read the bare keys
  // (lib/country-keys.ts, lib/language-slugs.ts; docs/decisions/0079).
  it.each([
    'components/layout/locale-switcher.tsx',
    'components/providers/app-providers.tsx',
    'components/auth/user-menu.tsx',
    'components/search/search-form.tsx',
    'components/job/apply-panel.tsx',
  ])('%s reaches neither lib/countries.ts nor lib/languages.ts', (entry) => {
    const { files } = reach(entry);
    expect([...files].filter((file) => file === 'lib/countries.ts' || file === 'lib/languages.ts')).toEqual([]);
  });

  it('get-started loads the phone step, its reader and the country table only with the phone tab', () => {
    const { files } = reach('components/auth/get-started.tsx');
    expect([...files].filter((file) => ['lib/countries.ts', 'lib/phone.ts', 'components/auth/phone-step.tsx'].includes(file))).toEqual([]);
    expect(reach('lib/phone.ts').files.has('lib/countries.ts')).toBe(false);
  });

  it('finds a package a module imports (the walk is not blind)', () => {
    expect(reach('lib/site-locale.ts').files.has('lib/countries.ts')).toBe(true);
    expect(staticPackages('services/http.ts').has('axios')).toBe(true);
    expect(staticPackages('components/company/company-about.tsx').has('libphonenumber-js')).toBe(true);
    expect(staticPackages('components/auth/later-steps.tsx').has('react-hook-form')).toBe(true);
    expect(staticPackages('components/auth/later-steps.tsx').has('zod')).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildWebServer, webServerEntry } from '../../scripts/build-platform.mjs';

it('compiles the web process with no Next.js module but the custom-server API, which sets up the rest first', async () => {
  await buildWebServer();
  const bundle = readFileSync(webServerEntry, 'utf8');
  const packages = [...bundle.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((match) => match[1]);
  // next/server and friends need the AsyncLocalStorage that next() installs: loaded before it, they throw.
  expect(packages.filter((name) => name?.startsWith('next'))).toEqual(['next']);
  expect(bundle).not.toMatch(/from ["']@\//);
});

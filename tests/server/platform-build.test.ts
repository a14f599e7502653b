import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildPlatform, entryPoints, outdir } from '../../scripts/build-platform.mjs';
import { type PlatformProcess, startPlatformProcess, waitForHealth } from '../support/platform-process';

const port = 5196;
const folder = mkdtempSync(join(tmpdir(), 'platform-build-'));
let platform: PlatformProcess | undefined;

afterAll(async () => {
  await platform?.kill9();
  rmSync(folder, { recursive: true, force: true });
});

it('compiles the platform to JavaScript that starts without tsx: the folders its modules read found (issue 29 item 6.3)', async () => {
  await buildPlatform();
  const main = readFileSync(join(outdir, 'main.js'), 'utf8');
  for (const entry of entryPoints) expect(readFileSync(join(outdir, `${entry.out}.js`), 'utf8').length).toBeGreaterThan(0);
  // The alias is resolved, packages are imported from node_modules, no TypeScript is left to load.
  expect(main).not.toMatch(/from ["']@\//);
  expect(main).not.toMatch(/from ["'][^"']+\.ts["']/);
  expect(main).toMatch(/from "hono"/);
  // Every folder a module reads next to itself (migrations, fonts, the language files) is found
  // from the bundle's place.
  const bundleUrl = pathToFileURL(join(outdir, 'main.js'));
  const ownFolders = [...main.matchAll(/new URL\("([^"]+)", new URL\("([^"]+)", import\.meta\.url\)\.href\)/g)].map((match) =>
    fileURLToPath(new URL(match[1] as string, new URL(match[2] as string, bundleUrl))),
  );
  expect(ownFolders.map((path) => path.replace(/\/$/, '').split('/').slice(-2).join('/'))).toEqual(
    expect.arrayContaining(['db/migrations', 'resume/fonts', 'i18n/messages']),
  );
  for (const path of ownFolders) expect(existsSync(path), path).toBe(true);

  platform = startPlatformProcess({ PGLITE_DIR: join(folder, 'pg'), FILES_DIR: join(folder, 'files'), PLATFORM_PORT: String(port) }, [
    '--enable-source-maps',
    join(outdir, 'main.js'),
  ]);
  expect(await waitForHealth(platform, port)).toEqual({ status: 'ok' });
  // A call that reads the seeded reference data through the compiled routes.
  const countries = await fetch(`http://127.0.0.1:${port}/config/skill/lists`);
  expect(countries.status).toBe(200);
}, 300_000);

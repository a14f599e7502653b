import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type PlatformProcess, startPlatformProcess, waitForHealth } from '../support/platform-process';

// Ports of this file only (the cluster's 5100-5199 range).
const [portA, portB] = [5191, 5192];
const started: PlatformProcess[] = [];
const folders: string[] = [];

function start(env: Record<string, string>) {
  const platform = startPlatformProcess(env);
  started.push(platform);
  return platform;
}

afterAll(async () => {
  await Promise.all(started.map((platform) => platform.kill9()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('refuses a second platform on a PGlite folder, and on a used port before touching its database; a kill -9 leaves the folder free (issue 29 item 6.1)', async () => {
  const base = mkdtempSync(join(tmpdir(), 'pglite-one-'));
  folders.push(base);
  const folder = join(base, 'pg');
  const first = start({ PGLITE_DIR: folder, PLATFORM_PORT: String(portA) });
  await waitForHealth(first, portA);

  // The two refused starts at once: neither touches what the other checks (docs/decisions/0073).
  const second = start({ PGLITE_DIR: folder, PLATFORM_PORT: String(portB) });
  // Same port, another folder: refused before that folder is created, let alone migrated.
  const otherFolder = join(base, 'other');
  const samePort = start({ PGLITE_DIR: otherFolder, PLATFORM_PORT: String(portA) });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The embedded database folder ${folder} is in use by another platform process`);
  expect(second.output()).toContain('Several platform processes need PostgreSQL (set DATABASE_URL)');

  expect(await samePort.exited).toBe(1);
  expect(samePort.output()).toContain(`Port ${portA} on 127.0.0.1 is in use`);
  expect(existsSync(otherFolder)).toBe(false);

  await first.kill9();
  const third = start({ PGLITE_DIR: folder, PLATFORM_PORT: String(portB) });
  await waitForHealth(third, portB);
  expect(readdirSync(folder)).toContain('PG_VERSION');
}, 400_000);

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from '@/server/db/folder-lock';

const moduleUrl = new URL('../../server/db/folder-lock.ts', import.meta.url).href;
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  folders.push(folder);
  return folder;
}

/** Another process holding the folder's lock, until killed. */
async function holder(folder: string, platform: string): Promise<ChildProcess> {
  const script = `const { lockFolder } = await import(${JSON.stringify(moduleUrl)});
await lockFolder(${JSON.stringify(folder)}, ${JSON.stringify(platform)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

async function kill9(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('one process per PGlite folder (issue 29 item 6.1)', () => {
  it('refuses a second lock on a folder, naming it and PostgreSQL, and gives it again once released', async () => {
    const folder = tempFolder();
    const first = await lockFolder(folder);
    const second = lockFolder(folder);
    await expect(second).rejects.toBeInstanceOf(FolderLockedError);
    await expect(second).rejects.toThrow(folder);
    await expect(second).rejects.toThrow('DATABASE_URL');
    await first.release();
    await (await lockFolder(folder)).release();
  });

  for (const platform of ['linux', 'darwin'] as const) {
    it(`refuses while another process holds the folder, and not after that one is killed with -9 (${platform} socket)`, async () => {
      const folder = tempFolder();
      const other = await holder(folder, platform);
      await expect(lockFolder(folder, platform)).rejects.toBeInstanceOf(FolderLockedError);
      await kill9(other);
      // The socket file of the killed owner (not on Linux, where the socket has no file) is stale.
      expect(existsSync(join(folder, '.lock.sock'))).toBe(platform !== 'linux');
      const lock = await lockFolder(folder, platform);
      await lock.release();
    });
  }
});

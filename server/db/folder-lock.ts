import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * One process per PGlite folder (docs/decisions/0062). PGlite keeps its database in memory and
 * writes the folder back on its own; a second process on the same folder loses the first one's
 * writes. The lock is a listening unix socket: the kernel releases it when its owner exits in
 * any way (kill -9 included), so a crash never leaves the folder locked.
 *
 * On Linux the socket lives in the abstract namespace (no file at all, named after the folder's
 * real path). Elsewhere it is `<folder>/.lock.sock`; a socket file left by a killed owner refuses
 * connections, is recognised as stale and replaced.
 */
export interface FolderLock {
  release(): Promise<void>;
}

export class FolderLockedError extends Error {
  constructor(readonly folder: string) {
    super(
      `The embedded database folder ${folder} is in use by another platform process. PGlite serves one process only: ` +
        'stop the other one, or give this one its own PGLITE_DIR. Several platform processes need PostgreSQL (set DATABASE_URL).',
    );
    this.name = 'FolderLockedError';
  }
}

/** The socket's address for a folder: abstract on Linux, a file in the folder elsewhere. */
export function lockAddress(folder: string, platform = process.platform): string {
  if (platform === 'linux') return `\0hireloop-pglite-${createHash('sha256').update(folder).digest('hex').slice(0, 40)}`;
  return join(folder, '.lock.sock');
}

function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a finished process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a process answers on a socket file (a live owner) or it is a leftover of a dead one. */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Takes the folder's lock (creating the folder) or throws FolderLockedError naming it. */
export async function lockFolder(dir: string, platform = process.platform): Promise<FolderLock> {
  mkdirSync(dir, { recursive: true });
  const folder = realpathSync(dir);
  const address = lockAddress(folder, platform);
  let server: Server;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) throw new FolderLockedError(folder);
    // A socket file of a killed owner: nobody listens on it any more.
    unlinkSync(address);
    try {
      server = await listen(address);
    } catch {
      // Another starter replaced the stale file first and holds the folder now.
      throw new FolderLockedError(folder);
    }
  }
  return {
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

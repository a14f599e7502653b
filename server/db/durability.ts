import type { DatabaseHandle } from './client';
import { type DurabilitySetting, readSetting } from './queries/durability';

export interface Durability {
  engine: DatabaseHandle['kind'];
  fsync: string;
  synchronousCommit: string;
  /** What an acknowledged write survives, in words for the start-up log (docs/decisions/0029). */
  promise: string;
}

async function setting(handle: DatabaseHandle, name: DurabilitySetting): Promise<string> {
  return String((await readSetting(handle.db, name)) ?? 'unknown');
}

/**
 * What the database promises about a write the platform has answered, read from its settings:
 * PGlite writes each commit's WAL to the files before answering but never flushes them to the
 * disk (it runs with fsync off, and its Node file system has no fsync), so a killed or crashed
 * platform loses nothing while a power cut or an OS crash can; PostgreSQL with fsync and
 * synchronous commit keeps them through both.
 */
export async function describeDurability(handle: DatabaseHandle): Promise<Durability> {
  const fsync = await setting(handle, 'fsync');
  const synchronousCommit = await setting(handle, 'synchronous_commit');
  const commitWritten = synchronousCommit !== 'off';
  let promise: string;
  if (!commitWritten) {
    promise = 'synchronous_commit is off: a crash can lose the last acknowledged writes';
  } else if (handle.kind === 'pglite') {
    promise =
      'embedded PGlite: an acknowledged write survives a crash or kill of the platform, not a power cut or OS crash (no fsync); set DATABASE_URL to use PostgreSQL for that';
  } else if (fsync === 'on') {
    promise = 'PostgreSQL: an acknowledged write survives a crash of the platform, of the database, and a power cut';
  } else {
    promise = 'PostgreSQL with fsync off: an acknowledged write survives a crash of the platform or the database, not a power cut or OS crash';
  }
  return { engine: handle.kind, fsync, synchronousCommit, promise };
}

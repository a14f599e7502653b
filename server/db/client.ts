import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded, the default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs a start's migrating and seeding alone: on PostgreSQL, processes starting at once take
   * turns (an advisory lock), so the second finds the first one's work done. PGlite has one process.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's data directory as a tarball (PGlite only), for `snapshot` above. */
  snapshot?(): Promise<Blob>;
}

/** The advisory lock of a platform start's migrating and seeding: the bytes of 'hireloop' as a bigint. */
const startupLockKey = '7523670432435629936';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite's data directory; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** A PGlite data directory dumped earlier (`dumpDataDir`) to start from instead of an empty one. */
  snapshot?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compiles plans past a cost threshold, adding tens of milliseconds to exactly the
    // searches and facet counts that must answer in a few: off for this OLTP workload.
    // Connections are kept, not closed after pg's default 10 idle seconds: a new backend pays for
    // its first searches (it maps every shared buffer it touches, ~250 ms for a broad keyword with
    // 6 GB of shared buffers; its caches start empty), so a closed one came back as a slow search.
    // Each is still replaced after an hour (docs/decisions/0054).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 0,
      maxLifetimeSeconds: 3600,
      // Kept connections do not hold a finished script (seed, migrate) open.
      allowExitOnIdle: true,
      options: '-c jit=off',
    });
    // An idle connection the server drops (a restart, a terminated backend) is discarded by the
    // pool and replaced on next use; without a listener its error would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async alone(work) {
        // A session lock on a connection of its own; the work uses the pool's other connections.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates its own folder but not the ones above it (./data on a fresh clone). One process
  // per folder: a second one would overwrite the first one's writes (docs/decisions/0062).
  const lock = dataDir.startsWith('memory://') ? null : await lockFolder(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin }, loadDataDir: options.snapshot });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    alone: (work) => work(),
    close: async () => {
      await client.close();
      await lock?.release();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}

import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded, the default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's data directory as a tarball (PGlite only), for `snapshot` above. */
  snapshot?(): Promise<Blob>;
}

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
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates its own folder but not the ones above it (./data on a fresh clone).
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin }, loadDataDir: options.snapshot });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

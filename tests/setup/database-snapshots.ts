import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where this run keeps its seeded PGlite snapshots (tests/support/platform.ts). */
    databaseSnapshotDir: string;
    /** Names this run's PostgreSQL template databases, so parallel runs keep apart. */
    databaseRunId: string;
  }
}

/**
 * Migrating and seeding a database costs seconds; each test file needs a fresh one. The first
 * file to need a given seed makes it once for the whole run (a PGlite data-directory dump, or a
 * PostgreSQL template database) and every later file starts from a copy. Made fresh per run, so
 * a changed migration or seed can never be served from a stale copy.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-db-snapshots-'));
  const runId = `${process.pid}_${Date.now()}`;
  project.provide('databaseSnapshotDir', dir);
  project.provide('databaseRunId', runId);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const templates = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`hireloop_tpl_${runId}_%`]);
    for (const { datname } of templates.rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
  };
}

import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '@/server/app';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { createLogger, type Logger } from '@/server/logger';
import { createPlatformServices, type PlatformServices } from '@/server/platform-services';
import { seedDatabase } from '@/server/seed';

export interface TestPlatform {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  services: PlatformServices;
  now: Date;
  /** A request with the web's headers; `country` and `language` are ids or keys. */
  request(path: string, init?: RequestInit & { country?: string | number; language?: string | number }): Promise<Response>;
  /**
   * Adds jobs for precise assertions: each copies the country's first seeded open job and
   * overrides the given fields (the search columns are filled in by the database). Returns ids.
   */
  addJobs(countryKey: string, overrides: JobOverrides[]): Promise<number[]>;
  close(): Promise<void>;
}

export type JobOverrides = Partial<Omit<typeof jobs.$inferInsert, 'id' | 'countryKey'>>;

/** Seeding is relative to a fixed instant, so expectations do not drift with the clock. */
export const seedNow = new Date('2026-11-01T00:00:00Z');

let counter = 0;

function seed(handle: DatabaseHandle, jobsPerCountry: number) {
  return seedDatabase(handle.db, { jobsPerCountry, now: seedNow, seed: 7 });
}

/**
 * A fresh, migrated and seeded database for one test platform: in-memory PGlite by default;
 * with DATABASE_URL set, a throwaway PostgreSQL database created for it and dropped after. The
 * first of a run to need a seed size makes it once (tests/setup/database-snapshots.ts); the
 * rest start from a copy, which saves the seconds migrating and seeding take.
 */
async function seededDatabase(jobsPerCountry: number): Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) return seededPostgres(baseUrl, jobsPerCountry);
  const file = join(inject('databaseSnapshotDir'), `pglite-${jobsPerCountry}.tar`);
  if (existsSync(file)) {
    return { handle: await openDatabase({ dataDir: 'memory://', snapshot: new Blob([readFileSync(file)]) }) };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await seed(handle, jobsPerCountry);
  const dump = await handle.snapshot?.();
  if (dump) {
    // Written whole, then renamed: a file that runs at the same time never reads half of it.
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return { handle };
}

async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Waits until no session is connected to the database, so it can be copied or dropped. */
async function untilIdle(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (open.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function databaseUrl(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seededPostgres(baseUrl: string, jobsPerCountry: number) {
  const template = `hireloop_tpl_${inject('databaseRunId')}_${jobsPerCountry}`;
  const name = `hireloop_test_${process.pid}_${Date.now()}_${counter++}`;
  await withAdmin(baseUrl, async (admin) => {
    // One maker per template: the others wait on the lock, then find it made.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const made = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (made.rowCount === 0) {
        await admin.query(`create database ${template}`);
        const maker = await openDatabase({ url: databaseUrl(baseUrl, template), poolSize: 4 });
        await maker.migrate();
        await seed(maker, jobsPerCountry);
        await maker.close();
        await untilIdle(admin, template);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`create database ${name} template ${template}`);
  });
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 4 });
  const drop = () =>
    withAdmin(baseUrl, async (admin) => {
      // The pool has asked its connections to close; wait until the server has let them go, so
      // dropping the database terminates nobody mid-goodbye.
      await untilIdle(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
    });
  return { handle, drop };
}

/**
 * The platform in-process against a fresh database: in-memory PGlite by default; with
 * DATABASE_URL set, a throwaway PostgreSQL database created for this file and dropped after.
 */
export async function startTestPlatform(
  options: {
    jobsPerCountry?: number;
    services?: Partial<PlatformServices>;
    /** The app's clock; the seed's fixed instant when absent. Tests of expiry pass one they can move. */
    clock?: () => Date;
    /** The app's logger; silent when absent. Tests of what is logged pass one writing to a buffer. */
    logger?: Logger;
  } = {},
): Promise<TestPlatform> {
  const { handle, drop: dropDatabase } = await seededDatabase(options.jobsPerCountry ?? 40);
  // The app runs on the seed's clock too, so seeded jobs neither age nor expire between runs.
  const logger = options.logger ?? createLogger('silent');
  const services = { ...createPlatformServices({ db: handle.db, logger, devSurfaces: true }), ...options.services };
  const app = createApp({
    db: handle.db,
    logger,
    services,
    clock: options.clock ?? (() => seedNow),
  });

  return {
    app,
    handle,
    services,
    now: seedNow,
    request(path, init = {}) {
      const { country, language, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (country !== undefined) headers.set('Country-Id', String(country));
      if (language !== undefined) headers.set('Language-Id', String(language));
      headers.set('Role-Id', '1');
      return Promise.resolve(app.request(path, { ...rest, headers }));
    },
    async addJobs(countryKey, overrides) {
      const [template] = await handle.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active')))
        .orderBy(asc(jobs.id))
        .limit(1);
      if (!template) throw new Error(`No seeded job in ${countryKey} to copy`);
      const {
        id: _id,
        companyName: _name,
        companyVerified: _verified,
        monthlySalaryFrom: _from,
        monthlySalaryTo: _to,
        ...fields
      } = template;
      const rows = overrides.map((override) => ({ ...fields, ...override }));
      const inserted = await handle.db.insert(jobs).values(rows).returning({ id: jobs.id });
      return inserted.map((row) => row.id);
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

export interface Answer {
  status: number;
  code: number;
  message: string;
  /** Whatever the answer holds; tests parse it with the shared schemas or assert on it. */
  data: any;
}

/** A platform call and its parsed envelope. */
export async function call(
  platform: TestPlatform,
  path: string,
  init: Parameters<TestPlatform['request']>[1] = {},
): Promise<Answer> {
  const response = await platform.request(path, init);
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...body };
}

/** A JSON POST with the web's headers. */
export function post(
  platform: TestPlatform,
  path: string,
  body: unknown,
  init: Parameters<TestPlatform['request']>[1] = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return call(platform, path, { ...init, method: 'POST', headers, body: JSON.stringify(body) });
}

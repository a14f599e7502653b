import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
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

/**
 * The platform in-process against a fresh database: in-memory PGlite by default; with
 * DATABASE_URL set, a throwaway PostgreSQL database created for this file and dropped after.
 */
export async function startTestPlatform(
  options: {
    jobsPerCountry?: number;
    searchCountsTtlMs?: number;
    services?: Partial<PlatformServices>;
    /** The app's clock; the seed's fixed instant when absent. Tests of expiry pass one they can move. */
    clock?: () => Date;
    /** The app's logger; silent when absent. Tests of what is logged pass one writing to a buffer. */
    logger?: Logger;
  } = {},
): Promise<TestPlatform> {
  const baseUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  if (baseUrl) {
    const name = `hireloop_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), poolSize: 4 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      // The pool has asked its connections to close; wait until the server has let them go, so
      // dropping the database terminates nobody mid-goodbye.
      for (let i = 0; i < 50; i++) {
        const open = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  await handle.migrate();
  await seedDatabase(handle.db, { jobsPerCountry: options.jobsPerCountry ?? 40, now: seedNow, seed: 7 });
  // The app runs on the seed's clock too, so seeded jobs neither age nor expire between runs.
  // Search counts are not cached unless asked: tests add jobs and expect to see them counted.
  const logger = options.logger ?? createLogger('silent');
  const services = { ...createPlatformServices({ db: handle.db, logger, devSurfaces: true }), ...options.services };
  const app = createApp({
    db: handle.db,
    logger,
    services,
    clock: options.clock ?? (() => seedNow),
    searchCountsTtlMs: options.searchCountsTtlMs ?? 0,
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
        searchVector: _vector,
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

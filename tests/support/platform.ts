import pg from 'pg';
import { createApp } from '@/server/app';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { seedDatabase } from '@/server/seed';

export interface TestPlatform {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  now: Date;
  /** A request with the web's headers; `country` and `language` are ids or keys. */
  request(path: string, init?: RequestInit & { country?: string | number; language?: string | number }): Promise<Response>;
  close(): Promise<void>;
}

/** Seeding is relative to a fixed instant, so expectations do not drift with the clock. */
export const seedNow = new Date('2026-11-01T00:00:00Z');

let counter = 0;

/**
 * The platform in-process against a fresh database: in-memory PGlite by default; with
 * DATABASE_URL set, a throwaway PostgreSQL database created for this file and dropped after.
 */
export async function startTestPlatform(options: { jobsPerCountry?: number } = {}): Promise<TestPlatform> {
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
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  await handle.migrate();
  await seedDatabase(handle.db, { jobsPerCountry: options.jobsPerCountry ?? 40, now: seedNow, seed: 7 });
  const app = createApp({ db: handle.db, logger: createLogger('silent') });

  return {
    app,
    handle,
    now: seedNow,
    request(path, init = {}) {
      const { country, language, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (country !== undefined) headers.set('Country-Id', String(country));
      if (language !== undefined) headers.set('Language-Id', String(language));
      headers.set('Role-Id', '1');
      return Promise.resolve(app.request(path, { ...rest, headers }));
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

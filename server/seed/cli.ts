/**
 * Seeds the platform database: `npx tsx server/seed/cli.ts [--jobs-per-country N | --total-jobs N]
 * [--seed N] [--reset]`. Uses DATABASE_URL when set, otherwise the embedded PGlite at PGLITE_DIR.
 */
import { countryKeys } from '../../lib/countries';
import { openDatabase } from '../db/client';
import { parseServerEnv } from '../env';
import { isSeeded, resetDatabase, seedDatabase } from './index';

interface CliOptions {
  jobsPerCountry?: number;
  totalJobs?: number;
  seed?: number;
  reset: boolean;
}

const usage = 'Usage: tsx server/seed/cli.ts [--jobs-per-country N | --total-jobs N] [--seed N] [--reset]';

function parseArgs(args: string[]): CliOptions {
  const options: CliOptions = { reset: false };
  const count = (flag: string, value: string | undefined): number => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number ≥ 0\n${usage}`);
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--reset') options.reset = true;
    else if (arg === '--jobs-per-country') options.jobsPerCountry = count(arg, args[++i]);
    else if (arg === '--total-jobs') options.totalJobs = count(arg, args[++i]);
    else if (arg === '--seed') options.seed = count(arg, args[++i]);
    else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}\n${usage}`);
  }
  if (options.jobsPerCountry !== undefined && options.totalJobs !== undefined) {
    throw new Error(`Use either --jobs-per-country or --total-jobs, not both\n${usage}`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const env = parseServerEnv();
  const jobsPerCountry =
    options.totalJobs !== undefined ? Math.ceil(options.totalJobs / countryKeys.length) : (options.jobsPerCountry ?? env.SEED_JOBS_PER_COUNTRY);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${env.PGLITE_DIR}`;
  try {
    await handle.migrate();
    if (options.reset) {
      await resetDatabase(handle.db);
      console.log(`Emptied the seed tables in ${where}.`);
    } else if (await isSeeded(handle.db)) {
      console.log(`${where} is already seeded; pass --reset to replace the data.`);
      return;
    }
    console.log(`Seeding ${where}: ${jobsPerCountry} jobs in each of ${countryKeys.length} countries…`);
    const started = performance.now();
    const counts = await seedDatabase(handle.db, {
      jobsPerCountry,
      seed: options.seed,
      onProgress: (message) => console.log(`  ${message}`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded ${counts.companies} companies, ${counts.recruiters} recruiters and ${counts.jobs} jobs in ${seconds.toFixed(1)} s (${Math.round(counts.jobs / seconds)} jobs/s).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
